import { describe, expect, it } from 'vitest';
import { describeFailure, isTemporaryFailure, oneLine } from './mailer';
import { MAX_ATTACHMENT_BYTES_PER_MESSAGE, processedCvMessage, splitAttachments, verificationCodeMessage } from './messages';

const file = (bytes: number) => ({ content: Buffer.alloc(bytes) });
const MB = 1024 * 1024;

describe('splitAttachments', () => {
  it('keeps everything in one message up to exactly 20 MB', () => {
    expect(splitAttachments([file(10 * MB), file(10 * MB)]).map((g) => g.length)).toEqual([2]);
    expect(MAX_ATTACHMENT_BYTES_PER_MESSAGE).toBe(20 * MB);
  });

  it('starts a new message when the next file would pass 20 MB, keeping the order', () => {
    const files = [file(9 * MB), file(9 * MB), file(3 * MB), file(1 * MB), file(19 * MB)];
    expect(splitAttachments(files)).toEqual([[files[0], files[1]], [files[2], files[3]], [files[4]]]);
  });

  it('sends a file bigger than the limit alone, never cut', () => {
    const files = [file(1000), file(25 * MB), file(1000)];
    expect(splitAttachments(files)).toEqual([[files[0]], [files[1]], [files[2]]]);
  });

  it('gives one message without attachments when there are none', () => {
    expect(splitAttachments([])).toEqual([[]]);
  });
});

describe('messages', () => {
  it('names the candidate and the part in the subject only when there are several parts', () => {
    const one = processedCvMessage({ candidateName: 'Jane Doe', attachments: [], part: 1, parts: 1 });
    expect(one.subject).toBe('Processed CV: Jane Doe');
    const two = processedCvMessage({ candidateName: 'Jane Doe', attachments: [], part: 2, parts: 2 });
    expect(two.subject).toBe('Processed CV: Jane Doe (part 2 of 2)');
    expect(two.text).toContain('this is part 2 of 2');
  });

  it('escapes HTML from the candidate name and file names', () => {
    const m = processedCvMessage({ candidateName: '<img src=x onerror=alert(1)>', attachments: [{ fileName: '"><b>.pdf', content: Buffer.alloc(1), contentType: 'application/pdf' }], part: 1, parts: 1 });
    expect(m.html).not.toContain('<img');
    expect(m.html).not.toContain('"><b>');
    expect(m.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('links the dashboard when PUBLIC_URL is set', () => {
    const m = processedCvMessage({ candidateName: 'A', attachments: [], part: 1, parts: 1, publicUrl: 'https://cv.agency.com' });
    expect(m.text).toContain('https://cv.agency.com/dashboard');
  });

  it('words the verification code as the spec does', () => {
    expect(verificationCodeMessage('123456', 10).text).toMatch(/^Your CVForge verification code is 123456\. It expires in 10 minutes\./);
  });
});

describe('failure classes', () => {
  it('retries 4xx replies, 503, dropped connections, timeouts and DNS failures; not 5xx replies', () => {
    expect(isTemporaryFailure({ name: 'Error', message: '', responseCode: 421 })).toBe(true);
    expect(isTemporaryFailure({ name: 'Error', message: '', responseCode: 452 })).toBe(true);
    expect(isTemporaryFailure({ name: 'Error', message: '', responseCode: 503 })).toBe(true);
    expect(isTemporaryFailure({ name: 'Error', message: '', responseCode: 550 })).toBe(false);
    expect(isTemporaryFailure({ name: 'Error', message: '', responseCode: 535, code: 'EAUTH' })).toBe(false);
    for (const code of ['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS']) expect(isTemporaryFailure({ name: 'Error', message: '', code })).toBe(true);
    expect(isTemporaryFailure({ name: 'Error', message: '', code: 'ETLS' })).toBe(false);
  });

  it("reads the server's reply when there is one", () => {
    expect(describeFailure({ name: 'Error', message: 'Can\'t send mail', response: '550 5.1.1 No such user\r\n' }, { host: 'h', port: 25 })).toBe('550 5.1.1 No such user');
    expect(describeFailure({ name: 'Error', message: 'Greeting never received', code: 'ETIMEDOUT' }, { host: 'h', port: 25 })).toBe('The SMTP server h:25 did not answer in time (Greeting never received)');
  });

  it('puts any header text on one line', () => {
    expect(oneLine(' a\r\nBcc: b\u2028c ')).toBe('a Bcc: b c');
  });
});
