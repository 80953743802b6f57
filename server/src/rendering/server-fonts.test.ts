import { describe, expect, it } from 'vitest';
import { fontsMissingForPdf, installedFontFamilies } from './server-fonts';

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
});
