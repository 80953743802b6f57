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
  return headings >= 2 || (headings >= 1 && links + bold >= 2) || /^---\r?\n(?:[\w-]+:.*\r?\n)+---\r?\n/.test(head);
}

export function markdownToText(text: string): string {
  return markdownToLines(text)
    .map((line) => line.text)
    .join('\n');
}

/** The Markdown's lines without their markup, each saying whether it was a heading ("## Experience"). */
export function markdownToLines(text: string): { text: string; isHeading: boolean }[] {
  return text
    // YAML front matter is the site's metadata (layout, page title), not the CV.
    .replace(/^---\r?\n(?:.*\r?\n)*?---\r?\n/, '')
    .split(/\r?\n/)
    .map((line) => ({ text: markdownLine(line), isHeading: /^\s*#{1,6}\s+\S/.test(line) }));
}

function markdownLine(line: string): string {
  if (/^\s*(?:[-*_]\s*){3,}$/.test(line)) return '';
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    // "## 🎓 Formation": the heading's words, without its markers and icons.
    .replace(/^\s*#{1,6}\s+[^\p{L}\p{N}]*/u, '')
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, (_, a: string | undefined, b: string | undefined) => a ?? b ?? '')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^(\s*)[-*+]\s+/, '$1• ')
    .replace(/\s+$/, '');
}
