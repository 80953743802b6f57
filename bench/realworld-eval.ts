/**
 * The real-world development set (../shared/eval/realworld-dev): real CV documents labelled by hand.
 * The figures are the set's own scorer (score.mjs), run on the whole set and on its non-English files,
 * so they mean exactly what the set's README says.
 *
 *   npx tsx bench/realworld-eval.ts [--files]   (--files: what each document got wrong, worst first)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inflatePdfStreamsInJs } from '../server/src/documents/pdf-open';
import { detectFileType, readDocument } from '../server/src/documents/read-document';
import { extractCv } from '../server/src/extraction/extract-cv';
import { percentile } from './extract-metrics';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** ../shared beside the checkout, as on the team's machines and a clean clone next to it. */
export const SHARED_EVAL_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'eval');
export const REALWORLD_DIR = path.join(SHARED_EVAL_DIR, 'realworld-dev');
/** The month the set was labelled in: "present" in its years totals. */
const LABELLED_NOW = new Date(Date.UTC(2026, 10, 15));

export interface ScoreRow {
  field: string;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface ScorerResult {
  files: number;
  rows: ScoreRow[];
  macroF1: number;
}

export interface RealWorldResult {
  all: ScorerResult;
  /** dv01–dv73: the documents extraction was developed on. */
  development: ScorerResult;
  /** dv74–dv94: the check set from 18 other repositories, scored before and after a change, never tuned on. */
  check: ScorerResult;
  nonEnglish: ScorerResult;
  nonEnglishFiles: number;
  ms: number[];
  /** The document that took longest (read + extract). */
  slowest: string;
  /** The first file of each reader, read before the timed run: one-off costs (pdf.js, LibreOffice's start). */
  warmUp: { file: string; ms: number }[];
  failures: { file: string; error: string }[];
  predictions: Map<string, unknown>;
}

function runScorer(gtDir: string, predFile: string, extra: string[] = []): string {
  return execFileSync(process.execPath, [path.join(REALWORLD_DIR, 'score.mjs'), gtDir, predFile, ...extra], { encoding: 'utf8' });
}

/** The first document of the check set (see the set's README): dv74 onwards were never tuned on. */
const CHECK_SET_FROM = 74;

export function isCheckSetFile(file: string): boolean {
  const number = /^dv(\d+)/.exec(path.basename(file));
  return number !== null && Number(number[1]) >= CHECK_SET_FROM;
}

/** The same scorer on a folder holding only some files' labels: a subset scored exactly like the whole. */
function scoreSubset(work: string, name: string, files: string[], predFile: string): ScorerResult {
  const subset = path.join(work, name);
  mkdirSync(subset);
  for (const file of files) {
    const gt = `${path.parse(file).name}.json`;
    symlinkSync(path.join(REALWORLD_DIR, 'gt', gt), path.join(subset, gt));
  }
  return JSON.parse(runScorer(subset, predFile, ['--json'])) as ScorerResult;
}

/** Reads, extracts and scores every document of the set (warm: each reader is loaded once first). */
export async function evaluateRealWorld(): Promise<RealWorldResult> {
  // Read as the CV reader thread reads (extraction/cv-reader-thread-main.ts).
  inflatePdfStreamsInJs();
  const filesDir = path.join(REALWORLD_DIR, 'files');
  const files = readdirSync(filesDir).sort();
  const manifest = JSON.parse(readFileSync(path.join(REALWORLD_DIR, 'manifest.json'), 'utf8')) as { file: string; language: string }[];
  // By content, not name: a file named .doc may be Word XML, read by another reader than Word 97's.
  const warmUp: { file: string; ms: number }[] = [];
  for (const format of ['pdf', 'docx', 'doc', 'txt']) {
    const file = files.find((name) => detectFileType(readFileSync(path.join(filesDir, name))) === format);
    if (!file) continue;
    const started = performance.now();
    extractCv(await readDocument(path.join(filesDir, file), file).catch(() => null as never));
    warmUp.push({ file, ms: performance.now() - started });
  }
  const lines: string[] = [];
  const ms: number[] = [];
  let slowest = '';
  let slowestMs = 0;
  const failures: { file: string; error: string }[] = [];
  const predictions = new Map<string, unknown>();
  for (const file of files) {
    const started = performance.now();
    try {
      const data = extractCv(await readDocument(path.join(filesDir, file), file), { now: LABELLED_NOW });
      const took = performance.now() - started;
      if (took > slowestMs) [slowest, slowestMs] = [file, took];
      ms.push(took);
      predictions.set(file, data);
      lines.push(JSON.stringify({ file, data }));
    } catch (error) {
      failures.push({ file, error: String(error) });
    }
  }
  const work = mkdtempSync(path.join(tmpdir(), 'cvforge-realworld-'));
  try {
    const predFile = path.join(work, 'pred.jsonl');
    writeFileSync(predFile, `${lines.join('\n')}\n`);
    const all = JSON.parse(runScorer(path.join(REALWORLD_DIR, 'gt'), predFile, ['--json'])) as ScorerResult;
    const development = scoreSubset(work, 'gt-development', files.filter((file) => !isCheckSetFile(file)), predFile);
    const check = scoreSubset(work, 'gt-check', files.filter(isCheckSetFile), predFile);
    const nonEnglish = manifest.filter((entry) => !/^english/i.test(entry.language)).map((entry) => entry.file);
    const other = scoreSubset(work, 'gt-non-english', nonEnglish, predFile);
    return { all, development, check, nonEnglish: other, nonEnglishFiles: nonEnglish.length, ms, slowest, warmUp, failures, predictions };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function printScorer(title: string, result: ScorerResult): void {
  console.log(`\n${title}`);
  console.log('field              precision  recall     F1');
  for (const row of result.rows) {
    console.log(`${row.field.padEnd(18)} ${row.precision.toFixed(3).padStart(9)} ${row.recall.toFixed(3).padStart(7)} ${row.f1.toFixed(3).padStart(6)}`);
  }
  console.log(`${'macro-F1'.padEnd(18)} ${''.padStart(9)} ${''.padStart(7)} ${result.macroF1.toFixed(3).padStart(6)}`);
}

/** F1 per field of several scorer results in columns, with their macro-F1 as the last row. */
export function printSideBySide(title: string, columns: { label: string; result: ScorerResult }[]): void {
  console.log(`\n${title}`);
  const width = Math.max(...columns.map((column) => column.label.length), 6) + 2;
  console.log(`${'field'.padEnd(18)}${columns.map((column) => column.label.padStart(width)).join('')}`);
  const fields = [...new Set(columns.flatMap((column) => column.result.rows.map((row) => row.field)))];
  for (const field of fields) {
    const cells = columns.map((column) => {
      const row = column.result.rows.find((candidate) => candidate.field === field);
      return (row ? row.f1.toFixed(3) : '-').padStart(width);
    });
    console.log(`${field.padEnd(18)}${cells.join('')}`);
  }
  console.log(`${'macro-F1'.padEnd(18)}${columns.map((column) => column.result.macroF1.toFixed(3).padStart(width)).join('')}`);
  console.log(`${'documents'.padEnd(18)}${columns.map((column) => String(column.result.files).padStart(width)).join('')}`);
}

export function printRealWorld(result: RealWorldResult): void {
  printScorer(`Real-world dev set (../shared/eval/realworld-dev): ${result.all.files} documents, scored by its score.mjs`, result.all);
  printSideBySide('Real-world dev set, F1 by set: dv01–dv73 (developed on) beside dv74–dv94 (check set, never tuned on)', [
    { label: 'dv01-dv73', result: result.development },
    { label: 'dv74-dv94', result: result.check },
    { label: 'all', result: result.all },
  ]);
  printScorer(`Real-world check set dv74–dv94: ${result.check.files} documents`, result.check);
  printScorer(`Real-world dev set, the ${result.nonEnglishFiles} non-English documents`, result.nonEnglish);
  const { ms } = result;
  console.log(`\nms per real document, warm (read + extract): p50 ${percentile(ms, 0.5).toFixed(1)}  p99 ${percentile(ms, 0.99).toFixed(1)}  max ${Math.max(...ms).toFixed(1)} (${result.slowest})`);
  console.log(`first file of each reader, before the timed run: ${result.warmUp.map((w) => `${w.file} ${w.ms.toFixed(0)}`).join(', ')} ms (a Word 97 file's includes starting LibreOffice)`);
  for (const failure of result.failures) console.log(`FAILED ${failure.file}: ${failure.error}`);
}

/** Per-document misses, with the scorer run on one file at a time: where to look next. */
async function printPerFile(result: RealWorldResult): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'cvforge-realworld-'));
  try {
    const rows: { file: string; macro: number; weak: string }[] = [];
    for (const [file, data] of result.predictions) {
      const gtDir = path.join(work, file);
      mkdirSync(gtDir);
      symlinkSync(path.join(REALWORLD_DIR, 'gt', `${path.parse(file).name}.json`), path.join(gtDir, 'gt.json'));
      writeFileSync(path.join(gtDir, 'pred.jsonl'), `${JSON.stringify({ file, data })}\n`);
      const scored = JSON.parse(runScorer(gtDir, path.join(gtDir, 'pred.jsonl'), ['--json'])) as ScorerResult;
      const weak = scored.rows.filter((row) => row.fp || row.fn).map((row) => `${row.field}(-${row.fn}/+${row.fp})`);
      rows.push({ file, macro: scored.macroF1, weak: weak.join(' ') });
    }
    rows.sort((a, b) => a.macro - b.macro);
    for (const row of rows) console.log(`${row.file.padEnd(10)} ${row.macro.toFixed(2)}  ${row.weak}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!existsSync(REALWORLD_DIR)) throw new Error(`No real-world set at ${REALWORLD_DIR}`);
  const result = await evaluateRealWorld();
  if (process.argv.includes('--files')) await printPerFile(result);
  printRealWorld(result);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
