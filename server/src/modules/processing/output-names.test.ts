import { describe, expect, it } from 'vitest';
import { candidateLabel, outputFileName, safeFileStem } from './output-names';

describe('output file names', () => {
  it('follows the spec pattern', () => {
    expect(outputFileName('Jane Doe', 'Acme Recruitment', 'docx')).toBe('Jane Doe - Acme Recruitment.docx');
    expect(outputFileName('Jane Doe', 'Enhanced', 'pdf')).toBe('Jane Doe - Enhanced.pdf');
  });

  it('removes characters no OS accepts and keeps accents', () => {
    expect(safeFileStem('Zoë Müller / CEO: "Acme" <draft>?*|')).toBe('Zoë Müller CEO Acme draft');
    expect(safeFileStem('..\\..\\etc\\passwd')).toBe('etc passwd');
    expect(safeFileStem('tab\there\u0000nul')).toBe('tab here nul');
    expect(safeFileStem('CON')).toBe('CON_');
  });

  it('falls back to the file name, then to Candidate', () => {
    expect(candidateLabel(null, 'cv_john-smith.pdf')).toBe('cv_john-smith');
    expect(candidateLabel('   ', '???.pdf')).toBe('Candidate');
    expect(candidateLabel('Jane Doe', 'x.pdf')).toBe('Jane Doe');
  });

  it('keeps long names to 120 characters', () => {
    expect(safeFileStem('a'.repeat(300)).length).toBe(120);
  });
});
