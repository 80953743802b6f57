import { DocumentError } from './document-error';

const FREE_OR_END = -2;
const MAX_SECTORS = 1 << 20;

/**
 * word-extractor follows sector chains in the OLE container with no cycle check, so a hostile .doc
 * with a looping chain spins forever. Walk the allocation table once and refuse any cycle first.
 */
export function assertSaneCompoundFile(buffer: Buffer): void {
  const invalid = () => new DocumentError('This file is not a valid Word document');
  if (buffer.length < 512) throw invalid();
  const sectorShift = buffer.readUInt16LE(30);
  if (sectorShift !== 9 && sectorShift !== 12) throw invalid();
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor((buffer.length - sectorSize) / sectorSize) + 1;
  if (sectorCount > MAX_SECTORS) throw invalid();
  const fatSectors = buffer.readInt32LE(44);
  if (fatSectors < 0 || fatSectors > sectorCount) throw invalid();

  // The first 109 FAT sector ids live in the header; files beyond ~7 MB continue in DIFAT sectors.
  const fatSectorIds: number[] = [];
  for (let i = 0; i < Math.min(109, fatSectors); i++) fatSectorIds.push(buffer.readInt32LE(76 + i * 4));
  let difat = buffer.readInt32LE(68);
  const seenDifat = new Set<number>();
  while (fatSectorIds.length < fatSectors && difat >= 0) {
    if (seenDifat.has(difat)) throw invalid();
    seenDifat.add(difat);
    const at = (difat + 1) * sectorSize;
    if (at + sectorSize > buffer.length) throw invalid();
    for (let i = 0; i < sectorSize / 4 - 1 && fatSectorIds.length < fatSectors; i++) fatSectorIds.push(buffer.readInt32LE(at + i * 4));
    difat = buffer.readInt32LE(at + sectorSize - 4);
  }

  const fat: number[] = [];
  for (const id of fatSectorIds) {
    const at = (id + 1) * sectorSize;
    if (id < 0 || at + sectorSize > buffer.length) throw invalid();
    for (let i = 0; i < sectorSize / 4; i++) fat.push(buffer.readInt32LE(at + i * 4));
  }
  assertAcyclic(fat, invalid);
}

/** Colours each chain as it is walked: meeting a sector already on the current path is a cycle. */
function assertAcyclic(table: number[], invalid: () => Error): void {
  const state = new Uint8Array(table.length); // 0 unseen, 1 on current path, 2 done
  for (let start = 0; start < table.length; start++) {
    if (state[start]) continue;
    const path: number[] = [];
    let sector = start;
    while (sector > FREE_OR_END && sector < table.length && state[sector] === 0) {
      state[sector] = 1;
      path.push(sector);
      sector = table[sector];
    }
    if (sector > FREE_OR_END && sector < table.length && state[sector] === 1) throw invalid();
    for (const visited of path) state[visited] = 2;
  }
}
