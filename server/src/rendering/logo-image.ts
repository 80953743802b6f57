import { crc32, inflateSync } from 'node:zlib';

/**
 * Checks an uploaded logo by its bytes, never its name or claimed type: a PNG whose chunks are all
 * present with correct checksums and whose image data inflates to the size its header announces, or
 * a JPEG whose segments fit the file, with a frame header and an end marker. Anything else (an SVG
 * or HTML page renamed .png, a truncated download, a polyglot) is refused before it is stored or
 * placed in a document.
 */

export interface LogoImage {
  type: 'png' | 'jpeg';
  width: number;
  height: number;
  /** The image's own bytes: anything a file carries after its end marker is left out. */
  data: Buffer;
}

export type LogoProblem = 'type' | 'corrupt' | 'dimensions';

export class LogoImageError extends Error {
  constructor(
    public readonly problem: LogoProblem,
    message: string,
  ) {
    super(message);
    this.name = 'LogoImageError';
  }
}

/** Larger than any logo needs; keeps decompressing a hostile PNG to a few tens of MB at most. */
export const MAX_LOGO_PIXELS_PER_SIDE = 2000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

const corrupt = (detail: string) => new LogoImageError('corrupt', detail);

function checkDimensions(width: number, height: number): void {
  if (width < 1 || height < 1) throw corrupt('it has no width or height');
  if (width > MAX_LOGO_PIXELS_PER_SIDE || height > MAX_LOGO_PIXELS_PER_SIDE) {
    throw new LogoImageError('dimensions', `it is ${width} × ${height} pixels`);
  }
}

/** Bytes per row of a non-interlaced PNG scanline, filter byte included. */
const rowBytes = (width: number, channels: number, bitDepth: number) => 1 + Math.ceil((width * channels * bitDepth) / 8);

/** The bytes of an Adam7-interlaced PNG's seven passes, filter bytes included. */
function interlacedBytes(width: number, height: number, channels: number, bitDepth: number): number {
  const passes = [
    [0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2],
  ];
  let total = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0!) / dx!);
    const h = Math.ceil((height - y0!) / dy!);
    if (w > 0 && h > 0) total += h * rowBytes(w, channels, bitDepth);
  }
  return total;
}

function readPng(bytes: Buffer): LogoImage {
  let offset = PNG_SIGNATURE.length;
  let header: { width: number; height: number; bitDepth: number; colorType: number; interlace: number } | null = null;
  const idat: Buffer[] = [];
  while (true) {
    if (offset + 12 > bytes.length) throw corrupt('it ends before its last chunk');
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > bytes.length || end > bytes.length) throw corrupt(`its ${type.replace(/[^A-Za-z]/g, '?')} chunk is cut off`);
    const crc = bytes.readUInt32BE(offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc) throw corrupt('a chunk checksum does not match');
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (!header) {
      if (type !== 'IHDR' || length !== 13) throw corrupt('it does not start with an image header');
      header = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), bitDepth: data[8]!, colorType: data[9]!, interlace: data[12]! };
      checkDimensions(header.width, header.height);
      if (CHANNELS[header.colorType] === undefined || ![1, 2, 4, 8, 16].includes(header.bitDepth)) throw corrupt('its image header is not valid');
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      offset = end;
      break;
    }
    offset = end;
  }
  if (!header || idat.length === 0) throw corrupt('it holds no image data');
  const channels = CHANNELS[header.colorType]!;
  const expected = header.interlace === 1
    ? interlacedBytes(header.width, header.height, channels, header.bitDepth)
    : header.height * rowBytes(header.width, channels, header.bitDepth);
  let pixels: Buffer;
  try {
    // The cap stops a small file that inflates to gigabytes.
    pixels = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
  } catch {
    throw corrupt('its image data is incomplete');
  }
  if (pixels.length !== expected) throw corrupt('its image data is incomplete');
  return { type: 'png', width: header.width, height: header.height, data: bytes.subarray(0, offset) };
}

function readJpeg(bytes: Buffer): LogoImage {
  let offset = 2;
  let size: { width: number; height: number } | null = null;
  while (true) {
    if (offset + 2 > bytes.length) throw corrupt('it ends before its image data');
    if (bytes[offset] !== 0xff) throw corrupt('a segment is damaged');
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9) throw corrupt('it ends before its image data');
    if (offset + 4 > bytes.length) throw corrupt('it ends inside a segment');
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) throw corrupt('a segment is cut off');
    // Start-of-frame markers (C0–CF except DHT C4, JPG C8, DAC CC) carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (length < 8) throw corrupt('its frame header is not valid');
      size = { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
      checkDimensions(size.width, size.height);
    }
    offset += 2 + length;
    if (marker === 0xda) break;
  }
  if (!size) throw corrupt('it has no frame header');
  // The compressed data runs to the end-of-image marker; a cut-off download has none.
  const eoi = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
  if (eoi < offset) throw corrupt('it ends before its image is complete');
  return { type: 'jpeg', width: size.width, height: size.height, data: bytes.subarray(0, eoi + 2) };
}

/** Reads a logo's type and size from its bytes; throws LogoImageError when it is not a whole PNG or JPEG. */
export function readLogoImage(bytes: Buffer): LogoImage {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return readPng(bytes);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return readJpeg(bytes);
  throw new LogoImageError('type', 'it is not a PNG or JPEG image');
}
