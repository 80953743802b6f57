import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDeliveries } from '../db/schema';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { EmailError, listOutbox, outboxDir, sendProcessedCvEmail, sendVerificationCode, type ProcessedCvAttachment } from './index';
import { SMTP_TEST_PASSWORD, SMTP_TEST_USER, TEST_CERT_FILE, startSmtpTestServer, type SmtpTestServer } from './test-support/smtp-test-server';

const MB = 1024 * 1024;

function attachmentsOf(sizes: number[]): ProcessedCvAttachment[] {
  const kinds = [
    { fileName: 'Jane Candidate CV.pdf', contentType: 'application/pdf', label: 'original CV' },
    { fileName: 'Jane Candidate - Reformatted.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'reformatted CV' },
    { fileName: 'Jane Candidate - Report.pdf', contentType: 'application/pdf', label: 'candidate report' },
    { fileName: 'Jane Candidate - Enhanced.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'enhanced CV' },
  ];
  return sizes.map((size, i) => ({ ...kinds[i % kinds.length]!, content: crypto.randomBytes(size) }));
}

const addresses = (field: AddressObject | AddressObject[] | undefined) => (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value);

/** What a reader of the message would check: sender, recipient, subject, both bodies, every attachment byte for byte. */
function expectProcessedCvMessage(parsed: ParsedMail, expected: { to: string; fromEmail: string; fromName: string; subject: string; candidate: string; attachments: ProcessedCvAttachment[] }) {
  expect(addresses(parsed.from)).toEqual([{ address: expected.fromEmail, name: expected.fromName }]);
  expect(addresses(parsed.to).map((a) => a.address)).toEqual([expected.to]);
  expect(parsed.subject).toBe(expected.subject);
  expect(parsed.text).toContain(`The CV of ${expected.candidate} has been processed by CVForge.`);
  expect(parsed.html).toEqual(expect.any(String));
  expect(parsed.html as string).toContain('has been processed by CVForge.');
  expect(parsed.attachments.map((a) => a.filename)).toEqual(expected.attachments.map((a) => a.fileName));
  for (const [i, attachment] of parsed.attachments.entries()) {
    expect(attachment.contentType).toBe(expected.attachments[i]!.contentType);
    expect(attachment.content.equals(expected.attachments[i]!.content)).toBe(true);
    expect(parsed.text).toContain(expected.attachments[i]!.fileName);
  }
}

describe('through a real SMTP server (STARTTLS and AUTH on loopback)', () => {
  let t: TestServer;
  let smtp: SmtpTestServer;
  let user: { id: string; email: string; firstName: string };
  const delays: number[] = [];
  const options = { retryDelaysMs: [1000, 2000], sleep: async (ms: number) => void delays.push(ms) };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    // The test certificate is trusted as a private CA: the client still verifies it, it is never switched off.
    t = await startTestServer({ env: { SMTP_TLS_CA_FILE: TEST_CERT_FILE } });
    const admin = await t.signInAsAdmin();
    const res = await admin.post('/api/admin/smtp-config', {
      host: smtp.host,
      port: smtp.port,
      username: SMTP_TEST_USER,
      password: SMTP_TEST_PASSWORD,
      fromEmail: 'cv@agency.test',
      fromName: 'Agency CVs',
      secure: false,
    });
    expect(res.status).toBe(200);
    const signed = await t.signUp({ firstName: 'Robin' });
    user = { id: signed.user.id, email: signed.email, firstName: 'Robin' };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const deliveriesOf = (jobId: string) => t.server.ctx.database.db.select().from(emailDeliveries).where(eq(emailDeliveries.jobId, jobId));

  it("sends the processed CV to the account's email with every file attached, byte for byte, and records it", async () => {
    smtp.messages.length = 0;
    const attachments = attachmentsOf([300_000, 120_000, 45_000]);
    const result = await sendProcessedCvEmail(t.server.ctx, { user, candidateName: 'Jane Candidate', jobId: 'job-ok', attachments }, options);

    expect(smtp.messages).toHaveLength(1);
    const received = smtp.messages[0]!;
    expect(received.isSecure).toBe(true);
    expect(received.user).toBe(SMTP_TEST_USER);
    expect(received.from).toBe('cv@agency.test');
    expect(received.to).toEqual([user.email]);
    expectProcessedCvMessage(received.parsed, { to: user.email, fromEmail: 'cv@agency.test', fromName: 'Agency CVs', subject: 'Processed CV: Jane Candidate', candidate: 'Jane Candidate', attachments });
    expect(received.parsed.text).toContain('Hello Robin,');
    expect(received.parsed.html).toContain('<strong>Jane Candidate</strong>');
    expect(received.parsed.text).toContain('Jane Candidate CV.pdf (original CV)');

    expect(result.deliveries).toEqual([
      expect.objectContaining({ recipient: user.email, transport: 'smtp', response: '250 2.0.0 Ok: queued as TEST1', attempts: 1, messageId: received.parsed.messageId }),
    ]);
    const rows = await deliveriesOf('job-ok');
    expect(rows).toEqual([
      expect.objectContaining({ userId: user.id, kind: 'processed_cv', recipient: user.email, messageId: received.parsed.messageId, transport: 'smtp', status: 'sent', response: '250 2.0.0 Ok: queued as TEST1', subject: 'Processed CV: Jane Candidate' }),
    ]);
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('retries a 421 answer with backoff and delivers on a later attempt', async () => {
    smtp.messages.length = 0;
    delays.length = 0;
    smtp.failNext({ stage: 'mail', code: 421, message: '4.3.2 Service busy, try again later' }, 2);
    const attachments = attachmentsOf([10_000]);
    const result = await sendProcessedCvEmail(t.server.ctx, { user, candidateName: 'Ann Retry', jobId: 'job-421-ok', attachments }, options);
    expect(delays).toEqual([1000, 2000]);
    expect(result.deliveries[0]!.attempts).toBe(3);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.parsed.attachments[0]!.content.equals(attachments[0]!.content)).toBe(true);
    expect(await deliveriesOf('job-421-ok')).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it("fails with the server's 421 reply once the last attempt is refused too", async () => {
    smtp.messages.length = 0;
    delays.length = 0;
    smtp.failNext({ stage: 'mail', code: 421, message: '4.3.2 Service busy, try again later' }, 3);
    const error = await sendProcessedCvEmail(t.server.ctx, { user, candidateName: 'Ann Busy', jobId: 'job-421-fail', attachments: attachmentsOf([1000]) }, options).catch((e) => e);
    expect(error).toBeInstanceOf(EmailError);
    expect(error.message).toBe('421 4.3.2 Service busy, try again later');
    expect(error.isPermanent).toBe(false);
    expect(delays).toEqual([1000, 2000]);
    expect(smtp.messages).toHaveLength(0);
    expect(await deliveriesOf('job-421-fail')).toEqual([expect.objectContaining({ status: 'failed', transport: 'smtp', response: '421 4.3.2 Service busy, try again later', messageId: null })]);
  });

  it("fails at once on a 550 answer, with the server's reply as the message", async () => {
    delays.length = 0;
    const before = smtp.connections;
    smtp.failNext({ stage: 'rcpt', code: 550, message: '5.1.1 Mailbox unavailable' });
    const error = await sendProcessedCvEmail(t.server.ctx, { user, candidateName: 'Ann Gone', jobId: 'job-550', attachments: attachmentsOf([1000]) }, options).catch((e) => e);
    expect(error).toBeInstanceOf(EmailError);
    expect(error.message).toBe('550 5.1.1 Mailbox unavailable');
    expect(error.isPermanent).toBe(true);
    expect(error.responseCode).toBe(550);
    expect(delays).toEqual([]);
    expect(smtp.connections - before).toBe(1);
    expect(await deliveriesOf('job-550')).toEqual([expect.objectContaining({ status: 'failed', response: '550 5.1.1 Mailbox unavailable' })]);
  });

  it('retries a dropped connection and delivers on the next attempt', async () => {
    smtp.messages.length = 0;
    delays.length = 0;
    smtp.dropNext(1);
    const result = await sendProcessedCvEmail(t.server.ctx, { user, candidateName: 'Ann Dropped', jobId: 'job-drop-ok', attachments: attachmentsOf([5000]) }, options);
    expect(delays).toEqual([1000]);
    expect(result.deliveries[0]!.attempts).toBe(2);
    expect(smtp.messages).toHaveLength(1);
  });

  it('fails with a readable reason when every attempt loses its connection', async () => {
    delays.length = 0;
    smtp.dropNext(3);
    const error = await sendProcessedCvEmail(t.server.ctx, { user, candidateName: 'Ann Cut', jobId: 'job-drop-fail', attachments: attachmentsOf([5000]) }, options).catch((e) => e);
    expect(error).toBeInstanceOf(EmailError);
    expect(error.message).toMatch(new RegExp(`^The connection to the SMTP server 127\\.0\\.0\\.1:${smtp.port} failed: `));
    expect(error.isPermanent).toBe(false);
    expect(delays).toEqual([1000, 2000]);
  });

  it('retries a server that never greets (timeout)', async () => {
    smtp.messages.length = 0;
    delays.length = 0;
    smtp.stallNext(1);
    const result = await sendProcessedCvEmail(
      t.server.ctx,
      { user, candidateName: 'Ann Slow', jobId: 'job-timeout', attachments: attachmentsOf([5000]) },
      { ...options, timeoutsMs: { greeting: 300, connection: 2000, socket: 5000 } },
    );
    expect(delays).toEqual([1000]);
    expect(result.deliveries[0]!.attempts).toBe(2);
    expect(smtp.messages).toHaveLength(1);
  });

  it('splits attachments above 20 MB in total across several messages, every byte intact', async () => {
    smtp.messages.length = 0;
    const attachments = attachmentsOf([9 * MB, 9 * MB, 3 * MB, 1 * MB]);
    const result = await sendProcessedCvEmail(t.server.ctx, { user, candidateName: 'Jane Candidate', jobId: 'job-split', attachments }, options);
    expect(result.deliveries).toHaveLength(2);
    expect(smtp.messages.map((m) => m.parsed.subject)).toEqual(['Processed CV: Jane Candidate (part 1 of 2)', 'Processed CV: Jane Candidate (part 2 of 2)']);
    const first = smtp.messages[0]!.parsed;
    const second = smtp.messages[1]!.parsed;
    expectProcessedCvMessage(first, { to: user.email, fromEmail: 'cv@agency.test', fromName: 'Agency CVs', subject: 'Processed CV: Jane Candidate (part 1 of 2)', candidate: 'Jane Candidate', attachments: attachments.slice(0, 2) });
    expectProcessedCvMessage(second, { to: user.email, fromEmail: 'cv@agency.test', fromName: 'Agency CVs', subject: 'Processed CV: Jane Candidate (part 2 of 2)', candidate: 'Jane Candidate', attachments: attachments.slice(2) });
    expect(first.text).toContain('this is part 1 of 2');
    for (const message of [first, second]) expect(message.attachments.reduce((n, a) => n + a.size, 0)).toBeLessThanOrEqual(20 * MB);
    expect(await deliveriesOf('job-split')).toHaveLength(2);
  }, 120_000);

  it('keeps a hostile candidate name and file name inside their header and out of the HTML markup', async () => {
    smtp.messages.length = 0;
    const attachments: ProcessedCvAttachment[] = [{ fileName: 'cv.pdf\r\nBcc: victim@example.com', content: Buffer.from('%PDF-1.4 hostile'), contentType: 'application/pdf' }];
    await sendProcessedCvEmail(t.server.ctx, { user, candidateName: 'Eve\r\nBcc: victim@example.com <script>alert(1)</script>', jobId: 'job-hostile', attachments }, options);
    const { parsed, to } = smtp.messages[0]!;
    expect(to).toEqual([user.email]);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.subject).toBe('Processed CV: Eve Bcc: victim@example.com <script>alert(1)</script>');
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).toContain('&lt;script&gt;');
    expect(parsed.attachments[0]!.filename).toBe('cv.pdf Bcc: victim@example.com');
    expect(parsed.attachments[0]!.content.toString()).toBe('%PDF-1.4 hostile');
  });

  it('sends the admin verification code through the same mailer', async () => {
    smtp.messages.length = 0;
    const sent = await sendVerificationCode(t.server.ctx, { user: { id: 'admin', email: 'boss@agency.test' }, code: '123456' }, options);
    expect(sent.transport).toBe('smtp');
    const { parsed, to } = smtp.messages[0]!;
    expect(to).toEqual(['boss@agency.test']);
    expect(parsed.subject).toBe('Your CVForge verification code');
    expect(parsed.text).toContain('Your CVForge verification code is 123456. It expires in 10 minutes.');
    expect(parsed.html).toContain('Your CVForge verification code is 123456. It expires in 10 minutes.');
  });
});

describe('with no SMTP configured: the outbox', () => {
  let t: TestServer;
  let user: { id: string; email: string; firstName: string };
  beforeAll(async () => {
    t = await startTestServer();
    const signed = await t.signUp({ firstName: 'Olive' });
    user = { id: signed.user.id, email: signed.email, firstName: 'Olive' };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes one complete .eml per message under DATA_DIR/outbox, each a real RFC 5322 message', async () => {
    const dir = outboxDir(t.dataDir);
    expect(dir).toBe(path.join(t.dataDir, 'outbox'));
    // The account's address-confirmation email is already there.
    const before = new Set(await listOutbox(dir));
    const attachments = attachmentsOf([200_000, 50_000, 30_000]);
    const result = await sendProcessedCvEmail(t.server.ctx, { user, candidateName: 'Omar Outbox', jobId: 'job-outbox', attachments });

    const all = await listOutbox(dir);
    const files = all.filter((f) => !before.has(f));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-[0-9a-f-]{36}\.eml$/);
    expect(fs.readdirSync(dir).sort()).toEqual([...all].sort()); // no half-written leftovers beside it
    expect(result.deliveries[0]).toMatchObject({ transport: 'outbox', outboxFile: files[0], response: `Kept in the outbox as ${files[0]}` });

    const raw = fs.readFileSync(path.join(dir, files[0]!));
    expect(raw.toString('latin1')).toMatch(/^[\s\S]*\r\nMIME-Version: 1\.0\r\n/);
    const parsed = await simpleParser(raw);
    expectProcessedCvMessage(parsed, { to: user.email, fromEmail: 'noreply@localhost', fromName: 'CVForge', subject: 'Processed CV: Omar Outbox', candidate: 'Omar Outbox', attachments });
    expect(parsed.messageId).toBe(result.deliveries[0]!.messageId);
    const rows = await t.server.ctx.database.db.select().from(emailDeliveries).where(eq(emailDeliveries.jobId, 'job-outbox'));
    expect(rows).toEqual([expect.objectContaining({ transport: 'outbox', status: 'sent', recipient: user.email, messageId: parsed.messageId })]);
  });

  it('splits in the outbox too, one file per part, checked file by file', async () => {
    const dir = outboxDir(t.dataDir);
    const before = new Set(await listOutbox(dir));
    const attachments = attachmentsOf([12 * MB, 10 * MB]);
    await sendProcessedCvEmail(t.server.ctx, { user, candidateName: 'Omar Outbox', jobId: 'job-outbox-split', attachments });
    const added = (await listOutbox(dir)).filter((f) => !before.has(f));
    expect(added).toHaveLength(2);
    const parsed = await Promise.all(added.map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
    parsed.sort((a, b) => (a.subject! < b.subject! ? -1 : 1));
    expect(parsed.map((p) => p.subject)).toEqual(['Processed CV: Omar Outbox (part 1 of 2)', 'Processed CV: Omar Outbox (part 2 of 2)']);
    expect(parsed[0]!.attachments[0]!.content.equals(attachments[0]!.content)).toBe(true);
    expect(parsed[1]!.attachments[0]!.content.equals(attachments[1]!.content)).toBe(true);
  }, 60_000);

  it('keeps the verification code email in the outbox', async () => {
    const sent = await sendVerificationCode(t.server.ctx, { user: { id: 'admin', email: 'admin@localhost' }, code: '654321' });
    expect(sent.transport).toBe('outbox');
    const parsed = await simpleParser(fs.readFileSync(path.join(outboxDir(t.dataDir), sent.outboxFile!)));
    expect(addresses(parsed.to).map((a) => a.address)).toEqual(['admin@localhost']);
    expect(parsed.text).toContain('Your CVForge verification code is 654321. It expires in 10 minutes.');
  });
});

describe('from the environment (SMTP_URL)', () => {
  let t: TestServer;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestServer({
      env: {
        SMTP_URL: `smtp://${encodeURIComponent(SMTP_TEST_USER)}:${encodeURIComponent(SMTP_TEST_PASSWORD)}@127.0.0.1:${smtp.port}`,
        SMTP_FROM: 'Env Sender <env@agency.test>',
        SMTP_TLS_CA_FILE: TEST_CERT_FILE,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends with the environment settings when nothing is stored', async () => {
    const signed = await t.signUp();
    // The new account's address-confirmation email went first, by the same settings.
    expect(smtp.messages.map((m) => m.parsed.subject)).toEqual(['Confirm your email address for CVForge']);
    smtp.messages.length = 0;
    const attachments = attachmentsOf([4000]);
    await sendProcessedCvEmail(t.server.ctx, { user: { id: signed.user.id, email: signed.email }, candidateName: 'Eli Env', jobId: 'job-env', attachments });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.user).toBe(SMTP_TEST_USER);
    expectProcessedCvMessage(smtp.messages[0]!.parsed, { to: signed.email, fromEmail: 'env@agency.test', fromName: 'Env Sender', subject: 'Processed CV: Eli Env', candidate: 'Eli Env', attachments });
  });
});
