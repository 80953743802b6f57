import { DocumentError } from './document-error';

/**
 * Office XML never needs a DTD. Refusing DOCTYPE/ENTITY outright closes XXE and "billion laughs"
 * before any parser sees the text.
 */
export function assertNoDtd(xml: string, what = 'Word document'): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new DocumentError(`This ${what} contains XML entity declarations, which are not allowed`);
  }
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the five predefined XML entities and numeric references; anything else is left as written. */
export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body] ?? whole;
  });
}
