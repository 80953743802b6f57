import { describe, expect, it } from 'vitest';
import { judge, normalise, scoreDocument, type LabelBlock, type ReadBlock } from './layout-match';

const read = (kind: string, text: string): ReadBlock => ({ kind, text });

// A tiny labelled document: a heading, a wrapped paragraph, three bullets and a sidebar line.
const labels: LabelBlock[] = [
  { kind: 'heading', text: 'EXPERIENCE' },
  { kind: 'paragraph', text: 'Led a team of developers. Delivered every project on time.' },
  { kind: 'bullet', text: 'Designed the billing service' },
  { kind: 'bullet', text: 'Cut the release cycle from two weeks to two days' },
  { kind: 'bullet', text: 'Mentored four juniors' },
  { kind: 'paragraph', text: 'Skills' },
];

describe('normalise', () => {
  it('drops whitespace, a leading bullet glyph and icon-font glyphs, and keeps case and inner dashes', () => {
    expect(normalise('  •  Designed   the\nservice ')).toBe('Designedtheservice');
    expect(normalise('\uF0E0 john@doe.com')).toBe('john@doe.com');
    expect(normalise('📍 San Francisco')).toBe('SanFrancisco');
    expect(normalise('2019 - 2020 Berlin')).toBe('2019-2020Berlin');
    expect(normalise('Skills')).not.toBe(normalise('SKILLS'));
  });
});

describe('judge', () => {
  it('reads a label whole when one reader block has its text, whatever the glyph and spacing', () => {
    expect(judge('Designed the billing service', [read('bullet', '• Designed  the billing service')])).toBe('whole');
  });

  it('calls a label cut when its wrapped lines are separate reader blocks, even with another column between them', () => {
    const blocks = [read('bullet', '• Cut the release cycle from two'), read('paragraph', 'Skills'), read('bullet', 'weeks to two days')];
    expect(judge('Cut the release cycle from two weeks to two days', blocks)).toBe('cut');
  });

  it('calls a label glued when a reader block holds it with a neighbour', () => {
    expect(judge('Mentored four juniors', [read('bullet', '• Mentored four juniors • Designed the billing service')])).toBe('glued');
  });

  it('calls a label cut and glued when its pieces share blocks with another column', () => {
    const blocks = [read('row', 'Berlin\tLed a team of developers.'), read('row', 'Hamburg\tDelivered every project on time.')];
    expect(judge('Led a team of developers. Delivered every project on time.', blocks)).toBe('cut+glued');
  });

  it('calls a label other when no run of blocks reads it', () => {
    expect(judge('Mentored four juniors', [read('bullet', 'Mentored five juniors')])).toBe('other');
    expect(judge('', [read('bullet', 'x')])).toBe('other');
  });

  // (How quick is for bench:layout to print; here the test's own timeout is the bound, on a loaded machine too.)
  it('judges a long label cut into many pieces among many blocks without hanging', () => {
    const pieces = Array.from({ length: 300 }, (_, i) => `line ${i} of a long wrapped paragraph,`);
    const blocks = [...pieces.map((text) => read('paragraph', text)), ...pieces.map((text, i) => read('bullet', `${i} ${text} and more`))];
    expect(judge(pieces.join(' '), blocks)).toBe('cut');
    expect(judge('x'.repeat(5000), blocks)).toBe('other');
  });
});

describe('scoreDocument', () => {
  it('counts bullets and paragraphs apart, and heading recall as blocks and as sections', () => {
    const blocks = [
      read('paragraph', 'EXPERIENCE'),
      read('paragraph', 'Led a team of developers.'),
      read('paragraph', 'Delivered every project on time.'),
      read('bullet', '• Designed the billing service'),
      read('bullet', '• Cut the release cycle from two weeks to two days • Mentored four juniors'),
      read('heading', 'Skills'),
    ];
    const score = scoreDocument(labels, blocks, ['EXPERIENCE', 'Skills']);
    expect(score.bullet).toEqual({ labelled: 3, verdicts: { whole: 1, cut: 0, glued: 2, 'cut+glued': 0, other: 0 }, wholeSameKind: 1 });
    expect(score.paragraph).toEqual({ labelled: 2, verdicts: { whole: 1, cut: 1, glued: 0, 'cut+glued': 0, other: 0 }, wholeSameKind: 0 });
    expect(score).toMatchObject({ headings: 1, headingBlocks: 0, headingSections: 1, extraSections: 1 });
  });
});
