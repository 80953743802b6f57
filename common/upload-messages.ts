import { CV_EXTENSIONS, MAX_FILE_BYTES } from './limits';
import { listWithOr } from './text';

/**
 * docs/PRODUCT.md §5's CV refusal sentences, worded for a person (issue #19): 'File type must be .pdf, .doc,
 * .docx or .txt', 'File is larger than 10 MB' — never MIME types or raw byte counts. The client
 * (dropzone) and the server (upload check) say the same thing.
 */
/** '10 MB', '512 KB', '300 bytes': a size limit as a person reads it. */
export function sizeLimitText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1 && Number.isInteger(mb)) return `${mb} MB`;
  const kb = bytes / 1024;
  if (kb >= 1 && Number.isInteger(kb)) return `${kb} KB`;
  return bytes === 1 ? '1 byte' : `${bytes} bytes`;
}

export const CV_TYPE_REFUSAL = `File type must be ${listWithOr(CV_EXTENSIONS)}`;
export const cvTooLargeRefusal = (maxBytes: number = MAX_FILE_BYTES) => `File is larger than ${sizeLimitText(maxBytes)}`;
export const cvTooSmallRefusal = (minBytes: number) => `File is smaller than ${sizeLimitText(minBytes)}`;
