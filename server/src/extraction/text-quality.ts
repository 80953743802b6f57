/**
 * Whether a document's text reads as words at all. A PDF whose fonts map glyphs to the wrong codes, a
 * binary file sent as .txt or a text layer of OCR noise yields characters that are not language:
 * extracting "fields" from it would only make them up, so such a CV goes to review with nothing filled.
 */
export function isUnreadableText(text: string): boolean {
  const visible = text.replace(/\s+/g, '');
  if (visible.length < 40) return false;
  // Replacement characters, private-use glyphs and control characters: the text layer lost its encoding.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being counted
  const broken = (visible.match(/[\ufffd\ue000-\uf8ff\u0000-\u001f\u007f-\u009f]/g) ?? []).length;
  if (broken / visible.length > 0.1) return true;
  const tokens = text.split(/\s+/).filter((token) => token.length >= 2);
  if (tokens.length < 8) return false;
  return tokens.filter(isWordLike).length / tokens.length < 0.4;
}

const LATIN_VOWEL = /[aeiouyäöüàáâãåæèéêëìíîïòóôõøùúûýœ]/i;

function isWordLike(token: string): boolean {
  const core = token.replace(/^[("'“‘«¿¡•*–-]+|[)"'”’»,.;:!?]+$/g, '');
  if (!core) return false;
  // Numbers, dates, e-mails and links are not words, but a CV has plenty of them: they count as readable.
  if (/^[\d.,/:%+–-]+$/.test(core) || /@|https?:|www\./i.test(core)) return true;
  if (!/^\p{L}[\p{L}\p{M}'’.&/-]*$/u.test(core)) return false;
  // Other scripts (Cyrillic, Greek, CJK…) are read as they are; Latin words need a vowel and no long consonant run.
  if (!/[a-z]/i.test(core)) return true;
  return LATIN_VOWEL.test(core) && !/[bcdfghjklmnpqrstvwxz]{6,}/i.test(core);
}
