import { CV_EXTENSIONS, MAX_FILE_BYTES } from './limits';

/**
 * Spec §5's CV refusal sentences, worded for a person (issue #19): 'File type must be .pdf, .doc,
 * .docx or .txt', 'File is larger than 10 MB' — never MIME types or raw byte counts. The client
 * (dropzone) and the server (upload check) say the same thing.
 */
export function listWithOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

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

/** '1 CV', '3 CVs', '1 candidate': a count with its noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
