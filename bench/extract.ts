/**
 * The extraction benchmark, one table of precision, recall and F1 per field and a macro-F1 per set:
 * the real-world dev set (real CV documents, hand-labelled: the set we improve against), the held-out
 * generated corpus (a regression guard) with milliseconds per document by format, and the resume-ner
 * test split. The eval sets live in ../shared/eval beside the checkout; a missing set is skipped with a note.
 *
 *   npm run bench:extract [-- --set tuning] [-- --verbose]
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CvData } from '../common/cv-data';
import { readDocument } from '../server/src/documents/read-document';
import { extractCv } from '../server/src/extraction/extract-cv';
import { CORPUS_DIR, generateCorpus } from './corpus/generate';
import { BENCH_NOW } from './corpus/profile';
import { lookupLanguage } from '../server/src/extraction/lexicon/languages';
import { fold } from '../server/src/extraction/text-utils';
import { norm, percentile, prf, samePhone, sameSkill, scoreList, scoreValue, similar, zero, type Counts } from './extract-metrics';
import { evaluateRealWorld, printRealWorld, REALWORLD_DIR } from './realworld-eval';
import { evaluateResumeNer, printScores, RESUME_NER_DIR, TEST_SPLIT, TRAIN_SPLIT } from './resume-ner-eval';

const args = process.argv.slice(2);
const set = args.includes('--set') ? args[args.indexOf('--set') + 1] : 'heldout';
const isVerbose = args.includes('--verbose');

const FIELDS = ['name', 'email', 'phone', 'location', 'linkedin', 'experience', 'experienceDates', 'education', 'skills', 'certifications', 'languages', 'totalYears'] as const;
type Field = (typeof FIELDS)[number];

type Truth = CvData & { totalYearsExact: number };

function score(counts: Record<Field, Counts>, data: CvData, truth: Truth, problems: string[]): void {
  const before = FIELDS.map((field) => counts[field].fp + counts[field].fn);
  scoreValue(counts.name, data.name, truth.name, (a, b) => norm(a) === norm(b));
  scoreValue(counts.email, data.email, truth.email, (a, b) => a.toLowerCase() === b.toLowerCase());
  scoreValue(counts.phone, data.phone, truth.phone, samePhone);
  scoreValue(counts.location, data.location, truth.location, (a, b) => norm(a).includes(norm(b.split(',')[0])));
  scoreValue(counts.linkedin, data.linkedin, truth.linkedin, (a, b) => norm(a).endsWith(norm(b.split('/in/')[1])));
  const pairs = scoreList(counts.experience, data.experience, truth.experience, (x, t) => similar(x.title, t.title) && similar(x.company, t.company));
  const dated = pairs.filter(([xi, ti]) => {
    const x = data.experience[xi];
    const t = truth.experience[ti];
    return x.startDate === t.startDate && x.endDate === t.endDate && x.current === t.current;
  }).length;
  counts.experienceDates.tp += dated;
  counts.experienceDates.fp += data.experience.length - dated;
  counts.experienceDates.fn += truth.experience.length - dated;
  scoreList(counts.education, data.education, truth.education, (x, t) => similar(x.institution, t.institution) && similar([x.degree, x.field].join(' '), t.degree));
  scoreList(counts.skills, data.skills, truth.skills, sameSkill);
  scoreList(counts.certifications, data.certifications, truth.certifications, (a, b) => similar(a, b));
  // The generator's truth names languages in English; the extractor keeps them as written ("Deutsch").
  scoreList(counts.languages, data.languages, truth.languages, (a, b) => (lookupLanguage(fold(a)) ?? a) === b);
  scoreValue(counts.totalYears, data.totalYearsExperience, truth.totalYearsExact, (a, b) => Math.abs(a - b) <= 1);
  FIELDS.forEach((field, i) => {
    if (counts[field].fp + counts[field].fn > before[i]) problems.push(field);
  });
}

async function main(): Promise<void> {
  if (existsSync(REALWORLD_DIR)) printRealWorld(await evaluateRealWorld());
  else console.log(`\nReal-world dev set not found at ${REALWORLD_DIR}: skipped`);

  const dir = path.join(CORPUS_DIR, set);
  if (!existsSync(dir)) await generateCorpus();
  const files = (await readdir(dir)).filter((file) => !file.endsWith('.json')).sort();
  const counts = Object.fromEntries(FIELDS.map((field) => [field, zero()])) as Record<Field, Counts>;
  const timings: Record<string, number[]> = {};

  // Warm up each reader once: the first PDF load compiles pdf.js, which is not per-document cost.
  for (const format of ['pdf', 'docx', 'doc', 'txt']) {
    const file = files.find((name) => name.endsWith(`.${format}`));
    if (file) extractCv(await readDocument(path.join(dir, file), file));
  }

  for (const file of files) {
    const { truth } = JSON.parse(await readFile(path.join(dir, `${file}.json`), 'utf8')) as { truth: Truth };
    const buffer = await readFile(path.join(dir, file));
    const started = performance.now();
    const data = extractCv(await readDocument(buffer, file), { now: BENCH_NOW });
    const ms = performance.now() - started;
    const format = path.extname(file).slice(1);
    (timings[format] ??= []).push(ms);
    const problems: string[] = [];
    score(counts, data, truth, problems);
    if (isVerbose && problems.length) console.log(`${file}: ${problems.join(', ')}`);
  }

  console.log(`\nGenerated corpus, ${set} set: ${files.length} documents\n`);
  console.log('field              precision  recall     F1');
  const f1s: number[] = [];
  for (const field of FIELDS) {
    const { p, r, f1 } = prf(counts[field]);
    f1s.push(f1);
    console.log(`${field.padEnd(18)} ${p.toFixed(3).padStart(9)} ${r.toFixed(3).padStart(7)} ${f1.toFixed(3).padStart(6)}`);
  }
  console.log(`${'macro-F1'.padEnd(18)} ${''.padStart(9)} ${''.padStart(7)} ${(f1s.reduce((a, b) => a + b, 0) / f1s.length).toFixed(3).padStart(6)}`);

  console.log('\nms per document (read + extract, one core)');
  for (const [format, values] of Object.entries(timings)) {
    console.log(`${format.padEnd(6)} n=${String(values.length).padStart(3)}  p50 ${percentile(values, 0.5).toFixed(1).padStart(6)}  p95 ${percentile(values, 0.95).toFixed(1).padStart(6)}`);
  }

  if (existsSync(RESUME_NER_DIR)) {
    for (const subdir of [TEST_SPLIT, TRAIN_SPLIT]) {
      const { files: count, scores } = await evaluateResumeNer(subdir);
      printScores(subdir, count, scores);
    }
  } else console.log(`\nresume-ner-cc0 not found at ${RESUME_NER_DIR}: skipped`);
}

await main();
