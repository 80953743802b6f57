import { writeDoc } from '../../test-support/documents/doc-writer';
import { writeDocx } from '../../test-support/documents/docx-writer';
import { toUnicodeFontPdf } from '../../test-support/documents/raw-pdf';
import { sampleModel } from './sample-model';

/** Every C0 control (U+0000–U+001F), both kinds of lone surrogate (low first, so they never pair) and the non-characters U+FFFE/U+FFFF. */
export const HOSTILE_CHARACTERS = [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), '\udfff', '\ud800', '\ufffe', '\uffff'].join('');

/** What no stored text may contain once cleaned (tab, line feed and carriage return are fine). */
// eslint-disable-next-line no-control-regex
export const UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A CV whose experience line has the hostile characters in the middle of a word ("Certi…cations" as in the real PDF). */
function hostileModel(name: string) {
  const model = sampleModel();
  model.main[0] = { kind: 'name', text: name };
  model.main.splice(5, 0, { kind: 'text', text: `Certi\u0000cations AWS Certi${HOSTILE_CHARACTERS}ed Developer` });
  return model;
}

export function hostileDoc(name: string): Buffer {
  return writeDoc(hostileModel(name));
}

export function hostileDocx(name: string): Buffer {
  return writeDocx(hostileModel(name));
}

/** UTF-16 with a byte-order mark: the one text encoding in which a .txt may carry U+0000. */
export function hostileTxt(name: string): Buffer {
  const text = [name, 'jane.doe@example.com | +44 20 7946 0958', '', 'EXPERIENCE', `Certi\u0000cations AWS Certi${HOSTILE_CHARACTERS}ed Developer`, 'Nimbus Technologies Ltd, London', 'Jan 2019 – Present'].join('\r\n');
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
}

/**
 * A PDF whose font's ToUnicode map sends glyph codes to U+0000, to lone surrogates and to every C0
 * control, as the real CV that took the server down mapped its "fi" ligature to U+0000. pdf.js reads
 * this font's codes a byte at a time, so the text it returns has a U+0000 before every letter too.
 */
export function hostilePdf(name: string): Buffer {
  const hostileCodes = [...HOSTILE_CHARACTERS].map((char, i) => ({ code: 0x1000 + i, unicode: char.charCodeAt(0) }));
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const text = (s: string) => `<${[...s].map((c) => hex(c.charCodeAt(0))).join('')}>`;
  const hostileRun = `<${hostileCodes.map((c) => hex(c.code)).join('')}>`;
  const lines = [
    `${text(name)} Tj`,
    `0 -14 Td ${text('jane.doe@example.com | +44 20 7946 0958')} Tj`,
    `0 -28 Td ${text('EXPERIENCE')} Tj`,
    `0 -14 Td [${text('Certi')} <${hex(0x1000)}> ${text('cations AWS Certi')} ${hostileRun} ${text('ed Developer')}] TJ`,
    `0 -14 Td ${text('Nimbus Technologies Ltd, London')} Tj`,
    `0 -14 Td ${text('Jan 2019 - Present')} Tj`,
  ];
  const content = `BT /F1 11 Tf 72 720 Td ${lines.join(' ')} ET`;
  return toUnicodeFontPdf(content, [
    '1 beginbfrange <0020> <007E> <0020> endbfrange',
    `${hostileCodes.length} beginbfchar ${hostileCodes.map((c) => `<${hex(c.code)}> <${hex(c.unicode)}>`).join(' ')} endbfchar`,
  ]);
}
