import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Block, DocModel } from './doc-model';

const WIDTH = 595;
const HEIGHT = 842;
const TOP = 60;
const BOTTOM = 60;

interface Column {
  x: number;
  width: number;
}

interface Cursor {
  page: PDFPage;
  y: number;
}

/** A PDF built with pdf-lib: single column or sidebar left/right, tables, running header and footer. */
export async function writePdf(model: DocModel): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pages: PDFPage[] = [];
  const addPage = () => {
    const page = pdf.addPage([WIDTH, HEIGHT]);
    pages.push(page);
    return page;
  };
  const first = addPage();

  let main: Column = { x: 50, width: 495 };
  let side: Column | null = null;
  if (model.sidebarSide === 'left') {
    side = { x: 36, width: 150 };
    main = { x: 215, width: 345 };
  } else if (model.sidebarSide === 'right') {
    main = { x: 40, width: 340 };
    side = { x: 410, width: 150 };
  }

  if (side) {
    first.drawRectangle({ x: side.x - 8, y: 0, width: side.width + 16, height: HEIGHT, color: rgb(0.93, 0.94, 0.96) });
    draw(model.sidebar, side, { page: first, y: HEIGHT - TOP }, regular, bold, () => first);
  }
  let cursor: Cursor = { page: first, y: HEIGHT - TOP };
  cursor = draw(model.main, main, cursor, regular, bold, () => addPage());
  void cursor;

  for (const page of pages) {
    model.header.forEach((line, i) => page.drawText(fit(line, regular, 8.5, 520), { x: 40, y: HEIGHT - 24 - i * 11, size: 8.5, font: regular }));
    model.footer.forEach((line, i) => page.drawText(fit(line, regular, 8.5, 520), { x: 40, y: 18 + (model.footer.length - 1 - i) * 11, size: 8.5, font: regular }));
  }
  return Buffer.from(await pdf.save());
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let out = text;
  while (out.length > 4 && font.widthOfTextAtSize(out, size) > width) out = out.slice(0, -1);
  return out;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function draw(blocks: Block[], column: Column, start: Cursor, regular: PDFFont, bold: PDFFont, newPage: () => PDFPage): Cursor {
  let { page, y } = start;
  const need = (height: number) => {
    if (y - height < BOTTOM) {
      page = newPage();
      y = HEIGHT - TOP;
    }
  };
  const text = (value: string, x: number, size: number, font: PDFFont, width: number) => {
    for (const line of wrap(value, font, size, width)) {
      need(size + 3);
      page.drawText(line, { x, y: y - size, size, font });
      y -= size + 3.5;
    }
  };
  for (const block of blocks) {
    switch (block.kind) {
      case 'name':
        text(block.text, column.x, 20, bold, column.width);
        y -= 4;
        break;
      case 'subtitle':
        text(block.text, column.x, 12, regular, column.width);
        break;
      case 'heading':
        y -= 8;
        need(30);
        text(block.text.toUpperCase(), column.x, 11.5, bold, column.width);
        y -= 3;
        break;
      case 'text':
        text(block.text, column.x, 10, block.bold ? bold : regular, column.width);
        break;
      case 'bullet': {
        need(14);
        page.drawText('•', { x: column.x + 2, y: y - 10, size: 10, font: regular });
        text(block.text, column.x + 12, 10, regular, column.width - 12);
        break;
      }
      case 'row': {
        // The first cell is a narrow label/date column when there are two cells; equal widths otherwise.
        const widths = block.cells.length === 2 ? (block.narrowLast ? [column.width - 130, 120] : [120, column.width - 130]) : block.cells.map(() => column.width / block.cells.length - 8);
        need(14);
        const top = y;
        let lowest = y;
        let x = column.x;
        block.cells.forEach((cell, i) => {
          y = top;
          text(cell, x, 10, i === (block.narrowLast ? 1 : 0) && block.cells.length === 2 ? bold : regular, widths[i]);
          lowest = Math.min(lowest, y);
          x += widths[i] + 10;
        });
        y = lowest;
        break;
      }
      case 'gap':
        y -= 6;
        break;
    }
  }
  return { page, y };
}
