import {
  PDFDocument, PDFName, StandardFonts, TextRenderingMode, beginText, clip, concatTransformationMatrix, drawObject, endPath, endText,
  moveText, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingRgbColor, setFontAndSize, setTextRenderingMode, showText,
  type PDFFont, type PDFPage,
} from 'pdf-lib';

/** One thing painted on a test page, in PDF units (y up, page 595 × 842). */
export type Paint =
  | { kind: 'text'; text: string; x: number; y: number; size?: number; colour?: [number, number, number]; invisible?: boolean }
  | { kind: 'box'; x: number; y: number; width: number; height: number; colour: [number, number, number] }
  | { kind: 'image'; x: number; y: number; width: number; height: number }
  | { kind: 'clip'; x: number; y: number; width: number; height: number; inside: Paint[] };

/**
 * A one-page PDF painted in order: text in a fill colour or invisible (render mode 3, as an OCR layer is),
 * filled boxes, a grey image, and text inside a clipping rectangle.
 */
export async function writePaintedPdf(paints: Paint[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const fontName = page.node.newFontDictionary('F0', font.ref);
  let images = 0;
  const draw = (item: Paint) => {
    switch (item.kind) {
      case 'text':
        drawText(page, font, fontName.asString(), item);
        break;
      case 'box':
        page.drawRectangle({ x: item.x, y: item.y, width: item.width, height: item.height, color: rgb(...item.colour) });
        break;
      case 'image': {
        const name = `Im${++images}`;
        const pixels = pdf.context.flateStream(new Uint8Array(64 * 64).fill(90), {
          Type: 'XObject', Subtype: 'Image', Width: 64, Height: 64, ColorSpace: 'DeviceGray', BitsPerComponent: 8,
        });
        page.node.setXObject(PDFName.of(name), pdf.context.register(pixels));
        page.pushOperators(pushGraphicsState(), concatTransformationMatrix(item.width, 0, 0, item.height, item.x, item.y), drawObject(name), popGraphicsState());
        break;
      }
      case 'clip':
        page.pushOperators(pushGraphicsState(), rectangle(item.x, item.y, item.width, item.height), clip(), endPath());
        item.inside.forEach(draw);
        page.pushOperators(popGraphicsState());
        break;
    }
  };
  paints.forEach(draw);
  return Buffer.from(await pdf.save());
}

function drawText(page: PDFPage, font: PDFFont, fontName: string, item: Extract<Paint, { kind: 'text' }>): void {
  const [r, g, b] = item.colour ?? [0, 0, 0];
  page.pushOperators(
    beginText(),
    setFontAndSize(fontName.replace(/^\//, ''), item.size ?? 11),
    setFillingRgbColor(r, g, b),
    setTextRenderingMode(item.invisible ? TextRenderingMode.Invisible : TextRenderingMode.Fill),
    moveText(item.x, item.y),
    showText(font.encodeText(item.text)),
    endText(),
  );
}
