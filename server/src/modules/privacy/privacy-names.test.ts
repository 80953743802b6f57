import { describe, expect, it } from 'vitest';
import { outboxFileOf, outboxResponse } from '../../email/outbox';
import { safeZipName } from './export-account';

describe('outbox file names in delivery records', () => {
  it('reads back the file a delivery record names, and nothing from other responses', () => {
    expect(outboxFileOf(outboxResponse('20261123T101500000Z-1b2c.eml'))).toBe('20261123T101500000Z-1b2c.eml');
    expect(outboxFileOf('250 2.0.0 OK queued')).toBeNull();
    expect(outboxFileOf('Kept in the outbox as ../../etc/passwd')).toBeNull();
    expect(outboxFileOf(null)).toBeNull();
  });
});

describe('safeZipName', () => {
  it('keeps a user’s file name readable but never a path or control characters', () => {
    expect(safeZipName('Zoë Müller CV.pdf')).toBe('Zoë Müller CV.pdf');
    expect(safeZipName('../../evil.txt')).toBe('evil.txt');
    expect(safeZipName('a\u0000b\nc.docx')).toBe('abc.docx');
    // The upload's own word for a name with nothing left.
    expect(safeZipName('..')).toBe('unnamed');
    expect(safeZipName('   ')).toBe('unnamed');
  });
});
