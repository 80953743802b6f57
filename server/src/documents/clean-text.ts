/**
 * The characters PostgreSQL cannot store, or that no CV means to contain, removed from text that
 * comes from outside (a document's text layer, an AI answer, a remote server's error message).
 *
 * A real PDF's text layer can map a ligature to U+0000: PostgreSQL refuses U+0000 in text and jsonb
 * ("unsupported Unicode escape sequence"), and a refused write used to end the whole process
 * (docs/decisions/050-untrusted-text-and-job-parking.md). Tab, line feed and carriage return are
 * kept; vertical tab and form feed (Word's soft line and page breaks) become spaces so words stay
 * apart; every other C0 control, lone surrogates and the non-characters U+FFFE/U+FFFF are removed.
 */
// eslint-disable-next-line no-control-regex
const BREAKS = /[\u000b\u000c]/g;
// eslint-disable-next-line no-control-regex
const REMOVED = /[\u0000-\u0008\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function cleanText(text: string): string {
  return text.replace(BREAKS, ' ').replace(REMOVED, '');
}

/** True when cleanText would change nothing (cheap check before copying large values). */
export function isCleanText(text: string): boolean {
  BREAKS.lastIndex = 0;
  REMOVED.lastIndex = 0;
  const clean = !BREAKS.test(text) && !REMOVED.test(text);
  BREAKS.lastIndex = 0;
  REMOVED.lastIndex = 0;
  return clean;
}

/**
 * A JSON-like value with every string in it (keys included) cleaned: for jsonb columns filled from
 * documents or AI answers. Dates, numbers, booleans and null pass through.
 */
export function cleanDeep<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map((item) => cleanDeep(item)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[cleanText(key)] = cleanDeep(item);
    return out as T;
  }
  return value;
}
