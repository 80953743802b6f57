/** Bounds on PDF work: a CV has a handful of pages; these stop hostile or absurd files early. */
export const PDF_LIMITS = {
  maxPages: 40,
  /** Wall-clock budget for reading text from all pages. */
  textTimeoutMs: 15_000,
  maxOcrPages: 8,
  ocrTimeoutMs: 90_000,
  /** Pages with fewer visible characters than this are treated as scanned images. */
  minTextCharsPerPage: 20,
  /** Images smaller than this (icons, logos, rules) are not worth OCR. */
  minOcrImageSide: 200,
  maxOcrImagePixels: 40_000_000,
};
