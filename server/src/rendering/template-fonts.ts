import { parsePackagePart, type DocxPackage } from './docx-package';
import { findAll, firstChild, type XmlDocument } from './xml-tree';

interface ThemeFonts {
  major: string | null;
  minor: string | null;
}

function readThemeFonts(pkg: DocxPackage): ThemeFonts {
  const themePart = pkg.relationshipsOf(pkg.mainDocument).find((r) => r.type.endsWith('/theme'))?.target;
  const theme = themePart ? parsePackagePart(pkg, themePart) : null;
  const latinOf = (name: string) => {
    const font = theme ? findAll(theme.root, name)[0] : undefined;
    const latin = font ? firstChild(font, 'a:latin') : undefined;
    return latin?.attrs.typeface || null;
  };
  return { major: latinOf('a:majorFont'), minor: latinOf('a:minorFont') };
}

/**
 * Latin fonts the template uses, default font first: docDefaults and styles, then direct run
 * formatting. Theme references (asciiTheme="minorHAnsi") are resolved to the theme's typeface.
 * Complex-script and East-Asian slots are left out: Word fills them by default and they are not
 * what a recruiter means by "the template's fonts".
 */
export function collectFonts(pkg: DocxPackage, contentDocs: Map<string, XmlDocument>): string[] {
  const theme = readThemeFonts(pkg);
  const fonts = new Set<string>();
  const addFrom = (doc: XmlDocument) => {
    for (const rFonts of findAll(doc.root, 'w:rFonts')) {
      for (const slot of ['w:ascii', 'w:hAnsi'] as const) {
        const name = rFonts.attrs[slot]?.trim();
        if (name) fonts.add(name);
      }
      for (const slot of ['w:asciiTheme', 'w:hAnsiTheme'] as const) {
        const ref = rFonts.attrs[slot];
        const name = ref?.startsWith('major') ? theme.major : ref?.startsWith('minor') ? theme.minor : null;
        if (name) fonts.add(name);
      }
    }
  };
  const stylesPart = pkg.relationshipsOf(pkg.mainDocument).find((r) => r.type.endsWith('/styles'))?.target;
  const styles = stylesPart ? parsePackagePart(pkg, stylesPart) : null;
  if (styles) addFrom(styles);
  for (const doc of contentDocs.values()) addFrom(doc);
  // A document with no font anywhere shows in the theme's body font.
  if (fonts.size === 0 && theme.minor) fonts.add(theme.minor);
  return [...fonts];
}
