import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** The English model shipped in @tesseract.js-data/eng: tesseract.js must never fetch one at run time. */
function langPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
}

export interface RasterImage {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/**
 * Encodes raw pixels as binary PNM (PGM/PPM), a format Leptonica inside tesseract reads natively,
 * so no image library or canvas is needed to hand PDF images to OCR.
 */
export function toPnm(image: RasterImage): Buffer {
  const { width, height, channels, data } = image;
  const isGrey = channels === 1;
  const header = Buffer.from(`P${isGrey ? 5 : 6}\n${width} ${height}\n255\n`, 'ascii');
  if (channels !== 4) return Buffer.concat([header, Buffer.from(data.buffer, data.byteOffset, width * height * channels)]);
  // Drop alpha, compositing onto white so transparent backgrounds do not turn black.
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0, j = 0; j < pixels.length; i += 4, j += 3) {
    const alpha = data[i + 3] / 255;
    pixels[j] = Math.round(data[i] * alpha + 255 * (1 - alpha));
    pixels[j + 1] = Math.round(data[i + 1] * alpha + 255 * (1 - alpha));
    pixels[j + 2] = Math.round(data[i + 2] * alpha + 255 * (1 - alpha));
  }
  return Buffer.concat([header, pixels]);
}

export interface OcrSession {
  recognize(image: Buffer): Promise<string>;
  close(): Promise<void>;
}

/** Starts a tesseract worker from local files only; close it when the document is done. */
export async function openOcrSession(): Promise<OcrSession> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: langPath(),
    gzip: true,
    // No cache: the model is read from node_modules each time, and nothing is written next to the app.
    cacheMethod: 'none',
    logger: () => undefined,
    errorHandler: () => undefined,
  });
  return {
    async recognize(image) {
      const result = await worker.recognize(image);
      return result.data.text;
    },
    async close() {
      await worker.terminate();
    },
  };
}
