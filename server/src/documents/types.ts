/** Where a line sits on the page; the extractor weighs contact details in headers/footers and keeps sidebars apart. */
export type LineRegion = 'body' | 'header' | 'footer' | 'sidebar' | 'table';

export type FileType = 'pdf' | 'docx' | 'doc' | 'txt';

/** One line of text in reading order, with whatever layout the format could tell us. */
export interface DocumentLine {
  text: string;
  /** 1-based page number; formats without pages (DOCX, DOC, TXT) report 1. */
  page: number;
  /** PDF only: left edge in points from the page's left side. */
  x?: number;
  /** PDF only: baseline in points from the page's top. */
  y?: number;
  fontSize?: number;
  bold?: boolean;
  region: LineRegion;
}

/** The text-with-layout shape every reader returns; the extractor never knows which format it came from. */
export interface DocumentText {
  format: FileType;
  lines: DocumentLine[];
  /** The lines joined with newlines, in reading order. */
  text: string;
  pages: number;
  /** true when (some of) the text came from OCR of page images. */
  ocr: boolean;
}

/** A reader turns the bytes of one format into DocumentText, or throws DocumentError. */
export type DocumentReader = (buffer: Buffer) => Promise<DocumentText>;
