/** Small wording helpers shared by the client and the server, so counts and lists read the same everywhere. */

/** '1 CV', '3 CVs', '1 candidate': a count with its noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? singular : plural}`;
}

/** '.pdf, .doc, .docx or .txt'. */
export function listWithOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
