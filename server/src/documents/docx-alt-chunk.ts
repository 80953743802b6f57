import { manualBulletMarker } from './bullet-marker';
import { decodeWindows1252 } from './txt-reader';
import { decodeXmlEntities } from './xml-guard';
import type { BlockKind, DocumentLine, LineRegion } from './types';

/**
 * Word's "alternative format chunks" (w:altChunk): a part of the document written in another format (HTML,
 * a web archive, plain text) that Word renders in place. HTML-to-Word converters (html-docx-js and the
 * resume builders that use it) put a whole CV in one such chunk, so a reader of w:p alone finds nothing.
 * The chunk is read here as lines with blocks, the way the rest of the document is.
 */

/** Lines read from all of a document's chunks together: past this, the rest is left out. */
export const MAX_CHUNK_LINES = 20_000;

/** The HTML of a web archive (MHT: a MIME message whose text/html part is the page), or null. */
export function mhtToHtml(mht: string): string | null {
  const boundary = /boundary\s*=\s*"?([^";\r\n]+)"?/i.exec(mht)?.[1];
  const parts = boundary ? mht.split(`--${boundary}`) : [mht];
  for (const part of parts) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const headers = part.slice(0, split.index);
    if (!/content-type:\s*text\/html/i.test(headers)) continue;
    const body = part.slice(split.index + split[0].length);
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    const charset = /charset\s*=\s*"?([\w-]+)/i.exec(headers)?.[1]?.toLowerCase() ?? 'utf-8';
    const bytes =
      encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : encoding === 'quoted-printable' ? quotedPrintable(body) : Buffer.from(body, 'latin1');
    return decodeCharset(bytes, charset);
  }
  return null;
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    const hex = source[i] === '=' ? /^[0-9a-f]{2}$/i.exec(source.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(source.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

export function decodeCharset(bytes: Uint8Array, charset: string): string {
  if (/^(?:windows-1252|cp1252|iso-8859-1|latin-?1|us-ascii)$/i.test(charset)) return decodeWindows1252(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** Elements that end a line of text (a paragraph, a heading, a list item, a row). */
const BLOCK = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'tr', 'table', 'section', 'article', 'header', 'footer', 'blockquote', 'dd', 'dt', 'dl', 'pre', 'address', 'hr', 'br', 'body', 'aside', 'main', 'nav', 'figure', 'figcaption']);
/** Elements whose content is no text of the page. */
const HIDDEN = new Set(['head', 'style', 'script', 'title', 'template', 'noscript', 'xml']);
const BOLD = new Set(['b', 'strong']);
/** The named character references CVs use that XML does not know (&amp; and its kin are decoded with numeric ones). */
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0', ndash: '–', mdash: '—', bull: '•', middot: '·', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“',
  laquo: '«', raquo: '»', copy: '©', reg: '®', trade: '™', euro: '€', pound: '£', deg: '°', times: '×', rarr: '→', larr: '←',
  aacute: 'á', agrave: 'à', acirc: 'â', atilde: 'ã', auml: 'ä', aring: 'å', aelig: 'æ', ccedil: 'ç', eacute: 'é', egrave: 'è',
  ecirc: 'ê', euml: 'ë', iacute: 'í', igrave: 'ì', icirc: 'î', iuml: 'ï', ntilde: 'ñ', oacute: 'ó', ograve: 'ò', ocirc: 'ô',
  otilde: 'õ', ouml: 'ö', oslash: 'ø', uacute: 'ú', ugrave: 'ù', ucirc: 'û', uuml: 'ü', yacute: 'ý', szlig: 'ß',
  Aacute: 'Á', Agrave: 'À', Acirc: 'Â', Atilde: 'Ã', Auml: 'Ä', Aring: 'Å', Ccedil: 'Ç', Eacute: 'É', Egrave: 'È', Ecirc: 'Ê',
  Iacute: 'Í', Ntilde: 'Ñ', Oacute: 'Ó', Ocirc: 'Ô', Otilde: 'Õ', Ouml: 'Ö', Oslash: 'Ø', Uacute: 'Ú', Uuml: 'Ü',
};

function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return decodeXmlEntities(text.replace(/&([a-zA-Z]+);/g, (whole, name: string) => HTML_ENTITIES[name] ?? whole));
}
const TAG = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[!?][^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;

interface OpenLine {
  text: string;
  chars: number;
  boldChars: number;
  kind?: BlockKind;
}

/**
 * An HTML page as lines in reading order: a paragraph, a heading (h1–h6), a list item ("• " before its text)
 * or a table row (cells joined by tabs; a layout row that holds whole columns, cell by cell) each a block.
 * Text in the head, styles and scripts is no text of the page. Linear in the page.
 */
export function htmlToLines(html: string, region: LineRegion, nextBlock: () => number, maxLines = MAX_CHUNK_LINES): DocumentLine[] {
  const out: DocumentLine[] = [];
  /** Where lines go: the document, or the cell being read (a row's cells are joined when it ends). */
  const sinks: DocumentLine[][] = [out];
  const rows: DocumentLine[][][] = [];
  let line: OpenLine = { text: '', chars: 0, boldChars: 0 };
  let hidden = 0;
  let bold = 0;
  let pre = 0;
  const flush = () => {
    const text = line.text.replace(/[ \t\u00a0]+/g, ' ').trim();
    if (text && out.length + sinks.length < maxLines) {
      const kind = line.kind ?? (manualBulletMarker(text) ? 'bullet' : undefined);
      const written = line.kind === 'bullet' && !manualBulletMarker(text) ? `• ${text}` : text;
      const bolded = line.kind === 'heading' || (line.chars > 0 && line.boldChars >= line.chars * 0.6);
      sinks[sinks.length - 1].push({ text: written, page: 1, region, block: nextBlock(), ...(kind ? { kind } : {}), ...(bolded ? { bold: true } : {}) });
    }
    line = { text: '', chars: 0, boldChars: 0 };
  };
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const [, closing, rawName, , text] = match;
    if (text !== undefined) {
      if (hidden) continue;
      const decoded = decodeHtmlEntities(pre ? text : text.replace(/\s+/g, ' '));
      const visible = decoded.replace(/\s/g, '').length;
      line.text += decoded;
      line.chars += visible;
      if (bold) line.boldChars += visible;
      continue;
    }
    if (!rawName) continue;
    const name = rawName.toLowerCase().replace(/^\w+:/, '');
    const selfClosing = match[0].endsWith('/>');
    if (HIDDEN.has(name)) {
      if (!selfClosing) hidden = Math.max(0, hidden + (closing ? -1 : 1));
      continue;
    }
    if (hidden) continue;
    if (BOLD.has(name)) {
      bold = Math.max(0, bold + (closing ? -1 : 1));
      continue;
    }
    if (name === 'pre') pre = Math.max(0, pre + (closing ? -1 : 1));
    if (name === 'td' || name === 'th') {
      flush();
      if (!closing) sinks.push([]);
      else if (sinks.length > 1) rows[rows.length - 1]?.push(sinks.pop()!);
      continue;
    }
    if (name === 'tr') {
      flush();
      if (!closing) rows.push([]);
      else {
        const row = rows.pop();
        if (row) emitRow(row, sinks[sinks.length - 1], region, nextBlock);
      }
      continue;
    }
    if (BLOCK.has(name)) {
      flush();
      if (!closing && !selfClosing) {
        if (name === 'li') line.kind = 'bullet';
        else if (/^h[1-6]$/.test(name)) line.kind = 'heading';
      }
    }
  }
  flush();
  return out;
}

/** A table row: a layout row (a cell holding a column of lines) cell by cell, else one line of tab-separated cells. */
function emitRow(cells: DocumentLine[][], sink: DocumentLine[], region: LineRegion, nextBlock: () => number): void {
  const filled = cells.filter((cell) => cell.length);
  if (filled.length <= 1 || filled.some((cell) => cell.length > 2)) {
    for (const cell of filled) sink.push(...cell);
    return;
  }
  const height = Math.max(...filled.map((cell) => cell.length));
  for (let i = 0; i < height; i++) {
    const own = filled.map((cell) => cell[i]).filter((line): line is DocumentLine => line !== undefined);
    if (own.length === 1) sink.push(own[0]);
    else if (own.length) sink.push({ text: own.map((cell) => cell.text).join('\t'), page: 1, region: region === 'body' ? 'table' : region, block: nextBlock(), kind: 'row', ...(own.every((cell) => cell.bold) ? { bold: true } : {}) });
  }
}

/** Plain text in a chunk: one line a line. */
export function plainTextToLines(text: string, region: LineRegion, nextBlock: () => number, maxLines = MAX_CHUNK_LINES): DocumentLine[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, maxLines)
    .map((line) => ({ text: line, page: 1, region, block: nextBlock(), ...(manualBulletMarker(line) ? { kind: 'bullet' as const } : {}) }));
}
