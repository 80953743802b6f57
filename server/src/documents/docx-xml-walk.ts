import { decodeXmlEntities } from './xml-guard';
import type { DocumentLine, LineRegion } from './types';

/** Elements whose content is never visible text, or is a duplicate (mc:Fallback repeats mc:Choice). */
const SKIPPED = new Set(['mc:Fallback', 'w:delText', 'w:instrText', 'w:rPrChange', 'w:pPrChange', 'v:textpath']);

interface Paragraph {
  text: string;
  boldChars: number;
  chars: number;
  fontSize: number;
  isListItem: boolean;
  isHeadingStyle: boolean;
}

interface TableState {
  rows: DocumentLine[][][];
  /** Declared cell widths (twentieths of a point) per row, to tell a sidebar cell from the main one. */
  widths: number[][];
}

const TAG = /<(\/?)([A-Za-z_][\w.-]*:?[\w.-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|([^<]+)/g;

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`${name}="([^"]*)"`).exec(attrs);
  return match ? match[1] : null;
}

/**
 * Walks one WordprocessingML part (document, header, footer) and returns its paragraphs as lines:
 * body paragraphs, table rows (cells joined by tabs, or cell by cell when a cell holds a whole
 * column of text, as in two-column layout tables) and text boxes where they are anchored.
 */
export function walkWordXml(xml: string, region: LineRegion): DocumentLine[] {
  const out: DocumentLine[] = [];
  const sinks: DocumentLine[][] = [out];
  const paragraphs: Paragraph[] = [];
  const tables: TableState[] = [];
  const regions: LineRegion[] = [region];
  let skipDepth = 0;
  let inRunProps = false;
  let inParaProps = false;
  let runBold = false;
  let runSize = 0;
  let isInTextElement = false;

  const current = () => paragraphs[paragraphs.length - 1];
  const append = (text: string) => {
    const p = current();
    if (!p) return;
    p.text += text;
    const visible = text.replace(/\s/g, '').length;
    p.chars += visible;
    if (runBold) p.boldChars += visible;
    if (runSize > p.fontSize) p.fontSize = runSize;
  };

  TAG.lastIndex = 0;
  for (let match = TAG.exec(xml); match; match = TAG.exec(xml)) {
    const [, closing, name, attrs, selfClosing, text] = match;
    if (text !== undefined) {
      if (skipDepth === 0 && current() && isInTextElement) append(decodeXmlEntities(text));
      continue;
    }
    if (!name) continue;
    if (SKIPPED.has(name)) {
      if (!selfClosing) skipDepth += closing ? -1 : 1;
      continue;
    }
    if (skipDepth > 0) continue;

    if (closing) {
      switch (name) {
        case 'w:t':
          isInTextElement = false;
          break;
        case 'w:rPr':
          inRunProps = false;
          break;
        case 'w:pPr':
          inParaProps = false;
          break;
        case 'w:p': {
          const p = paragraphs.pop();
          if (p) emitParagraph(p, sinks[sinks.length - 1], regions[regions.length - 1]);
          break;
        }
        case 'w:tc': {
          const cell = sinks.pop() ?? [];
          const table = tables[tables.length - 1];
          table?.rows[table.rows.length - 1]?.push(cell);
          break;
        }
        case 'w:tbl': {
          const table = tables.pop();
          if (table) emitTable(table, sinks[sinks.length - 1]);
          regions.pop();
          break;
        }
        case 'w:txbxContent':
          regions.pop();
          break;
      }
      continue;
    }

    switch (name) {
      case 'w:p':
        if (!selfClosing) {
          paragraphs.push({ text: '', boldChars: 0, chars: 0, fontSize: 0, isListItem: false, isHeadingStyle: false });
        } else {
          sinks[sinks.length - 1].push({ text: '', page: 1, region: regions[regions.length - 1] });
        }
        break;
      case 'w:pPr':
        if (!selfClosing) inParaProps = true;
        break;
      case 'w:numPr':
        if (inParaProps && current()) current().isListItem = true;
        break;
      case 'w:pStyle':
        if (inParaProps && current() && /^(Heading|Title|berschrift|Titre|Ttulo)/i.test(attribute(attrs, 'w:val') ?? '')) {
          current().isHeadingStyle = true;
        }
        break;
      case 'w:r':
        runBold = false;
        runSize = 0;
        break;
      case 'w:rPr':
        if (!selfClosing) inRunProps = true;
        break;
      case 'w:b':
        if (inRunProps) runBold = !/^(0|false|off)$/i.test(attribute(attrs, 'w:val') ?? 'true');
        break;
      case 'w:sz':
        if (inRunProps) runSize = Number(attribute(attrs, 'w:val') ?? 0) / 2;
        break;
      case 'w:t':
        if (!selfClosing) isInTextElement = true;
        break;
      case 'w:tab':
        // A w:tab inside w:tabs (paragraph properties) is a tab stop definition, not a character.
        if (!inParaProps) append('\t');
        break;
      case 'w:br':
      case 'w:cr':
        if (attribute(attrs, 'w:type') !== 'page') append('\n');
        break;
      case 'w:noBreakHyphen':
        append('-');
        break;
      case 'w:tbl':
        tables.push({ rows: [], widths: [] });
        regions.push('table');
        break;
      case 'w:tr':
        tables[tables.length - 1]?.rows.push([]);
        tables[tables.length - 1]?.widths.push([]);
        break;
      case 'w:tc':
        sinks.push([]);
        break;
      case 'w:tcW': {
        const table = tables[tables.length - 1];
        if (table && !inParaProps) table.widths[table.widths.length - 1]?.push(Number(attribute(attrs, 'w:w') ?? 0));
        break;
      }
      case 'w:txbxContent':
        // Text boxes sit outside the main flow: in CVs they are nearly always a sidebar.
        regions.push(region === 'body' ? 'sidebar' : region);
        break;
    }
  }
  return out;
}

function emitParagraph(p: Paragraph, sink: DocumentLine[], region: LineRegion): void {
  const bold = p.chars > 0 && (p.boldChars >= p.chars * 0.6 || p.isHeadingStyle);
  const parts = p.text.split('\n');
  parts.forEach((part, index) => {
    const text = p.isListItem && index === 0 && part.trim() ? `• ${part}` : part;
    sink.push({ text, page: 1, region, bold, ...(p.fontSize ? { fontSize: p.fontSize } : {}) });
  });
}

function emitTable(table: TableState, sink: DocumentLine[]): void {
  table.rows.forEach((row, rowIndex) => {
    const cells = row.map((cell) => cell.filter((line) => line.text.trim()));
    const widths = table.widths[rowIndex] ?? [];
    // A layout table holds whole columns of text in a cell: read it cell by cell, or its lines interleave.
    const isLayoutRow = cells.some((cell) => cell.length > 2);
    if (isLayoutRow) {
      // In a two-cell layout row the clearly narrower cell is a sidebar.
      const narrowest = cells.length === 2 && widths.length === 2 && Math.min(...widths) < Math.max(...widths) * 0.7 ? widths.indexOf(Math.min(...widths)) : -1;
      cells.forEach((cell, cellIndex) => {
        const region: LineRegion = cellIndex === narrowest ? 'sidebar' : 'body';
        sink.push(...cell.map((line) => (line.region === 'table' ? { ...line, region } : line)));
      });
      return;
    }
    const height = Math.max(0, ...cells.map((cell) => cell.length));
    for (let i = 0; i < height; i++) {
      const parts = cells.map((cell) => cell[i]?.text.trim() ?? '').filter(Boolean);
      if (parts.length === 0) continue;
      const bold = cells.every((cell) => !cell[i] || cell[i].bold);
      sink.push({ text: parts.join('\t'), page: 1, region: 'table', bold });
    }
  });
}
