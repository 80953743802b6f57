import { crc32, inflateRawSync } from 'node:zlib';
import { TemplateError } from './template-error';

/** Limits for what a template archive may expand to: a 10 MB upload must not become gigabytes in memory. */
export const ZIP_LIMITS = {
  maxEntries: 2_000,
  maxTotalUncompressedBytes: 150 * 1024 * 1024,
  maxEntryUncompressedBytes: 100 * 1024 * 1024,
  /** Real DOCX XML compresses 5–30×; anything past this on a sizeable entry is a bomb. */
  maxCompressionRatio: 200,
  ratioCheckedAboveBytes: 1024 * 1024,
} as const;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

interface CentralEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024 / 1024).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

function corrupt(detail: string): TemplateError {
  return new TemplateError(`The file is a damaged archive (${detail}); open it in Word, save it again as .docx and upload it again.`);
}

function findEndOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end of the file.
  const lowest = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= lowest; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

function readCentralDirectory(buf: Buffer): CentralEntry[] {
  const eocd = findEndOfCentralDirectory(buf);
  if (eocd < 0) throw corrupt('no zip directory at the end of the file; it may be truncated');
  const count = buf.readUInt16LE(eocd + 10);
  const size = buf.readUInt32LE(eocd + 12);
  const offset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new TemplateError('The archive uses ZIP64, which a Word template never needs; save it again as .docx.');
  if (count > ZIP_LIMITS.maxEntries) throw new TemplateError(`The archive holds ${count} files, more than the ${ZIP_LIMITS.maxEntries} a Word template can have.`);
  if (offset + size > eocd) throw corrupt('the zip directory points outside the file');

  const entries: CentralEntry[] = [];
  let pos = offset;
  for (let i = 0; i < count; i++) {
    if (pos + 46 > buf.length || buf.readUInt32LE(pos) !== CENTRAL_SIGNATURE) throw corrupt(`zip directory entry ${i + 1} is unreadable`);
    const nameLength = buf.readUInt16LE(pos + 28);
    const extraLength = buf.readUInt16LE(pos + 30);
    const commentLength = buf.readUInt16LE(pos + 32);
    entries.push({
      flags: buf.readUInt16LE(pos + 8),
      method: buf.readUInt16LE(pos + 10),
      crc: buf.readUInt32LE(pos + 16),
      compressedSize: buf.readUInt32LE(pos + 20),
      uncompressedSize: buf.readUInt32LE(pos + 24),
      localOffset: buf.readUInt32LE(pos + 42),
      name: buf.toString('utf8', pos + 46, pos + 46 + nameLength),
    });
    pos += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function checkDeclaredSizes(entries: CentralEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    const isBomb =
      entry.uncompressedSize > ZIP_LIMITS.maxEntryUncompressedBytes ||
      (entry.uncompressedSize > ZIP_LIMITS.ratioCheckedAboveBytes && ratio > ZIP_LIMITS.maxCompressionRatio);
    if (isBomb) {
      throw new TemplateError(
        `The file looks like a zip bomb: ${entry.name} would expand from ${formatBytes(entry.compressedSize)} to ${formatBytes(entry.uncompressedSize)}. It was refused before unpacking.`,
      );
    }
  }
  if (total > ZIP_LIMITS.maxTotalUncompressedBytes) {
    throw new TemplateError(
      `The file looks like a zip bomb: its contents would expand to ${formatBytes(total)}, more than the ${formatBytes(ZIP_LIMITS.maxTotalUncompressedBytes)} a template may hold. It was refused before unpacking.`,
    );
  }
}

function inflateEntry(buf: Buffer, entry: CentralEntry): Buffer {
  const local = entry.localOffset;
  if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL_SIGNATURE) throw corrupt(`the header of ${entry.name} is missing`);
  const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
  const end = start + entry.compressedSize;
  if (end > buf.length) throw corrupt(`${entry.name} is cut short`);
  const raw = buf.subarray(start, end);

  let data: Buffer;
  if (entry.method === 0) {
    data = Buffer.from(raw);
  } else if (entry.method === 8) {
    try {
      // The declared size was checked above; capping the output at it stops a header that lies about it.
      data = inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      if (error instanceof RangeError) {
        throw new TemplateError(`The file looks like a zip bomb: ${entry.name} expands past the size its header declares. It was refused.`);
      }
      throw corrupt(`${entry.name} cannot be decompressed`);
    }
  } else {
    throw corrupt(`${entry.name} uses an unsupported compression method (${entry.method})`);
  }
  if (data.length !== entry.uncompressedSize) throw corrupt(`${entry.name} has the wrong size`);
  if (crc32(data) !== entry.crc) throw corrupt(`${entry.name} fails its checksum`);
  return data;
}

export function isZip(buf: Buffer): boolean {
  return buf.length >= 4 && buf.readUInt32LE(0) === LOCAL_SIGNATURE;
}

/**
 * Reads every file of a zip archive into memory, refusing bombs before inflating anything
 * (declared sizes, ratios, entry count) and while inflating (output capped at the declared size).
 */
export function safeUnzip(buf: Buffer): Map<string, Buffer> {
  const entries = readCentralDirectory(buf);
  checkDeclaredSizes(entries);
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    if (entry.flags & 0x1) throw new TemplateError(`The file is password-protected (${entry.name} is encrypted); remove the password in Word and upload it again.`);
    if (files.has(entry.name)) throw corrupt(`${entry.name} appears twice`);
    files.set(entry.name, inflateEntry(buf, entry));
  }
  return files;
}
