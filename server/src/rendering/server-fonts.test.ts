import { describe, expect, it } from 'vitest';
import { isLibreOfficeAvailable } from './libreoffice';
import { fontsMissingForPdf, installedFontFamilies, pdfFontNotes } from './server-fonts';

describe('fonts a PDF copy can show', () => {
  const installed = new Set(['carlito', 'caladea', 'liberation sans', 'liberation serif', 'dejavu sans']);

  it('accepts installed fonts and Word fonts whose metric-compatible twin is installed', () => {
    expect(fontsMissingForPdf(['Calibri', 'Cambria', 'Arial', 'Times New Roman', 'DejaVu Sans'], installed)).toEqual([]);
  });

  it('names a template font the server has neither in itself nor as a twin', () => {
    expect(fontsMissingForPdf(['Garamond', 'Calibri', 'Courier New'], installed)).toEqual(['Garamond', 'Courier New']);
  });

  it('says nothing when the server cannot list its fonts', () => {
    expect(fontsMissingForPdf(['Garamond'], null)).toEqual([]);
  });

  it.skipIf(installedFontFamilies() === null)('finds the metric-compatible fonts .ci/run installs on this machine', () => {
    expect(fontsMissingForPdf(['Calibri', 'Cambria', 'Arial', 'Times New Roman'])).toEqual([]);
  });

  it('names Garamond and Georgia as shown in close free faces once the packages are installed', () => {
    expect(fontsMissingForPdf(['Garamond', 'Georgia'], new Set([...installed, 'eb garamond 12', 'p052']))).toEqual([]);
  });

  it.skipIf(!isLibreOfficeAvailable() || installedFontFamilies() === null)('tells the job when a PDF copy shows a template font in a fallback', () => {
    expect(pdfFontNotes(['Calibri', 'Brush Script MT'], true)).toEqual([
      'The PDF copy shows "Brush Script MT" in a fallback font: the server has neither that font nor a close match, so its lines may wrap differently. The DOCX keeps the template\'s fonts.',
    ]);
    expect(pdfFontNotes(['Brush Script MT'], false)).toEqual([]);
    expect(pdfFontNotes(['Calibri'], true)).toEqual([]);
  });
});
