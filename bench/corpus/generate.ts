/**
 * Generates the labelled CV corpus: TXT (UTF-8, UTF-16, Windows-1252), DOCX (raw WordprocessingML),
 * PDF (pdf-lib; single column, sidebars left and right, tables, contact in header/footer,
 * multi-page) and binary DOC, in English, German, French and Spanish, each with ground truth JSON.
 * Two sets: "tuning" (seed 1, even pool halves, base templates) and "heldout" (seed 2, odd pool
 * halves and extra templates) that the extractor is never tuned on.
 *
 *   npx tsx bench/corpus/generate.ts
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildModel, educationHasStart, effectiveDateStyle, pickTemplate } from './layout';
import { makeProfile, truthOf } from './profile';
import type { Lang } from './pools';
import { Random } from './random';
import { writeDoc } from '../../server/src/test-support/documents/doc-writer';
import { writeDocx } from '../../server/src/test-support/documents/docx-writer';
import { writePdf } from '../../server/src/test-support/documents/pdf-writer';
import { writeTxt, type TxtEncoding } from '../../server/src/test-support/documents/txt-writer';

export const CORPUS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'generated');
const FORMATS = ['txt', 'docx', 'pdf', 'doc'] as const;
const SETS = [
  { name: 'tuning', seed: 1, part: 0 as const, perFormat: 15 },
  { name: 'heldout', seed: 2, part: 1 as const, perFormat: 25 },
];

export async function generateCorpus(): Promise<void> {
  await rm(CORPUS_DIR, { recursive: true, force: true });
  for (const set of SETS) {
    const dir = path.join(CORPUS_DIR, set.name);
    await mkdir(dir, { recursive: true });
    const rng = new Random(set.seed);
    for (const format of FORMATS) {
      for (let i = 0; i < set.perFormat; i++) {
        const lang: Lang = rng.chance(0.65) ? 'en' : rng.pick(['de', 'fr', 'es'] as const);
        const isLong = rng.chance(0.15);
        const profile = makeProfile(rng, set.part, lang, { isLong });
        const template = pickTemplate(rng, set.part, format);
        const { model, roles } = buildModel(profile, template, rng, set.part);
        const truth = truthOf(profile, roles, effectiveDateStyle(template, lang) === 'yyyy', educationHasStart(template));
        let bytes: Buffer;
        if (format === 'txt') bytes = writeTxt(model, rng.pick<TxtEncoding>(['utf8', 'utf8', 'utf16le', 'utf16be', 'win1252']));
        else if (format === 'docx') bytes = writeDocx(model);
        else if (format === 'pdf') bytes = await writePdf(model);
        else bytes = writeDoc(model);
        const base = `${set.name}-${String(i + 1).padStart(3, '0')}-${lang}-${template.layout}-${template.experienceStyle}`;
        await writeFile(path.join(dir, `${base}.${format}`), bytes);
        await writeFile(path.join(dir, `${base}.${format}.json`), JSON.stringify({ template, truth }, null, 1));
      }
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await generateCorpus();
  console.log(`Corpus written to ${CORPUS_DIR}`);
}
