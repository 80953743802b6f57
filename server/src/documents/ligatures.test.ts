import { describe, expect, it } from 'vitest';
import { extractCv } from '../extraction/extract-cv';
import { repairLostLigatures } from './ligatures';
import { readDocument } from './read-document';
import { ligatureLossPdf } from './test-support/ligature-pdf';

describe('words that lost their ligature glyph in a PDF', () => {
  it('get their "fi" and "fl" back when the font mapped the ligature to U+0000, and the heading is found again', async () => {
    const pdf = ligatureLossPdf([
      'Jane Doe',
      'jane.doe@example.com',
      'PROﬁLES',
      'CERTIﬁCATIONS',
      'AWS Certiﬁed Developer',
      'EXPERIENCE',
      'Financial Analyst at Nimbus Bank',
      'Jan 2019 - Present',
      'Modelled the ﬁnancial inﬂuence of rate changes.',
    ]);
    const doc = await readDocument(pdf, 'cv.pdf');
    // This hand-made font's two-byte codes come out with extra spaces between words; the words are what count.
    const text = doc.text.replace(/ +/g, ' ');
    expect(text).toContain('PROFILES');
    expect(text).toContain('AWS Certified Developer');
    expect(text).toContain('Modelled the financial influence of rate changes.');
    expect(extractCv(doc).certifications).toEqual(['AWS Certified Developer']);
  });

  it('are repaired in a text without U+0000 only when it shows two different damaged words', () => {
    expect(repairLostLigatures(['Certied Developer', 'nancial services'], false)).toEqual(['Certified Developer', 'financial services']);
    // One odd word is no evidence: it stays as written.
    expect(repairLostLigatures(['Certied Developer', 'banking services'], false)).toEqual(['Certied Developer', 'banking services']);
  });

  it('keeps the case of the word and leaves real words, short forms and other languages alone', () => {
    expect(repairLostLigatures(['CERTICATIONS', 'Proles', 'Planning and ow of work'], true)).toEqual(['CERTIFICATIONS', 'Profiles', 'Planning and ow of work']);
    expect(repairLostLigatures(['Rene Dupont', 'Compétences: gestion, réseau, sécurité', 'first office staff'], true)).toEqual([
      'Rene Dupont',
      'Compétences: gestion, réseau, sécurité',
      'first office staff',
    ]);
  });
});
