/**
 * The typefaces Word templates use and the free fonts Debian ships in their place, for PDF copies made
 * with LibreOffice (docs/decisions/097-fonts-for-pdf-copies.md). LibreOffice asks fontconfig for a font
 * the machine lacks, and fontconfig alone turns Garamond, Georgia or Century Gothic into DejaVu, a much
 * wider face: long "Title, Company  Dates" lines then wrap and pages break elsewhere than in Word.
 *
 * - 'metric': same advance widths as the original (made for that purpose), so lines and pages break
 *   where Word breaks them;
 * - 'close': a similar design whose text runs within about 6 % of the original's width; lines may
 *   break a word earlier or later, the page keeps its look.
 * A font with neither is named on the job's details and on the template card.
 *
 * Candidates are in order of preference; the first one installed is used. The packages are installed by
 * .ci/run and named in docs/DEPLOYMENT.md.
 */
export type FontMatch = 'metric' | 'close';

export interface FontCandidate {
  family: string;
  match: FontMatch;
}

const metric = (...families: string[]) => families.map((family): FontCandidate => ({ family, match: 'metric' }));
const close = (...families: string[]) => families.map((family): FontCandidate => ({ family, match: 'close' }));

const SANS = metric('Liberation Sans', 'Arimo', 'Nimbus Sans', 'TeX Gyre Heros');
const SERIF = metric('Liberation Serif', 'Tinos', 'Nimbus Roman', 'TeX Gyre Termes');
const MONO = metric('Liberation Mono', 'Cousine', 'Nimbus Mono PS', 'TeX Gyre Cursor');
const PALATINO = metric('P052', 'TeX Gyre Pagella');

/**
 * Template font (lower-case) → replacements. The 'close' choices were picked by the width of a line of
 * CV text (decision 097): Georgia (measured through Gelasio, its metric twin) 99.4 em, P052 99.2,
 * Century Schoolbook (C059) 104.3, DejaVu Serif 115.2.
 */
const FONT_MAP: Record<string, FontCandidate[]> = {
  calibri: metric('Carlito'),
  'calibri light': metric('Carlito'),
  cambria: metric('Caladea'),
  arial: SANS,
  helvetica: SANS,
  'arial mt': SANS,
  'helvetica neue': close('Liberation Sans', 'Nimbus Sans'),
  'arial narrow': metric('Liberation Sans Narrow', 'Nimbus Sans Narrow'),
  'times new roman': SERIF,
  times: SERIF,
  'courier new': MONO,
  courier: MONO,
  palatino: PALATINO,
  'palatino linotype': PALATINO,
  // Book Antiqua was drawn on Palatino's widths.
  'book antiqua': PALATINO,
  'bookman old style': metric('URW Bookman', 'TeX Gyre Bonum'),
  bookman: metric('URW Bookman', 'TeX Gyre Bonum'),
  'century schoolbook': metric('C059', 'TeX Gyre Schola'),
  // Century Gothic was drawn on ITC Avant Garde Gothic's widths, which URW Gothic shares.
  'century gothic': metric('URW Gothic', 'TeX Gyre Adventor'),
  'itc avant garde gothic': metric('URW Gothic', 'TeX Gyre Adventor'),
  // Gelasio is Georgia's metric twin (not packaged by Debian 12; used when an administrator installs it).
  // Palatino's widths are within 0.2 % of Georgia's on CV text; Century Schoolbook's 5 % wider.
  georgia: [...metric('Gelasio'), ...close('P052', 'TeX Gyre Pagella', 'C059')],
  garamond: close('EB Garamond 12', 'EB Garamond'),
  'adobe garamond pro': close('EB Garamond 12', 'EB Garamond'),
  'garamond premier pro': close('EB Garamond 12', 'EB Garamond'),
  'monotype garamond': close('EB Garamond 12', 'EB Garamond'),
  // Verdana and Tahoma share Bitstream Vera's (DejaVu's) proportions; Tahoma is the narrow one.
  verdana: close('DejaVu Sans'),
  tahoma: close('DejaVu Sans Condensed'),
  'segoe ui': close('Open Sans', 'Lato'),
  candara: close('Open Sans', 'Lato'),
  corbel: close('Lato', 'Open Sans'),
  constantia: close('Caladea', 'P052'),
  'franklin gothic': close('Liberation Sans Narrow', 'Nimbus Sans Narrow'),
  'franklin gothic book': close('Liberation Sans Narrow', 'Nimbus Sans Narrow'),
  'gill sans': close('Gillius ADF'),
  'gill sans mt': close('Gillius ADF'),
  'trebuchet ms': close('DejaVu Sans Condensed'),
  // Free fonts templates name: the Debian package ships the font itself.
  lato: metric('Lato'),
  'open sans': metric('Open Sans'),
  roboto: metric('Roboto'),
  'eb garamond': metric('EB Garamond 12', 'EB Garamond'),
};

function key(font: string): string {
  return font.trim().replace(/\s+/g, ' ').toLowerCase();
}

export type FontResolution =
  | { font: string; kind: 'installed' }
  | { font: string; kind: FontMatch; substitute: string }
  | { font: string; kind: 'none' };

/** What a PDF copy shows for `font` on a machine with the `installed` families (lower-cased). */
export function resolveFont(font: string, installed: Set<string>): FontResolution {
  const name = key(font);
  if (installed.has(name)) return { font, kind: 'installed' };
  const candidate = FONT_MAP[name]?.find((c) => installed.has(c.family.toLowerCase()));
  return candidate ? { font, kind: candidate.match, substitute: candidate.family } : { font, kind: 'none' };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A fontconfig configuration: the system's, plus the map as aliases. `accept` puts the replacements
 * right after the named family, so a machine that has the real font still uses it, and the replacements
 * come before the generic fallbacks fontconfig would otherwise choose (DejaVu).
 */
export function fontconfigWithMap(systemConfig = '/etc/fonts/fonts.conf'): string {
  const aliases = Object.entries(FONT_MAP).map(([font, candidates]) => {
    const families = candidates.map((c) => `<family>${escapeXml(c.family)}</family>`).join('');
    // fontconfig compares family names case-insensitively.
    return `  <alias binding="same"><family>${escapeXml(font)}</family><accept>${families}</accept></alias>`;
  });
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <include ignore_missing="yes">${escapeXml(systemConfig)}</include>`,
    ...aliases,
    '</fontconfig>',
    '',
  ].join('\n');
}
