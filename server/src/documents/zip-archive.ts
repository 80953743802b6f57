import { inflateRawSync } from 'node:zlib';
import { DocumentError } from './document-error';

/** Limits for Office archives: a CV is a few hundred KB unpacked; these leave room for embedded photos. */
export const ZIP_LIMITS = {
  maxEntries: 2000,
  maxTotalUncompressed: 100 * 1024 * 1024,
  maxEntryUncompressed: 50 * 1024 * 1024,
  /** Deflate tops out near 1032:1; real documents are far below 100:1 per entry. */
  maxRatio: 200,
};

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

const bomb = () => new DocumentError('The document is too large when decompressed (possible zip bomb)');
const corrupt = () => new DocumentError('This file is not a valid Word document');

/**
 * A minimal ZIP reader that reads the central directory without inflating anything, so sizes can be
 * checked first, and inflates with a hard output cap so a lying header cannot blow up memory.
 */
export class ZipArchive {
  readonly entries = new Map<string, ZipEntry>();

  constructor(private readonly buffer: Buffer) {
    const eocd = findEndOfCentralDirectory(buffer);
    if (eocd < 0) throw corrupt();
    const count = buffer.readUInt16LE(eocd + 10);
    let offset = buffer.readUInt32LE(eocd + 16);
    if (count > ZIP_LIMITS.maxEntries) throw bomb();
    for (let i = 0; i < count; i++) {
      if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== CENTRAL_SIGNATURE) throw corrupt();
      const nameLength = buffer.readUInt16LE(offset + 28);
      const extraLength = buffer.readUInt16LE(offset + 30);
      const commentLength = buffer.readUInt16LE(offset + 32);
      const entry: ZipEntry = {
        method: buffer.readUInt16LE(offset + 10),
        compressedSize: buffer.readUInt32LE(offset + 20),
        uncompressedSize: buffer.readUInt32LE(offset + 24),
        localHeaderOffset: buffer.readUInt32LE(offset + 42),
        name: buffer.toString('utf8', offset + 46, offset + 46 + nameLength),
      };
      this.entries.set(entry.name, entry);
      offset += 46 + nameLength + extraLength + commentLength;
    }
  }

  /** Rejects archives whose declared sizes or ratios are out of bounds, before inflating a byte. */
  checkSizes(): void {
    let total = 0;
    for (const entry of this.entries.values()) {
      total += entry.uncompressedSize;
      // 0xFFFFFFFF means ZIP64: no Word document needs it, and it would hide the real size.
      if (entry.uncompressedSize === 0xffffffff || entry.compressedSize === 0xffffffff) throw bomb();
      if (entry.uncompressedSize > ZIP_LIMITS.maxEntryUncompressed) throw bomb();
      if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize / Math.max(1, entry.compressedSize) > ZIP_LIMITS.maxRatio) {
        throw bomb();
      }
    }
    if (total > ZIP_LIMITS.maxTotalUncompressed) throw bomb();
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** Inflates one entry, never producing more than its declared size (or the per-entry limit). */
  read(name: string): Buffer | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    const at = entry.localHeaderOffset;
    if (at + 30 > this.buffer.length || this.buffer.readUInt32LE(at) !== LOCAL_SIGNATURE) throw corrupt();
    const start = at + 30 + this.buffer.readUInt16LE(at + 26) + this.buffer.readUInt16LE(at + 28);
    const data = this.buffer.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) return data.subarray(0, Math.min(data.length, ZIP_LIMITS.maxEntryUncompressed));
    if (entry.method !== 8) throw corrupt();
    const cap = Math.min(entry.uncompressedSize, ZIP_LIMITS.maxEntryUncompressed);
    try {
      // maxOutputLength makes zlib stop (RangeError) instead of trusting the declared size.
      return inflateRawSync(data, { maxOutputLength: Math.max(cap, 1) });
    } catch (error) {
      if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb();
      throw corrupt();
    }
  }

  readText(name: string): string | null {
    const data = this.read(name);
    return data ? data.toString('utf8') : null;
  }
}

function findEndOfCentralDirectory(buffer: Buffer): number {
  // The EOCD record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const stop = Math.max(0, buffer.length - 22 - 0xffff);
  for (let i = buffer.length - 22; i >= stop; i--) {
    if (buffer.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  return -1;
}
