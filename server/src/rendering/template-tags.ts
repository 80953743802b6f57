/** A `{{…}}` tag found in a paragraph's text. */
export type TagKind = 'field' | 'open' | 'inverted' | 'close' | 'raw';

export interface TagToken {
  kind: TagKind;
  name: string;
  start: number;
  end: number;
  raw: string;
}

export interface TagScan {
  tags: TagToken[];
  /** Delimiter problems, e.g. a `{{` that never closes, which docxtemplater would refuse. */
  problems: string[];
}

const KIND_BY_PREFIX: Record<string, TagKind> = { '#': 'open', '^': 'inverted', '/': 'close', '@': 'raw' };

export function scanTags(text: string): TagScan {
  const tags: TagToken[] = [];
  const problems: string[] = [];
  let pos = 0;
  while (pos < text.length) {
    const open = text.indexOf('{{', pos);
    const strayClose = text.indexOf('}}', pos);
    if (strayClose !== -1 && (open === -1 || strayClose < open)) {
      problems.push(`'}}' without a matching '{{' near "${excerpt(text, strayClose)}"`);
      pos = strayClose + 2;
      continue;
    }
    if (open === -1) break;
    const close = text.indexOf('}}', open + 2);
    const nextOpen = text.indexOf('{{', open + 2);
    if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
      problems.push(`'{{' that is never closed near "${excerpt(text, open)}"`);
      pos = open + 2;
      continue;
    }
    const inner = text.slice(open + 2, close).trim();
    const kind = KIND_BY_PREFIX[inner[0]] ?? 'field';
    const name = (kind === 'field' ? inner : inner.slice(1)).trim();
    const raw = text.slice(open, close + 2);
    if (!name) problems.push(`an empty placeholder ${raw}`);
    else tags.push({ kind, name, start: open, end: close + 2, raw });
    pos = close + 2;
  }
  return { tags, problems };
}

export function excerpt(text: string, around: number, width = 30): string {
  const from = Math.max(0, around - width);
  const to = Math.min(text.length, around + width);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}

export interface BracketSpan {
  start: number;
  end: number;
  text: string;
}

/** `[instructions for the AI]` spans of a paragraph, brackets included in start/end. */
export function scanBrackets(text: string): BracketSpan[] {
  const spans: BracketSpan[] = [];
  for (const match of text.matchAll(/\[([^[\]]*)\]/g)) {
    spans.push({ start: match.index, end: match.index + match[0].length, text: match[1].trim() });
  }
  return spans;
}
