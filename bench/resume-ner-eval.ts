/**
 * Real-world check of the extractor on resume-ner-cc0: CVs with inline entity labels.
 *
 * Recall: how many labelled values the extractor found. Precision: how many extracted values match
 * a labelled span of the same label. The annotators did not label every occurrence (a CV may list
 * ten skills and label six), so precision is a lower bound; it still shows when recall is bought
 * with junk.
 *
 *   npx tsx bench/resume-ner-eval.ts [--dump <label>]   (train split only: the test split is for reporting)
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readTxt } from '../server/src/documents/txt-reader';
import { extractCv } from '../server/src/extraction/extract-cv';
import { norm, similar } from './extract-metrics';

/** ../shared beside the checkout: the bench runs the same on a clean clone. */
export const RESUME_NER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'eval', 'resume-ner-cc0');
export const TRAIN_SPLIT = '545_cvs_train_v2';
export const TEST_SPLIT = 'set_aside_test_v2_50cvs';

const GROUPS: Record<string, string[]> = {
  names: ['Name'],
  designations: ['Designation'],
  companies: ['Companies worked at'],
  degrees: ['Degree'],
  skills: ['Tech Tools', 'Job Specific Skills', 'Soft Skills', 'Skills'],
};

export interface LabelScore {
  /** Labelled values found / labelled values. */
  found: number;
  total: number;
  /** The same for values that open a line of their own (a heading of an entry, not a word in a sentence). */
  lineFound: number;
  lineTotal: number;
  /** Extracted values matching a label of the group / extracted values. */
  correct: number;
  extracted: number;
}

export interface FileResult {
  file: string;
  missed: Record<string, string[]>;
  wrong: Record<string, string[]>;
}

function decode(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

/**
 * The dataset stores non-ASCII characters as Python byte escapes ("\xe2\x80\xa2" for "•"): an
 * encoding artifact of the set, like its XML entities, so it is decoded before the text is read.
 */
function decodeByteEscapes(text: string): string {
  return text.replace(/(?:\\x[0-9a-f]{2})+/gi, (run) => {
    const bytes = Buffer.from(run.split('\\x').slice(1).map((hex) => parseInt(hex, 16)));
    const decoded = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    // Control characters and broken sequences carry nothing readable.
    return [...decoded].map((char) => (char.charCodeAt(0) < 0x20 || char === '\ufffd' ? ' ' : char)).join('');
  });
}

/**
 * Whether a label opens a line of its own ("Senior Accountant", "Microsoft - Pune, Maharashtra") rather
 * than sitting in a sentence ("worked as a Support Engineer with Microsoft"): the set labels both.
 */
function opensItsLine(xml: string, index: number, length: number, value: string): boolean {
  const lineStart = xml.lastIndexOf('\n', index) + 1;
  const lineEnd = xml.indexOf('\n', index + length);
  const before = xml.slice(lineStart, index).replace(/<[^>]+>/g, '').trim();
  const after = decode(xml.slice(index + length, lineEnd < 0 ? undefined : lineEnd).replace(/<[^>]+>/g, '')).trim();
  return before === '' && value.length > 0 && (after === '' || /^[-–|,(]/.test(after));
}

const matches = (group: string, value: string, target: string) => (group === 'skills' ? norm(value) === target || similar(value, target) : similar(value, target));

/** Recall and precision per label on the real-world CVs of one split. */
export async function evaluateResumeNer(subdir: string): Promise<{ files: number; scores: Record<string, LabelScore>; results: FileResult[] }> {
  const dir = path.join(RESUME_NER_DIR, subdir);
  const files = (await readdir(dir)).filter((file) => file.endsWith('.xml')).sort((a, b) => parseInt(a) - parseInt(b));
  const scores: Record<string, LabelScore> = {};
  const results: FileResult[] = [];
  for (const group of Object.keys(GROUPS)) scores[group] = { found: 0, total: 0, lineFound: 0, lineTotal: 0, correct: 0, extracted: 0 };
  for (const file of files) {
    const xml = decodeByteEscapes(await readFile(path.join(dir, file), 'utf8'));
    const labels: { type: string; value: string; ownLine: boolean }[] = [];
    for (const match of xml.matchAll(/<label type="([^"]+)">([\s\S]*?)<\/label>/g)) {
      const value = decode(match[2]).replace(/\s+/g, ' ').trim();
      labels.push({ type: match[1], value, ownLine: opensItsLine(xml, match.index, match[0].length, value) });
    }
    const text = decode(xml.replace(/<\?xml[^>]*>/, '').replace(/<\/?cv>/g, '').replace(/<\/?label[^>]*>/g, ''));
    const data = extractCv(await readTxt(Buffer.from(text, 'utf8')));
    const titles = [...data.experience.map((entry) => entry.title), data.currentTitle].filter(Boolean) as string[];
    const companies = data.experience.map((entry) => entry.company).filter(Boolean) as string[];
    const degrees = data.education.map((entry) => [entry.degree, entry.field].filter(Boolean).join(' ')).filter(Boolean);
    const found: Record<string, string[]> = { names: data.name ? [data.name] : [], designations: titles, companies, degrees, skills: data.skills };
    const result: FileResult = { file, missed: {}, wrong: {} };
    for (const [group, types] of Object.entries(GROUPS)) {
      const wanted = [...new Set(labels.filter((label) => types.includes(label.type)).map((label) => norm(label.value)).filter(Boolean))];
      const onOwnLine = new Set(labels.filter((label) => types.includes(label.type) && label.ownLine).map((label) => norm(label.value)));
      // A CV has one name: only the first Name label counts.
      const targets = group === 'names' ? wanted.slice(0, 1) : wanted;
      const missed: string[] = [];
      for (const target of targets) {
        const isFound = found[group].some((value) => matches(group, value, target));
        scores[group].total++;
        if (isFound) scores[group].found++;
        // Marked '*' when the value opens a line: an entry's heading the extractor should have read.
        else missed.push(onOwnLine.has(target) ? `${target} *` : target);
        if (onOwnLine.has(target)) {
          scores[group].lineTotal++;
          if (isFound) scores[group].lineFound++;
        }
      }
      // Precision only where the CV labels the group at all: an unlabelled group says nothing about our values.
      const wrong: string[] = [];
      if (targets.length) {
        const values = [...new Map(found[group].map((value) => [norm(value), value])).values()];
        for (const value of values) {
          scores[group].extracted++;
          if (targets.some((target) => matches(group, value, target))) scores[group].correct++;
          else wrong.push(value);
        }
      }
      result.missed[group] = missed;
      result.wrong[group] = wrong;
    }
    results.push(result);
  }
  return { files: files.length, scores, results };
}

export function printScores(subdir: string, files: number, scores: Record<string, LabelScore>): void {
  console.log(`\nresume-ner-cc0/${subdir} (${files} real CVs)`);
  console.log('label          precision           recall              F1      recall, values opening a line');
  const ratio = (a: number, b: number) => `${(b ? a / b : 0).toFixed(3)} (${a}/${b})`;
  const f1s: number[] = [];
  for (const [label, { found, total, lineFound, lineTotal, correct, extracted }] of Object.entries(scores)) {
    const p = extracted ? correct / extracted : 0;
    const r = total ? found / total : 0;
    const f1 = p + r ? (2 * p * r) / (p + r) : 0;
    f1s.push(f1);
    console.log(`${label.padEnd(14)} ${ratio(correct, extracted).padEnd(19)} ${ratio(found, total).padEnd(19)} ${f1.toFixed(3).padEnd(7)} ${ratio(lineFound, lineTotal)}`);
  }
  console.log(`${'macro-F1'.padEnd(14)} ${''.padEnd(19)} ${''.padEnd(19)} ${(f1s.reduce((a, b) => a + b, 0) / f1s.length).toFixed(3)}`);
  console.log('(The set labels values inside sentences too; the last column counts only those that open a line.)');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dump = args.includes('--dump') ? args[args.indexOf('--dump') + 1] : null;
  const { files, scores, results } = await evaluateResumeNer(TRAIN_SPLIT);
  if (dump) {
    for (const result of results) {
      const missed = result.missed[dump] ?? [];
      const wrong = result.wrong[dump] ?? [];
      if (missed.length || wrong.length) console.log(`${result.file}\n  missed: ${missed.join(' | ')}\n  wrong:  ${wrong.join(' | ')}`);
    }
  }
  printScores(TRAIN_SPLIT, files, scores);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
