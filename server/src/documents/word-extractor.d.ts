// word-extractor ships no types; this declares the part of its API the DOC reader uses.
declare module 'word-extractor' {
  interface TextOptions {
    filterUnicode?: boolean;
  }
  class WordDocument {
    getBody(options?: TextOptions): string;
    getHeaders(options?: TextOptions & { includeFooters?: boolean }): string;
    getFooters(options?: TextOptions): string;
    getTextboxes(options?: TextOptions & { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
