import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRawZip } from '../../../rendering/test-support/raw-zip';
import { rawPdf } from '../../../test-support/documents/raw-pdf';

export { rawPdf };

/** The labelled generated corpus (bench/corpus), read-only: realistic CVs with known names and emails. */
export const CORPUS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../bench/corpus/generated/heldout');

export interface CorpusCv {
  fileName: string;
  bytes: Buffer;
  truth: { name: string | null; email: string | null };
}

export function corpusCvs(extension?: string): CorpusCv[] {
  return readdirSync(CORPUS_DIR)
    .filter((name) => !name.endsWith('.json') && (!extension || name.endsWith(extension)))
    .sort()
    .map((fileName) => ({
      fileName,
      bytes: readFileSync(path.join(CORPUS_DIR, fileName)),
      truth: JSON.parse(readFileSync(path.join(CORPUS_DIR, `${fileName}.json`), 'utf8')).truth,
    }));
}

/** A one-page PDF saying `text` (Helvetica). */
export function textPdf(lines: string[]): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td 14 TL ${lines.map((line) => `(${line.replace(/[()\\]/g, '\\$&')}) '`).join(' ')} ET`;
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A PDF whose page tree points back at itself: a naive reader walks it for ever. */
export function loopingPdf(): Buffer {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Pages /Kids [2 0 R] /Count 1 /Parent 2 0 R >>',
  ]);
}

/** A PDF encrypted with a user password (standard security handler, RC4 128): cannot be opened without it. */
export function passwordProtectedPdf(): Buffer {
  const hex = (seed: number) => Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) & 0xff).toString(16).padStart(2, '0')).join('');
  return rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -1028 /O <${hex(11)}> /U <${hex(99)}> >>`,
    ],
    `/Encrypt 4 0 R /ID [<${hex(5).slice(0, 32)}> <${hex(5).slice(0, 32)}>] `,
  );
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const documentXml = (body: string, prolog = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${prolog}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;

/** A .docx whose document part inflates to 200 MB (declared honestly: refused before inflating). */
export function zipBombDocx(): Buffer {
  return writeRawZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.alloc(200 * 1024 * 1024, 0x20) },
  ]);
}

/** A .docx whose document part lies about its size (declares 2 KB, inflates to 60 MB). */
export function lyingZipBombDocx(): Buffer {
  return writeRawZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20), declaredSize: 2048 },
  ]);
}

/** A .docx with a "billion laughs" DTD in its document part. */
export function entityDocx(): Buffer {
  const dtd = `<!DOCTYPE w:document [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY xxe SYSTEM "file:///etc/passwd">]>`;
  return writeRawZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(documentXml('<w:p><w:r><w:t>&lol2; &xxe;</w:t></w:r></w:p>', dtd)) },
  ]);
}

/** The first bytes of a Windows program. */
export function windowsProgram(): Buffer {
  const bytes = Buffer.alloc(4096);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}
