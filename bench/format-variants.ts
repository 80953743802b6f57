/**
 * The development documents (dv01–dv73) in other renderings: the same CV, the same hand labels, another
 * format. A DOCX saved as PDF by LibreOffice is a "LibreOffice export of a Word template", a PDF turned
 * into text is a plain-text CV, a DOCX saved again by LibreOffice is a Word file whose XML another
 * program wrote, and every CV read in capitals is the CV of a writer who types in capitals (a rule that
 * leans on case where the CV's structure should decide shows there). Where a variant scores below its original, the reader or the extractor leans on
 * something one format happens to give, not on the CV: a mechanism to build, found without opening
 * the check set (dv74–dv94), which stays out of this bench. A Word file set on pages half as tall is a long
 * CV: entries cut by page breaks, running headers and footers repeated; one saved as HTML and printed by
 * Chromium is what an HTML resume builder makes.
 *
 *   npm run bench:variants [-- --files] [--only word→pdf]   (--files: the documents a variant loses most on)
 *
 * Needs LibreOffice (soffice) and poppler's pdftotext; a variant whose tool is missing is skipped and
 * said so. Conversions are cached under the system's temporary folder by the source's bytes.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PizZip from 'pizzip';
import { inflatePdfStreamsInJs } from '../server/src/documents/pdf-open';
import { detectFileType, readDocument } from '../server/src/documents/read-document';
import type { DocumentText } from '../server/src/documents/types';
import { extractCv } from '../server/src/extraction/extract-cv';
import { hasTool } from './support/tools';
import { REALWORLD_DIR, isCheckSetFile, printSideBySide, type ScorerResult } from './realworld-eval';

const LABELLED_NOW = new Date(Date.UTC(2026, 10, 15));
const CACHE = path.join(tmpdir(), 'cvforge-format-variants');

interface Variant {
  name: string;
  /** The source formats (by content) this variant is made from. */
  from: string[];
  extension: string;
  tool: string;
  make(source: string, outDir: string): string;
  /** A variant made from the document as read, not from its file (the file is copied as it is). */
  transform?: (doc: DocumentText) => DocumentText;
}

function soffice(source: string, outDir: string, filter: string, extension: string): string {
  const work = mkdtempSync(path.join(tmpdir(), 'cvforge-variant-'));
  try {
    execFileSync('soffice', [`-env:UserInstallation=file://${work}/profile`, '--headless', '--convert-to', filter, '--outdir', work, source], {
      stdio: 'ignore',
      timeout: 120_000,
    });
    const made = readdirSync(work).find((file) => file.endsWith(`.${extension}`));
    if (!made) throw new Error(`soffice made no .${extension} of ${path.basename(source)}`);
    const target = path.join(outDir, `${path.parse(source).name}.${extension}`);
    copyFileSync(path.join(work, made), target);
    return target;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The CV as a writer who types everything in capitals would send it: the same file, every letter upper case. */
function inCapitals(doc: DocumentText): DocumentText {
  return {
    ...doc,
    text: doc.text.toUpperCase(),
    lines: doc.lines.map((line) => ({ ...line, text: line.text.toUpperCase() })),
    blocks: doc.blocks.map((block) => ({ ...block, text: block.text.toUpperCase() })),
  };
}

function copyAs(source: string, outDir: string): string {
  const target = path.join(outDir, path.basename(source));
  copyFileSync(source, target);
  return target;
}

/**
 * A Word document on pages half as tall, exported to PDF: the same CV over twice the pages, its entries cut
 * by page breaks and its running header and footer repeated, as long CVs are.
 */
function shortPages(source: string, outDir: string): string {
  const zip = new PizZip(readFileSync(source));
  const documentXml = zip.file('word/document.xml')?.asText();
  if (!documentXml) throw new Error('no word/document.xml');
  const shortened = documentXml.replace(/<w:pgSz\b([^>]*?)w:h="(\d+)"/g, (_all, before: string, height: string) => `<w:pgSz${before}w:h="${Math.round(Number(height) * 0.55)}"`);
  zip.file('word/document.xml', shortened);
  const work = mkdtempSync(path.join(tmpdir(), 'cvforge-short-'));
  try {
    const docx = path.join(work, path.basename(source));
    writeFileSync(docx, zip.generate({ type: 'nodebuffer' }));
    return soffice(docx, outDir, 'pdf', 'pdf');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** A Word document saved as HTML by LibreOffice and printed to PDF by Chromium: the PDF an HTML resume builder makes. */
function throughChromium(source: string, outDir: string): string {
  const work = mkdtempSync(path.join(tmpdir(), 'cvforge-chromium-'));
  try {
    const html = soffice(source, work, 'html', 'html');
    const target = path.join(outDir, `${path.parse(source).name}.pdf`);
    execFileSync(
      'chromium',
      ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', `--user-data-dir=${path.join(work, 'profile')}`, '--no-pdf-header-footer', `--print-to-pdf=${target}`, `file://${html}`],
      { stdio: 'ignore', timeout: 120_000 },
    );
    if (!existsSync(target)) throw new Error('chromium printed no PDF');
    return target;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const VARIANTS: Variant[] = [
  { name: 'word→html→pdf', from: ['docx', 'doc'], extension: 'pdf', tool: 'chromium', make: throughChromium },
  { name: 'word→pdf, short pages', from: ['docx'], extension: 'pdf', tool: 'soffice', make: shortPages },
  { name: 'capitals', from: ['pdf', 'docx', 'doc', 'txt'], extension: '', tool: 'sh', make: copyAs, transform: inCapitals },
  { name: 'word→pdf', from: ['docx', 'doc'], extension: 'pdf', tool: 'soffice', make: (s, o) => soffice(s, o, 'pdf', 'pdf') },
  { name: 'word→docx', from: ['docx', 'doc'], extension: 'docx', tool: 'soffice', make: (s, o) => soffice(s, o, 'docx:MS Word 2007 XML', 'docx') },
  { name: 'word→doc', from: ['docx'], extension: 'doc', tool: 'soffice', make: (s, o) => soffice(s, o, 'doc:MS Word 97', 'doc') },
  {
    name: 'pdf→txt',
    from: ['pdf'],
    extension: 'txt',
    tool: 'pdftotext',
    make: (source, outDir) => {
      const target = path.join(outDir, `${path.parse(source).name}.txt`);
      execFileSync('pdftotext', ['-enc', 'UTF-8', source, target], { stdio: 'ignore', timeout: 60_000 });
      return target;
    },
  },
];

function score(gtDir: string, predFile: string): ScorerResult {
  return JSON.parse(
    execFileSync(process.execPath, [path.join(REALWORLD_DIR, 'score.mjs'), gtDir, predFile, '--json'], { encoding: 'utf8' }),
  ) as ScorerResult;
}

interface Scored {
  result: ScorerResult;
  perFile: Map<string, number>;
  /** What each document got wrong: field(-missed/+extra). */
  weak: Map<string, string>;
}

/** Extracts each (file, label) pair and scores them together and one by one. */
async function scorePairs(pairs: { file: string; label: string }[], transform?: (doc: DocumentText) => DocumentText): Promise<Scored> {
  const work = mkdtempSync(path.join(tmpdir(), 'cvforge-variants-score-'));
  try {
    const gtDir = path.join(work, 'gt');
    mkdirSync(gtDir);
    const lines: string[] = [];
    const perFile = new Map<string, number>();
    const weak = new Map<string, string>();
    for (const { file, label } of pairs) {
      const name = path.basename(file);
      const gt = { ...(JSON.parse(readFileSync(label, 'utf8')) as object), file: name };
      writeFileSync(path.join(gtDir, `${path.parse(label).name}.json`), JSON.stringify(gt));
      let data: unknown = {};
      try {
        const doc = await readDocument(file, name);
        data = extractCv(transform ? transform(doc) : doc, { now: LABELLED_NOW });
      } catch (error) {
        console.log(`FAILED ${name}: ${String(error)}`);
      }
      const line = JSON.stringify({ file: name, data });
      lines.push(line);
      const one = path.join(work, `one-${path.parse(name).name}`);
      mkdirSync(one);
      writeFileSync(path.join(one, 'gt.json'), JSON.stringify(gt));
      writeFileSync(path.join(one, 'pred.jsonl'), `${line}\n`);
      const scored = score(one, path.join(one, 'pred.jsonl'));
      perFile.set(path.parse(name).name, scored.macroF1);
      weak.set(path.parse(name).name, scored.rows.filter((row) => row.fp || row.fn).map((row) => `${row.field}(-${row.fn}/+${row.fp})`).join(' '));
    }
    writeFileSync(path.join(work, 'pred.jsonl'), `${lines.join('\n')}\n`);
    return { result: score(gtDir, path.join(work, 'pred.jsonl')), perFile, weak };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!existsSync(REALWORLD_DIR)) throw new Error(`No real-world set at ${REALWORLD_DIR}`);
  inflatePdfStreamsInJs();
  const filesDir = path.join(REALWORLD_DIR, 'files');
  const sources = readdirSync(filesDir)
    .sort()
    .filter((file) => !isCheckSetFile(file))
    .map((file) => ({ file: path.join(filesDir, file), format: detectFileType(readFileSync(path.join(filesDir, file))) }));
  const labelOf = (file: string) => path.join(REALWORLD_DIR, 'gt', `${path.parse(file).name}.json`);
  const only = process.argv.indexOf('--only');
  for (const variant of VARIANTS) {
    if (only > 0 && variant.name !== process.argv[only + 1]) continue;
    if (!hasTool(variant.tool)) {
      console.log(`\n${variant.name}: skipped, no ${variant.tool} on this machine`);
      continue;
    }
    const chosen = sources.filter((source) => variant.from.includes(source.format ?? ''));
    const made: { file: string; label: string; source: string }[] = [];
    for (const source of chosen) {
      const bytes = readFileSync(source.file);
      const key = createHash('sha256').update(variant.name).update(bytes).digest('hex').slice(0, 16);
      const outDir = path.join(CACHE, key);
      const cached = existsSync(outDir) ? readdirSync(outDir).find((file) => file.endsWith(`.${variant.extension || source.file.split('.').pop()}`)) : undefined;
      try {
        let file = cached ? path.join(outDir, cached) : '';
        if (!file) {
          mkdirSync(outDir, { recursive: true });
          file = variant.make(source.file, outDir);
        }
        made.push({ file, label: labelOf(source.file), source: source.file });
      } catch (error) {
        console.log(`${variant.name}: could not make ${path.basename(source.file)}: ${String(error).slice(0, 120)}`);
      }
    }
    const original = await scorePairs(made.map((pair) => ({ file: pair.source, label: pair.label })));
    const converted = await scorePairs(made, variant.transform);
    printSideBySide(`${variant.name}: ${made.length} development documents as given beside the same documents converted`, [
      { label: 'original', result: original.result },
      { label: variant.name, result: converted.result },
    ]);
    if (process.argv.includes('--files')) {
      const losses = [...converted.perFile]
        .map(([name, macro]) => ({ name, loss: (original.perFile.get(name) ?? 0) - macro }))
        .filter((row) => Math.abs(row.loss) >= 0.01)
        .sort((a, b) => b.loss - a.loss);
      for (const row of losses) console.log(`  ${row.name}  ${row.loss > 0 ? 'loses' : 'gains'} ${Math.abs(row.loss).toFixed(2)}  was: ${original.weak.get(row.name) || '-'}  now: ${converted.weak.get(row.name) || '-'}`);
    }
  }
}

await main();
