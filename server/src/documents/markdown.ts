/**
 * Markdown CVs (README-style CVs, static-site generators, exports saved as .txt) read without their
 * markup: a person reads "# Jane Doe" as the name and "[GitHub](https://…)" as the word GitHub.
 * Only text that is clearly Markdown is touched; a plain-text CV with a "*" bullet stays as it is.
 */
export function looksLikeMarkdown(text: string): boolean {
  const head = text.slice(0, 20_000);
  const headings = head.match(/^#{1,6}\s+\S/gm)?.length ?? 0;
  const links = head.match(/\[[^\]\n]+\]\([^)\s]+\)/g)?.length ?? 0;
  const bold = head.match(/\*\*[^*\n]+\*\*/g)?.length ?? 0;
  // "Experiencia" over "===========": a heading underlined (Setext), as older Markdown CVs write them.
  const underlined = head.match(/^[^\s=#|>*-][^\n]*\r?\n(?:={3,}|-{3,})[ \t]*$/gm)?.length ?? 0;
  return headings + underlined >= 2 || (headings >= 1 && links + bold >= 2) || /^---\r?\n(?:[\w-]+:.*\r?\n)+---\r?\n/.test(head);
}

export function markdownToText(text: string): string {
  return markdownToLines(text)
    .map((line) => line.text)
    .join('\n');
}

/** The Markdown's lines without their markup, each saying whether it was a heading ("## Experience"). */
/** A line of a text: its words, and whether (at which level) it is a heading. */
export interface TextLine {
  text: string;
  isHeading: boolean;
  /** "#" and "===" 1, "##" and "---" 2, as Word numbers its heading styles. */
  headingLevel?: number;
}

export function markdownToLines(text: string): TextLine[] {
  const source = text
    // YAML front matter is the site's metadata (layout, page title), not the CV.
    .replace(/^---\r?\n(?:.*\r?\n)*?---\r?\n/, '')
    // Comments are the writer's notes to self, not the CV.
    .replace(/<!--[\s\S]*?-->/g, '')
    .split(/\r?\n/);
  const lines: TextLine[] = [];
  source.forEach((line, index) => {
    const next = source[index + 1] ?? '';
    // A Setext heading's underline is the heading's mark, and a table's row of dashes its columns' (both drawn, never read).
    if (isUnderline(line) && index > 0 && isUnderlinable(source[index - 1])) return;
    if (isTableDelimiter(line)) return;
    // A table's first row over its dashes names the columns ("Zeitraum | Position | Unternehmen"): labels, not an entry.
    if (isTableDelimiter(next) && tableCells(line).filter(Boolean).length >= 2 && !/\d/.test(line)) return;
    const isUnderlined = isUnderline(next) && isUnderlinable(line);
    const cells = isTableRow(line) ? tableCells(line) : null;
    // Its level, as Word's heading styles number theirs: "#" and "===" 1, "##" and "---" 2.
    const hashes = /^\s*(#{1,6})\s+\S/.exec(line)?.[1].length;
    const headingLevel = hashes ?? (isUnderlined ? (next.trim().startsWith('=') ? 1 : 2) : undefined);
    lines.push({
      text: cells ? cells.map(markdownLine).join('\t').replace(/^\t+|\t+$/g, '') : markdownLine(line),
      isHeading: headingLevel !== undefined,
      ...(headingLevel !== undefined ? { headingLevel } : {}),
    });
  });
  return lines;
}

/** "=====" or "-----" under a line of text: the line is a heading. */
function isUnderline(line: string): boolean {
  return /^\s{0,3}(?:={3,}|-{3,})\s*$/.test(line);
}

/** A line a Setext underline makes a heading: text that is no list item, table row, quote or heading already. */
function isUnderlinable(line: string | undefined): boolean {
  return line !== undefined && /\S/.test(line) && !/^\s*(?:[-*+>#|]|\d+[.)]\s)/.test(line);
}

/** "| Zeitraum | Position |": a row of a pipe table. */
function isTableRow(line: string): boolean {
  return /^\s*\|.*\|\s*$/.test(line);
}

/** "| --- | :---: |": the row under a pipe table's heading. */
function isTableDelimiter(line: string): boolean {
  // (No two runs of white space side by side with only optional marks between them: a line of spaces would be split
  // between them every way before failing.)
  return /^\s*(?:\|\s*)?:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+(?:\|\s*)?$/.test(line);
}

function tableCells(line: string): string[] {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim());
}

function markdownLine(line: string): string {
  if (/^\s*(?:[-*_]\s*){3,}$/.test(line)) return '';
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    // Emphasis before the heading's marks: "### **Ingeniero de Datos - BID**" is the heading's words, no stars left.
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, (_, a: string | undefined, b: string | undefined) => a ?? b ?? '')
    // "*Laboratorio*", "_Title_": emphasis around words (a star or underscore inside a word, "snake_case", stays).
    .replace(/(^|[^\p{L}\p{N}*_])([*_])(?=[^\s*_])([^*_\n]*?[^\s*_])\2(?![\p{L}\p{N}*_])/gu, '$1$3')
    // A star opening or closing a line with no partner on it: emphasis spread over several lines.
    .replace(/^(\s*)\*(?=[^\s*])/, '$1')
    .replace(/(?<=[^\s*])\*+(\s*)$/, '$1')
    // "## 🎓 Formation": the heading's words, without its markers and icons.
    .replace(/^\s*#{1,6}\s+[^\p{L}\p{N}]*/u, '')
    .replace(/`([^`]+)`/g, '$1')
    // A backslash at a line's end is Markdown's line break.
    .replace(/\\$/, '')
    .replace(/^(\s*)[-*+]\s+/, '$1• ')
    .trimEnd();
}
