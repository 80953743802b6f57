import { execFileSync } from 'node:child_process';
import { resolveFont } from './font-map';
import { isLibreOfficeAvailable } from './libreoffice';

let cached: Set<string> | null | undefined;

/** Font families fontconfig (what LibreOffice uses) knows on this machine, lower-cased; null when it cannot say. */
export function installedFontFamilies(): Set<string> | null {
  if (cached !== undefined) return cached;
  try {
    const output = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8', timeout: 5000, stdio: ['ignore', 'pipe', 'ignore'] });
    cached = new Set(output.split('\n').flatMap((line) => line.split(',')).map((name) => name.trim().toLowerCase()).filter(Boolean));
  } catch {
    cached = null;
  }
  return cached;
}

/**
 * Fonts of a template that PDF copies made on this server would show in an unrelated font: not installed,
 * and no metric-compatible or close replacement installed either (font-map.ts).
 */
export function fontsMissingForPdf(fonts: string[], installed: Set<string> | null = installedFontFamilies()): string[] {
  if (!installed) return [];
  return fonts.filter((font) => resolveFont(font, installed).kind === 'none');
}

/** Template-card warnings for fonts the server's PDF copies cannot show; none when this server makes no PDFs. */
export function missingFontWarnings(fonts: string[]): string[] {
  if (!isLibreOfficeAvailable()) return [];
  return fontsMissingForPdf(fonts).map(
    (font) => `The font "${font}" is not installed on the server: PDF copies show another font in its place (the DOCX keeps "${font}"). Ask your administrator to install it, or use a font the server has.`,
  );
}

/** The job-details note for a PDF copy whose template fonts had no close match on this server (none when no PDF is made). */
export function pdfFontNotes(fonts: string[] | undefined, isPdfMade: boolean): string[] {
  if (!isPdfMade || !fonts?.length || !isLibreOfficeAvailable()) return [];
  const missing = fontsMissingForPdf(fonts);
  if (missing.length === 0) return [];
  const names = missing.map((font) => `"${font}"`).join(', ');
  return [
    `The PDF copy shows ${names} in a fallback font: the server has ${missing.length === 1 ? 'neither that font nor a close match' : 'neither those fonts nor close matches'}, so its lines may wrap differently. The DOCX keeps the template's fonts.`,
  ];
}
