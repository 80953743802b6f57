/**
 * The prefixes Word documents are read by. XML binds a prefix to a namespace by declaration, so a document
 * may name WordprocessingML "ns0:" (a script that re-saved it with ElementTree), make it the default namespace
 * (no prefix at all), or use the Strict OOXML namespace: Word and LibreOffice read them all the same. The walk
 * reads elements by their usual prefixes ("w:p", "mc:Fallback"), so a part is first rewritten to use them.
 */
const CANONICAL: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'urn:schemas-microsoft-com:vml': 'v',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
};

const DECLARATION = /\sxmlns(?::([\w.-]+))?\s*=\s*["']([^"']+)["']/g;

/** `xml` with the namespaces the walk reads under their usual prefixes; the text itself when it uses them already. */
export function withCanonicalPrefixes(xml: string): string {
  const renames = new Map<string, string>();
  for (const match of xml.matchAll(DECLARATION)) {
    const canonical = CANONICAL[match[2]];
    const prefix = match[1] ?? '';
    if (canonical && prefix !== canonical && !renames.has(prefix)) renames.set(prefix, canonical);
  }
  if (renames.size === 0) return xml;
  const defaultTo = renames.get('');
  const prefixed = [...renames.keys()].filter(Boolean);
  const prefixPattern = prefixed.length ? new RegExp(`(<\\/?|\\s)(${prefixed.map(escape).join('|')}):(?=[A-Za-z_])`, 'g') : null;
  // Only inside tags: the text between them is the candidate's and stays as written.
  return xml.replace(/<[^!?][^>]*>/g, (tag) => {
    let out = prefixPattern ? tag.replace(prefixPattern, (_, lead: string, prefix: string) => `${lead}${renames.get(prefix)}:`) : tag;
    if (defaultTo) out = out.replace(/^<(\/?)([A-Za-z_][\w.-]*)(?=[\s/>])/, `<$1${defaultTo}:$2`);
    return out;
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
