import { blocksToLines, type DocModel } from './doc-model';

export type TxtEncoding = 'utf8' | 'utf16le' | 'utf16be' | 'win1252';

const WIN1252_EXTRAS: Record<string, number> = { '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '•': 0x95, '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '™': 0x99 };

/** Plain text with CRLF line ends in the requested encoding (with BOM for UTF-16). */
export function writeTxt(model: DocModel, encoding: TxtEncoding): Buffer {
  const lines = [...model.header, ...blocksToLines(model.sidebar, ' | '), '', ...blocksToLines(model.main, '\t'), '', ...model.footer];
  const text = lines.join('\r\n') + '\r\n';
  switch (encoding) {
    case 'utf8':
      return Buffer.from(text, 'utf8');
    case 'utf16le':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'utf16be': {
      const le = Buffer.from(text, 'utf16le');
      for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1], le[i]];
      return Buffer.concat([Buffer.from([0xfe, 0xff]), le]);
    }
    case 'win1252':
      return Buffer.from([...text].map((char) => WIN1252_EXTRAS[char] ?? (char.charCodeAt(0) < 256 ? char.charCodeAt(0) : 0x3f)));
  }
}
