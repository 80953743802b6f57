import { describe, expect, it } from 'vitest';
import { buildDocumentText } from './build-document-text';

const read = (...texts: string[]) => buildDocumentText('txt', texts.map((text) => ({ text, page: 1, region: 'body' as const })), 1).lines.map((line) => line.text);

describe('glyph clean-up of every document', () => {
  it('drops private-use bullet and icon glyphs, keeping the items they separated apart', () => {
    expect(read('\uf0b7 Managed the team', '\uebe0 Sarasota, FL \uec6a 555-555-5555 \ue989 hello@example.com')).toEqual(['Managed the team', 'Sarasota, FL 555-555-5555 hello@example.com']);
    expect(read('\uf0b7')).toEqual([]);
  });

  it('turns dash look-alikes into hyphens and removes soft hyphens', () => {
    expect(read('2020\u20112022', '2019 \u2212 2021', 'Soft\u00adware Engi\u00adneer')).toEqual(['2020-2022', '2019 - 2021', 'Software Engineer']);
  });
});
