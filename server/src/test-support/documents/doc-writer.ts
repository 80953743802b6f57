import { blocksToLines, type DocModel } from './doc-model';

/**
 * A real binary Word 97 .doc: an OLE compound file holding a WordDocument stream (FIB + UTF-16
 * text) and a 1Table stream (piece table and header/footer story table). Only what a reader
 * needs for text is written; there is no formatting.
 */
export function writeDoc(model: DocModel): Buffer {
  const bodyLines = [...blocksToLines(model.sidebar, '\t'), '', ...blocksToLines(model.main, '\t')];
  const body = bodyLines.join('\r') + '\r';
  const header = model.header.length ? model.header.join('\r') + '\r' : '';
  const footer = model.footer.length ? model.footer.join('\r') + '\r' : '';

  // Header stories: 6 separator stories (empty), then even header, odd header, even footer, odd
  // footer, first header, first footer; the default header/footer are the "odd" ones.
  const stories = ['', '', '', '', '', '', '', header, '', footer, '', ''];
  const cps: number[] = [0];
  for (const story of stories) cps.push(cps[cps.length - 1] + story.length);
  const headerText = stories.join('');
  const hasStories = headerText.length > 0;
  const guard = hasStories ? '\r' : '';
  cps.push(cps[cps.length - 1] + guard.length);
  const ccpHdd = hasStories ? headerText.length + guard.length : 0;
  const allText = body + headerText + guard;

  const TEXT_OFFSET = 0x800;
  const wordDocument = Buffer.alloc(Math.max(4096, TEXT_OFFSET + allText.length * 2 + 512));
  wordDocument.writeUInt16LE(0xa5ec, 0x0000); // wIdent
  wordDocument.writeUInt16LE(0x00c1, 0x0002); // nFib (Word 97)
  wordDocument.writeUInt16LE(0x0200, 0x000a); // fWhichTblStm: the table stream is 1Table
  wordDocument.writeUInt32LE(TEXT_OFFSET, 0x0018); // fcMin
  wordDocument.writeUInt32LE(TEXT_OFFSET + allText.length * 2, 0x001c); // fcMac
  wordDocument.writeUInt32LE(body.length, 0x004c); // ccpText
  wordDocument.writeUInt32LE(ccpHdd, 0x0054); // ccpHdd
  Buffer.from(allText, 'utf16le').copy(wordDocument, TEXT_OFFSET);

  const table: Buffer[] = [];
  let tableLength = 0;
  const put = (buffer: Buffer) => {
    const at = tableLength;
    table.push(buffer);
    tableLength += buffer.length;
    return at;
  };
  // Piece table: one Unicode piece covering every character.
  const clx = Buffer.alloc(1 + 4 + 8 + 8);
  clx.writeUInt8(2, 0);
  clx.writeUInt32LE(16, 1);
  clx.writeUInt32LE(0, 5);
  clx.writeUInt32LE(allText.length, 9);
  clx.writeUInt16LE(0, 13);
  clx.writeUInt32LE(TEXT_OFFSET, 15);
  clx.writeUInt16LE(0, 19);
  const clxAt = put(clx);
  wordDocument.writeUInt32LE(clxAt, 0x01a2);
  wordDocument.writeUInt32LE(clx.length, 0x01a6);
  if (hasStories) {
    const plc = Buffer.alloc(cps.length * 4);
    cps.forEach((cp, i) => plc.writeUInt32LE(cp, i * 4));
    const plcAt = put(plc);
    wordDocument.writeUInt32LE(plcAt, 0x00f2);
    wordDocument.writeUInt32LE(plc.length, 0x00f6);
  }
  const tableStream = Buffer.concat([...table, Buffer.alloc(Math.max(0, 4096 - tableLength))]);
  return compoundFile([
    { name: 'WordDocument', data: wordDocument },
    { name: '1Table', data: tableStream },
  ]);
}

const SECTOR = 512;
const END = -2;
const FREE = -1;
const FAT_SECTOR = -3;

/** A version 3 compound file; streams are ≥ 4096 bytes so no mini stream is needed. */
function compoundFile(streams: { name: string; data: Buffer }[]): Buffer {
  const padded = streams.map((stream) => ({ ...stream, sectors: Math.ceil(stream.data.length / SECTOR) }));
  const dataSectors = padded.reduce((sum, stream) => sum + stream.sectors, 0);
  const fatSectors = Math.ceil((dataSectors + 2) / (SECTOR / 4 - 1));
  const fat: number[] = [];
  for (let i = 0; i < fatSectors; i++) fat.push(FAT_SECTOR);
  const directorySector = fat.length;
  fat.push(END);
  const starts: number[] = [];
  for (const stream of padded) {
    starts.push(fat.length);
    for (let i = 0; i < stream.sectors; i++) fat.push(i === stream.sectors - 1 ? END : fat.length + 1);
  }
  while (fat.length % (SECTOR / 4)) fat.push(FREE);

  const header = Buffer.alloc(SECTOR);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeInt32LE(fatSectors, 44);
  header.writeInt32LE(directorySector, 48);
  header.writeUInt32LE(4096, 56);
  header.writeInt32LE(END, 60);
  header.writeInt32LE(0, 64);
  header.writeInt32LE(END, 68);
  header.writeInt32LE(0, 72);
  for (let i = 0; i < 109; i++) header.writeInt32LE(i < fatSectors ? i : FREE, 76 + i * 4);

  const fatBuffer = Buffer.alloc(fatSectors * SECTOR);
  fat.slice(0, fatSectors * (SECTOR / 4)).forEach((value, i) => fatBuffer.writeInt32LE(value, i * 4));

  const directory = Buffer.alloc(SECTOR);
  const entry = (index: number, name: string, type: number, child: number, right: number, start: number, size: number) => {
    const at = index * 128;
    const encoded = Buffer.from(name + '\0', 'utf16le');
    encoded.copy(directory, at);
    directory.writeUInt16LE(encoded.length, at + 64);
    directory.writeUInt8(type, at + 66);
    directory.writeUInt8(1, at + 67);
    directory.writeInt32LE(FREE, at + 68);
    directory.writeInt32LE(right, at + 72);
    directory.writeInt32LE(child, at + 76);
    directory.writeInt32LE(start, at + 116);
    directory.writeUInt32LE(size, at + 120);
  };
  entry(0, 'Root Entry', 5, 1, FREE, END, 0);
  entry(1, padded[0].name, 2, FREE, 2, starts[0], padded[0].data.length);
  entry(2, padded[1].name, 2, FREE, FREE, starts[1], padded[1].data.length);
  for (let i = 3; i < 4; i++) {
    directory.writeInt32LE(FREE, i * 128 + 68);
    directory.writeInt32LE(FREE, i * 128 + 72);
    directory.writeInt32LE(FREE, i * 128 + 76);
  }
  const data = padded.map((stream) => Buffer.concat([stream.data, Buffer.alloc(stream.sectors * SECTOR - stream.data.length)]));
  return Buffer.concat([header, fatBuffer, directory, ...data]);
}
