/**
 * Peak memory of reading one 10 MB PDF: builds a PDF just under 10 MB (60 pages of CV text plus
 * photos and scans as embedded JPEG-like images), then reads and extracts it in a fresh Node process
 * and prints that process's peak RSS (VmHWM). Target: never above 300 MB.
 *
 *   npm run bench:extract-memory
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { MAX_FILE_BYTES } from '../common/limits';

const TARGET_MB = 300;

async function buildPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  // Incompressible "photos": random bytes wrapped as PNG images so the file is big for real.
  const png = await pdf.embedPng(await randomPng(600, 600));
  for (let page = 0; page < 60; page++) {
    const p = pdf.addPage([595, 842]);
    let y = 800;
    p.drawText(page === 0 ? 'Jordan Example' : `Page ${page + 1}`, { x: 50, y, size: page === 0 ? 20 : 12, font });
    y -= 30;
    for (let line = 0; line < 45; line++) {
      p.drawText(`Senior Engineer at Example Ltd ${page}-${line}: delivered projects, led teams, improved delivery by ${line}%.`, { x: 50, y, size: 9, font });
      y -= 16;
    }
    if (page % 2 === 0) p.drawImage(png, { x: 400, y: 650, width: 150, height: 150 });
  }
  let bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
  // Top up with more images until just under the 10 MB upload limit.
  while (bytes.length < MAX_FILE_BYTES - 800_000) {
    const doc = await PDFDocument.load(bytes);
    const extra = await doc.embedPng(await randomPng(700, 700));
    doc.getPage(doc.getPageCount() - 1).drawImage(extra, { x: 50, y: 50, width: 100, height: 100 });
    bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
  }
  return bytes;
}

/** A valid PNG of random pixels (zlib can't shrink noise). */
async function randomPng(width: number, height: number): Promise<Buffer> {
  const zlib = await import('node:zlib');
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) crypto.randomFillSync(raw, y * (width * 3 + 1) + 1, width * 3);
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const file = path.join(os.tmpdir(), `cvforge-10mb-${Date.now()}.pdf`);
fs.writeFileSync(file, await buildPdf());
const size = fs.statSync(file).size;

// The measured process does only this: read the document and extract the CV, as the extract-cv job does.
const child = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '-e',
    `
    const { readDocument } = await import('./server/src/documents/read-document.ts');
    const { extractCv } = await import('./server/src/extraction/extract-cv.ts');
    const fs = await import('node:fs');
    const started = performance.now();
    const doc = await readDocument(fs.readFileSync(${JSON.stringify(file)}), 'big.pdf');
    const data = extractCv(doc);
    const ms = performance.now() - started;
    const hwm = fs.readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\\s+(\\d+) kB/)[1];
    console.log(JSON.stringify({ ms, pages: doc.pages, experience: data.experience.length, peakMb: Number(hwm) / 1024 }));
    `,
  ],
  { cwd: path.resolve(import.meta.dirname, '..'), encoding: 'utf8' },
);
fs.rmSync(file, { force: true });
if (child.status !== 0) {
  console.error(child.stderr);
  process.exit(1);
}
const result = JSON.parse(child.stdout.trim().split('\n').pop()!);
console.log(
  `10 MB PDF (${(size / 1024 / 1024).toFixed(1)} MB, ${result.pages} pages read): read + extract ${result.ms.toFixed(0)} ms, ` +
    `peak RSS ${result.peakMb.toFixed(0)} MB (target ≤ ${TARGET_MB} MB) — ${result.peakMb <= TARGET_MB ? 'met' : 'NOT met'}`,
);
