/**
 * Text shapes that make a careless pattern super-linear (issue 30): each is one unit repeated to a
 * given size. Shared by the ratio test (documents/pathological-text.test.ts) and bench/pathological-text.ts.
 */
export const PATHOLOGICAL_SHAPES: Record<string, string> = {
  parentheses: '(',
  'spaced parentheses': '( ',
  'open-close parentheses': '()(',
  linkedin: 'linkedin.com/in/',
  'linkedin lines': 'linkedin.com/in/a\n',
  dashes: '-',
  'spaced dashes': '- ',
  digits: '0123456789',
  'digits and spaces': '1 2 ',
  urls: 'https://example.com/a/b?c=d',
  'spaced urls': 'https://example.com/a ',
  'long word': 'abcdefghij',
  'at signs': 'a@',
  dots: 'a.',
  'repeated headings': 'EXPERIENCE\n',
  'heading and date lines': 'Senior Engineer\nJan 2019 - Present\n',
  'name-like lines': 'Ada Lovelace\n',
  'comma lists': 'Excel, ',
};

/** `unit` repeated to exactly `bytes` characters (all shapes are ASCII). */
export function pathologicalText(unit: string, bytes: number): string {
  return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
}
