/**
 * Scores a reader's blocks against hand-labelled blocks (bench/layout-labels/): is each labelled bullet or
 * paragraph one reader block of its own ("whole"), split over several reader blocks ("cut"), inside a reader
 * block with a neighbour's text ("glued"), both, or nowhere to be found as a run of blocks ("other": the text
 * differs, or another column's text sits inside it).
 *
 * Texts are compared after `normalise`: whitespace does not count at all (a space the reader adds or drops is
 * not a boundary), nor does a bullet glyph or icon at the start of a block, nor icon-font glyphs (Unicode's
 * private-use area) anywhere; case and everything else count.
 */

export type LabelKind = 'heading' | 'paragraph' | 'bullet' | 'row';

export interface LabelBlock {
  kind: LabelKind;
  text: string;
}

/** The part of a reader block that scoring needs (DocumentBlock has more). */
export interface ReadBlock {
  kind: string;
  text: string;
}

export type Verdict = 'whole' | 'cut' | 'glued' | 'cut+glued' | 'other';

export const VERDICTS: Verdict[] = ['whole', 'cut', 'glued', 'cut+glued', 'other'];

/** Bullet glyphs and list markers that may open a block: the label may leave them out. */
const LEADING_MARKER = /^(?:[\s•●○◦▪▫■□►▸▹‣⁃∙·*✓✔➢➤❖◆◇–—-]|\p{Co}|\p{Extended_Pictographic}|\uFE0F)+/u;

/** Text as scored: private-use glyphs dropped, leading markers dropped, no whitespace, NFC. */
export function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\p{Co}/gu, '')
    .replace(LEADING_MARKER, '')
    .replace(/\s+/g, '');
}

/** The same without dropping a leading marker: a piece of a cut block may start with a hyphen of the text. */
function squeeze(text: string): string {
  return text.normalize('NFC').replace(/\p{Co}/gu, '').replace(/\s+/g, '');
}

/** The forms one reader block can take as a piece of a label: with and without a leading marker. */
function forms(block: ReadBlock): string[] {
  return [...new Set([normalise(block.text), squeeze(block.text)])].filter((form) => form.length > 0);
}

/** Pieces shorter than this that are not a whole reader block are not taken as a piece of a label. */
const MIN_PIECE = 4;

/**
 * How the reader's blocks hold one labelled text. A cut label is covered by several pieces, fewest glued
 * ones first; a piece is a whole reader block, or the start or the end of a longer one (that block holds
 * other text too, so the label is also glued). The pieces may come from anywhere in the reader's order (a
 * column read between them).
 */
export function judge(label: string, blocks: ReadBlock[]): Verdict {
  const target = normalise(label);
  if (target.length === 0) return 'other';
  const blockForms = blocks.flatMap(forms);
  if (blockForms.includes(target)) return 'whole';
  if (blockForms.some((form) => form.length > target.length && form.includes(target))) return 'glued';

  // The pieces each block can give, as edges from a position of the target to the next: the whole block
  // where the target holds it, the block's start (it goes on with other text; only the longest such start is
  // tried, as a label that leaves a block's shared text early is rare) and the block's end (other text before it).
  const edges = new Map<number, { to: number; isGlued: boolean }[]>();
  const edge = (from: number, to: number, isGlued: boolean) => {
    if (!edges.has(from)) edges.set(from, []);
    edges.get(from)!.push({ to, isGlued });
  };
  const occurrences = (needle: string) => {
    const found: number[] = [];
    for (let at = target.indexOf(needle); at >= 0; at = target.indexOf(needle, at + 1)) found.push(at);
    return found;
  };
  for (const form of new Set(blockForms)) {
    if (form.length < MIN_PIECE) {
      for (const at of occurrences(form)) edge(at, at + form.length, false);
      continue;
    }
    for (const at of occurrences(form.slice(0, MIN_PIECE))) {
      let common = MIN_PIECE;
      while (common < form.length && at + common < target.length && form[common] === target[at + common]) common++;
      edge(at, at + common, common < form.length);
    }
    for (let start = 1; start <= form.length - MIN_PIECE; start++) {
      const tail = form.slice(start);
      if (tail.length <= target.length) for (const at of occurrences(tail)) edge(at, at + tail.length, true);
    }
  }

  // best[p]: the cover of target[0, p) with the fewest glued pieces, then the fewest pieces.
  type Cover = { glued: number; pieces: number };
  const best: (Cover | null)[] = Array.from({ length: target.length + 1 }, () => null);
  best[0] = { glued: 0, pieces: 0 };
  for (let position = 0; position < target.length; position++) {
    const here = best[position];
    if (!here) continue;
    for (const { to, isGlued } of edges.get(position) ?? []) {
      const cover = { glued: here.glued + (isGlued ? 1 : 0), pieces: here.pieces + 1 };
      const current = best[to];
      if (!current || cover.glued < current.glued || (cover.glued === current.glued && cover.pieces < current.pieces)) best[to] = cover;
    }
  }
  const end = best[target.length];
  if (!end || end.pieces < 2) return 'other';
  return end.glued > 0 ? 'cut+glued' : 'cut';
}

export interface KindScore {
  labelled: number;
  verdicts: Record<Verdict, number>;
  /** Of those read whole, how many the reader also calls by the label's kind. */
  wholeSameKind: number;
}

export interface DocumentScore {
  bullet: KindScore;
  paragraph: KindScore;
  headings: number;
  /** Labelled headings that are a reader block of kind heading. */
  headingBlocks: number;
  /** Labelled headings that head a section of the extractor (splitSections). */
  headingSections: number;
  /** Section headings of the extractor that are no labelled heading. */
  extraSections: number;
}

const emptyKind = (): KindScore => ({ labelled: 0, verdicts: { whole: 0, cut: 0, glued: 0, 'cut+glued': 0, other: 0 }, wholeSameKind: 0 });

export const emptyScore = (): DocumentScore => ({ bullet: emptyKind(), paragraph: emptyKind(), headings: 0, headingBlocks: 0, headingSections: 0, extraSections: 0 });

/** Scores one document: its labels, the reader's blocks (page furniture left out by the caller) and the section headings. */
export function scoreDocument(labels: LabelBlock[], blocks: ReadBlock[], sectionHeadings: string[]): DocumentScore {
  const score = emptyScore();
  for (const label of labels) {
    if (label.kind !== 'bullet' && label.kind !== 'paragraph') continue;
    const kind = score[label.kind];
    const verdict = judge(label.text, blocks);
    kind.labelled++;
    kind.verdicts[verdict]++;
    if (verdict === 'whole' && blocks.some((block) => block.kind === label.kind && normalise(block.text) === normalise(label.text))) kind.wholeSameKind++;
  }
  const labelledHeadings = new Set(labels.filter((label) => label.kind === 'heading').map((label) => normalise(label.text)));
  const readHeadings = new Set(blocks.filter((block) => block.kind === 'heading').map((block) => normalise(block.text)));
  const sections = new Set(sectionHeadings.map(normalise));
  score.headings = labelledHeadings.size;
  score.headingBlocks = [...labelledHeadings].filter((text) => readHeadings.has(text)).length;
  score.headingSections = [...labelledHeadings].filter((text) => sections.has(text)).length;
  score.extraSections = [...sections].filter((text) => !labelledHeadings.has(text)).length;
  return score;
}

/** Adds one document's score into a total. */
export function addScore(total: DocumentScore, one: DocumentScore): void {
  for (const key of ['bullet', 'paragraph'] as const) {
    total[key].labelled += one[key].labelled;
    total[key].wholeSameKind += one[key].wholeSameKind;
    for (const verdict of VERDICTS) total[key].verdicts[verdict] += one[key].verdicts[verdict];
  }
  total.headings += one.headings;
  total.headingBlocks += one.headingBlocks;
  total.headingSections += one.headingSections;
  total.extraSections += one.extraSections;
}
