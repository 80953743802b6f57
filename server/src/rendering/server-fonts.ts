import { execFileSync } from 'node:child_process';
import { isLibreOfficeAvailable } from './libreoffice';

/**
 * Word's usual fonts and the metric-compatible families Debian ships for them (fonts-crosextra-carlito,
 * fonts-crosextra-caladea, fonts-liberation): same character widths, so a PDF copy breaks lines and
 * pages where Word does. docs/DEPLOYMENT.md names the packages; .ci/run installs them.
 */
const METRIC_COMPATIBLE: Record<string, string> = {
  calibri: 'Carlito',
  cambria: 'Caladea',
  arial: 'Liberation Sans',
  helvetica: 'Liberation Sans',
  'times new roman': 'Liberation Serif',
  times: 'Liberation Serif',
  'courier new': 'Liberation Mono',
  courier: 'Liberation Mono',
  'arial narrow': 'Liberation Sans Narrow',
};

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

/** Fonts of a template that PDF copies made on this server would show in another font, with the reason. */
export function fontsMissingForPdf(fonts: string[], installed: Set<string> | null = installedFontFamilies()): string[] {
  if (!installed) return [];
  return fonts.filter((font) => {
    const key = font.trim().toLowerCase();
    if (installed.has(key)) return false;
    const substitute = METRIC_COMPATIBLE[key];
    return !(substitute && installed.has(substitute.toLowerCase()));
  });
}

/** Template-card warnings for fonts the server's PDF copies cannot show; none when this server makes no PDFs. */
export function missingFontWarnings(fonts: string[]): string[] {
  if (!isLibreOfficeAvailable()) return [];
  return fontsMissingForPdf(fonts).map(
    (font) => `The font "${font}" is not installed on the server: PDF copies show another font in its place (the DOCX keeps "${font}"). Ask your administrator to install it, or use a font the server has.`,
  );
}
