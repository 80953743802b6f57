/**
 * The layout benchmark: what the readers' block layer finds on the real-world dev set, per format and
 * per set (dv01–dv73 developed on, dv74–dv94 the check set).
 *
 * Against hand-labelled block boundaries (bench/layout-labels/: 15 documents of dv01–dv73, README there), per
 * document and in total: of the labelled bullets and of the labelled paragraphs, how many the reader reads
 * whole (one block with the same text), cut (over several blocks), glued (inside a block with a neighbour's
 * text), both, or not at all as a run of its blocks ("other"); and how many labelled headings are a heading
 * block and head an extractor section (bench/layout-match.ts scores).
 *
 * Without labels, over the whole set, it prints:
 *
 * - lines and blocks; blocks joined from several lines (wrapped paragraphs and bullets read whole);
 * - bullet blocks, and how many of them were wrapped;
 * - "orphans": blocks that open in lower case after a block that does not end a sentence — the shape of
 *   a wrapped line read as its own paragraph or bullet (the cut-bullet of the sendable judge). The same
 *   count over the raw lines says what the layer saved;
 * - pages with two columns found, documents with a heading style of their own, headings found;
 * - documents with hidden text, and milliseconds per document (read only).
 *
 *   npm run bench:layout [-- --verbose]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blockLines } from '../server/src/documents/blocks';
import { readDocument } from '../server/src/documents/read-document';
import type { DocumentLine, DocumentText } from '../server/src/documents/types';
import { documentHeadingStyle, splitSections } from '../server/src/extraction/sections';
import { percentile } from './extract-metrics';
import { addScore, emptyScore, judge, normalise, scoreDocument, type DocumentScore, type KindScore, type LabelBlock } from './layout-match';
import { REALWORLD_DIR } from './realworld-eval';

const isVerbose = process.argv.includes('--verbose');

interface Row {
  docs: number;
  lines: number;
  blocks: number;
  joined: number;
  bullets: number;
  wrappedBullets: number;
  orphanLines: number;
  orphanBlocks: number;
  twoColumnPages: number;
  pages: number;
  headingStyle: number;
  headings: number;
  hidden: number;
  ms: number[];
}

const empty = (): Row => ({ docs: 0, lines: 0, blocks: 0, joined: 0, bullets: 0, wrappedBullets: 0, orphanLines: 0, orphanBlocks: 0, twoColumnPages: 0, pages: 0, headingStyle: 0, headings: 0, hidden: 0, ms: [] });

/** Text units that open in lower case after one that does not end a sentence: a wrapped line read apart. */
function orphans(texts: string[]): number {
  let count = 0;
  for (let i = 1; i < texts.length; i++) {
    const text = texts[i].replace(/^[\s•●○◦▪■►‣⁃∙*·–—-]+/, '');
    if (/^\p{Ll}/u.test(text) && !/[.!?:;]$/.test(texts[i - 1].trim())) count++;
  }
  return count;
}

function add(row: Row, doc: DocumentText, ms: number): void {
  const lines = blockLines(doc.lines, doc.blocks);
  row.docs++;
  row.lines += doc.lines.length;
  row.blocks += doc.blocks.length;
  row.joined += doc.blocks.filter((block) => block.lineCount > 1).length;
  row.bullets += doc.blocks.filter((block) => block.kind === 'bullet').length;
  row.wrappedBullets += doc.blocks.filter((block) => block.kind === 'bullet' && block.lineCount > 1).length;
  const body = (list: DocumentLine[]) => list.filter((line) => line.region !== 'header' && line.region !== 'footer').map((line) => line.text);
  row.orphanLines += orphans(body(doc.lines));
  row.orphanBlocks += orphans(body(lines));
  const pages = new Set(doc.lines.map((line) => line.page));
  row.pages += pages.size;
  row.twoColumnPages += [...pages].filter((page) => doc.lines.some((line) => line.page === page && line.region === 'sidebar')).length;
  if (documentHeadingStyle(lines)) row.headingStyle++;
  row.headings += splitSections(lines).filter((section) => section.heading).length;
  if (doc.hidden) row.hidden++;
  row.ms.push(ms);
}

function print(title: string, rows: Map<string, Row>): void {
  console.log(`\n${title}`);
  console.log('set/format     docs  lines blocks joined bullets wrapped  orphans(lines→blocks)  2-col pages  heading style  headings  hidden  ms p50');
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(13)} ${String(r.docs).padStart(5)} ${String(r.lines).padStart(6)} ${String(r.blocks).padStart(6)} ${String(r.joined).padStart(6)} ${String(r.bullets).padStart(7)} ${String(r.wrappedBullets).padStart(7)}  ${`${r.orphanLines} → ${r.orphanBlocks}`.padStart(21)}  ${`${r.twoColumnPages}/${r.pages}`.padStart(11)}  ${String(r.headingStyle).padStart(13)}  ${String(r.headings).padStart(8)}  ${String(r.hidden).padStart(6)}  ${percentile(r.ms, 50).toFixed(1).padStart(6)}`,
    );
  }
}

const LABEL_DIR = path.join(import.meta.dirname, 'layout-labels');

/** The hand-labelled documents by file name (dv01–dv73 only: the check set is never labelled here). */
function readLabels(): Map<string, LabelBlock[]> {
  const labels = new Map<string, LabelBlock[]>();
  if (!existsSync(LABEL_DIR)) return labels;
  for (const name of readdirSync(LABEL_DIR).filter((file) => file.endsWith('.json')).sort()) {
    const data = JSON.parse(readFileSync(path.join(LABEL_DIR, name), 'utf8')) as { file: string; blocks: LabelBlock[] };
    labels.set(data.file, data.blocks);
  }
  return labels;
}

/** The labelled score of one document: its body blocks (page furniture and rules left out) and section headings. */
function scoreLabelled(labels: LabelBlock[], doc: DocumentText): DocumentScore {
  const body = doc.blocks.filter((block) => block.region !== 'header' && block.region !== 'footer' && block.kind !== 'rule');
  const headings = splitSections(blockLines(doc.lines, doc.blocks)).flatMap((section) => (section.heading ? [section.heading] : []));
  if (isVerbose) {
    for (const label of labels.filter((one) => one.kind === 'bullet' || one.kind === 'paragraph')) {
      const verdict = judge(label.text, body);
      if (verdict !== 'whole') console.log(`  ${doc.format} ${label.kind} ${verdict}: ${label.text.slice(0, 90)}`);
    }
    const labelled = new Set(labels.filter((one) => one.kind === 'heading').map((one) => normalise(one.text)));
    for (const heading of headings.filter((text) => !labelled.has(normalise(text)))) console.log(`  extra section heading: ${heading}`);
  }
  return scoreDocument(labels, body, headings);
}

function printLabelled(scores: Map<string, DocumentScore>): void {
  const kind = (k: KindScore) =>
    `${String(k.labelled).padStart(4)} ${String(k.verdicts.whole).padStart(5)} ${String(k.verdicts.cut).padStart(4)} ${String(k.verdicts.glued).padStart(5)} ${String(k.verdicts['cut+glued']).padStart(4)} ${String(k.verdicts.other).padStart(5)} ${String(k.wholeSameKind).padStart(5)}`;
  const ratio = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(0)}%` : '-');
  console.log(`\nHand-labelled blocks (bench/layout-labels, ${scores.size} documents of dv01-dv73): the reader's blocks against the labels`);
  console.log('whole: one reader block, same text; cut: over several blocks; glued: with a neighbour\'s text; c+g: both; other: no run of blocks reads it; kind: whole and of the label\'s kind');
  console.log('               |            bullets                | ' + '          paragraphs               | headings: labelled, heading block, extractor section, extra sections');
  console.log('document       |    n whole  cut glued  c+g other  kind |    n whole  cut glued  c+g other  kind |    n block section extra');
  const total = emptyScore();
  const line = (name: string, s: DocumentScore) =>
    console.log(`${name.padEnd(14)} | ${kind(s.bullet)} | ${kind(s.paragraph)} | ${String(s.headings).padStart(4)} ${String(s.headingBlocks).padStart(5)} ${String(s.headingSections).padStart(7)} ${String(s.extraSections).padStart(5)}`);
  for (const [name, score] of scores) {
    line(name, score);
    addScore(total, score);
  }
  line('total', total);
  console.log(
    `read whole: bullets ${ratio(total.bullet.verdicts.whole, total.bullet.labelled)}, paragraphs ${ratio(total.paragraph.verdicts.whole, total.paragraph.labelled)}; ` +
      `heading recall: as heading blocks ${ratio(total.headingBlocks, total.headings)}, as extractor sections ${ratio(total.headingSections, total.headings)}`,
  );
}

async function main(): Promise<void> {
  const dir = path.join(REALWORLD_DIR, 'files');
  if (!existsSync(dir)) {
    console.log(`No real-world dev set at ${REALWORLD_DIR}: skipped.`);
    return;
  }
  const bySet = new Map<string, Row>([['dv01-dv73', empty()], ['dv74-dv94', empty()]]);
  const byFormat = new Map<string, Row>();
  const labels = readLabels();
  const labelled = new Map<string, DocumentScore>();
  for (const file of readdirSync(dir).sort()) {
    const started = performance.now();
    const doc = await readDocument(path.join(dir, file), file).catch(() => null);
    const ms = performance.now() - started;
    if (!doc) continue;
    const number = Number(/dv(\d+)/.exec(file)?.[1] ?? 0);
    add(bySet.get(number >= 74 ? 'dv74-dv94' : 'dv01-dv73')!, doc, ms);
    if (!byFormat.has(doc.format)) byFormat.set(doc.format, empty());
    add(byFormat.get(doc.format)!, doc, ms);
    const labelBlocks = labels.get(file);
    if (labelBlocks) {
      if (isVerbose) console.log(`${file}: labelled blocks not read whole`);
      labelled.set(file, scoreLabelled(labelBlocks, doc));
    }
    if (isVerbose) {
      const one = empty();
      add(one, doc, ms);
      print(file, new Map([[file, one]]));
    }
  }
  print('Block layer on the real-world dev set, by set', bySet);
  print('By format', byFormat);
  if (labelled.size > 0) printLabelled(labelled);
}

await main();
