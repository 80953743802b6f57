/** Where a line sits on the page; the extractor weighs contact details in headers/footers and keeps sidebars apart. */
export type LineRegion = 'body' | 'header' | 'footer' | 'sidebar' | 'table';

export type FileType = 'pdf' | 'docx' | 'doc' | 'txt';

/**
 * What a block is on the page: a heading, a paragraph, one bullet (list) item, or a table row whose
 * cells the line's tabs separate. Readers that cannot tell leave it to `paragraph`.
 */
/** 'rule': a line drawn with characters ('-----', '═════'): a divider of the page, never content. */
export type BlockKind = 'heading' | 'paragraph' | 'bullet' | 'row' | 'rule';

/** One line of text in reading order, with whatever layout the format could tell us. */
export interface DocumentLine {
  text: string;
  /** 1-based page number; formats without pages (DOCX, DOC, TXT) report 1. */
  page: number;
  /** PDF only: left edge in points from the page's left side. */
  x?: number;
  /** PDF only: baseline in points from the page's top. */
  y?: number;
  /** PDF only: the width of the line's text in points (x + width is its right edge). */
  width?: number;
  fontSize?: number;
  bold?: boolean;
  italic?: boolean;
  /** A colour other than black, as 6 hex digits ("1f4e79"); absent for black or unknown. */
  colour?: string;
  region: LineRegion;
  /**
   * The block (paragraph, bullet item, heading, table row) this line belongs to: consecutive lines with
   * the same number are one block, its wrapped lines. Absent: the line is a block of its own.
   */
  block?: number;
  /** The kind of the line's block, set on its lines by the reader when the format says it. */
  kind?: BlockKind;
  /** 0-based column of the page the line was read from (0 = the main or only column). */
  column?: number;
  /** List level of a bullet (0 = top), when the format states it (DOCX numbering). */
  level?: number;
  /** The paragraph style's name when the format has styles ("Heading 1", "List Bullet"). */
  style?: string;
  /**
   * PDF only: a line of a column of labels, each level with the first line of what it labels ("Communication
   * skills" beside its paragraph, as Europass sets a CV): it heads what follows, unless it is a value itself.
   */
  label?: boolean;
  /** PDF only: a row of cells (tabs between them): where its second cell begins, in points from the page's left side. */
  splitX?: number;
  /**
   * The words the line opens with when the rest of it is set in another weight or slant, parted at a word boundary
   * ("Senior Data Analyst" in bold before "Northwind Traders" in regular type): the page shows two fields where the
   * text has only a space between them. Absent when the line keeps one look, or changes it inside a word.
   */
  lead?: string;
  /**
   * PDF only: set letter by letter ("S A M I R A  H A D I D"); the reader gives its text with each word's
   * letters closed up ("SAMIRA HADID"), and this keeps the look.
   */
  letterSpaced?: boolean;
}

/** Typography relative to the document's body text: what sets a heading apart from what it heads. */
export interface BlockTypography {
  /** Font size over the body text's size (1 = body text; 1.3 = 30% larger). Absent when unknown. */
  sizeRatio?: number;
  bold: boolean;
  italic: boolean;
  /** Written in capitals (at least two letters, none lower case). */
  caps: boolean;
  /** Letters separated by spaces ("E X P E R I E N C E"). */
  letterSpaced: boolean;
  /** A colour other than black (6 hex digits), when the format says. */
  colour?: string;
}

/** A rectangle on a page in points, top-left origin. */
export interface BlockBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One block of the document in reading order: its wrapped lines joined (a hyphen at a line's end
 * repaired), where it was read (page, column, box) and how it looks. Built from the lines by
 * `buildBlocks` (documents/blocks.ts), the one place blocks are made, so every reader agrees.
 */
export interface DocumentBlock {
  kind: BlockKind;
  text: string;
  page: number;
  column: number;
  region: LineRegion;
  /** Index of the block's first line in DocumentText.lines, and how many lines it has. */
  firstLine: number;
  lineCount: number;
  /** PDF: the box of its lines. */
  box?: BlockBox;
  level?: number;
  style?: string;
  typography: BlockTypography;
  /** PDF: the gap above the block in multiples of the body text's line height (0 when it follows directly). */
  spaceAbove?: number;
}

/** Text the reader found but a person reading the page cannot see (white, tiny, off the page, clipped). */
export interface HiddenText {
  /** Pieces of text left out. */
  count: number;
  /** Their visible characters. */
  chars: number;
  /** The first few words, for the recruiter's warning. */
  sample: string;
}

/** The text-with-layout shape every reader returns; the extractor never knows which format it came from. */
export interface DocumentText {
  format: FileType;
  lines: DocumentLine[];
  /** The lines grouped into blocks (paragraphs, bullet items, headings, rows) in reading order. */
  blocks: DocumentBlock[];
  /** The lines joined with newlines, in reading order. */
  text: string;
  pages: number;
  /** true when (some of) the text came from OCR of page images. */
  ocr: boolean;
  /** Text left out because nobody can see it on the page; absent when there was none. */
  hidden?: HiddenText;
  /**
   * The addresses the document links to (a PDF's link annotations, a Word document's hyperlinks), in the order
   * read, at most MAX_LINKS: what a handle printed beside an icon stands for. Absent when there are none.
   */
  links?: string[];
  /** The text was longer than any real CV and only its start was kept (documents/read-document.ts); absent otherwise. */
  cut?: { keptChars: number; totalChars: number };
}

/** The links a document keeps at most: a CV links to a handful of profiles and sites. */
export const MAX_LINKS = 200;

/** What a read may say besides the bytes. */
export interface ReadOptions {
  /**
   * Whose document it is, a tenant's key (modules/cvs/extract-uploaded-cv.ts accountScope): a reader that
   * hands the file to a process kept between documents (the .doc reader's LibreOffice) shares that
   * process with this scope's documents only.
   */
  scope?: string;
}

/** A reader turns the bytes of one format into DocumentText, or throws DocumentError. */
export type DocumentReader = (buffer: Buffer, options?: ReadOptions) => Promise<DocumentText>;
