/**
 * Blocks read from the Word and text documents of the real-world development set (DOCX, DOC, TXT):
 * per file, how many blocks of each kind the reader returns, and how many bullet items came out whole
 * (one block per item) rather than split over several blocks. To eyeball them, pass file names.
 *
 *   npx tsx bench/word-blocks.ts                 counts per file
 *   npx tsx bench/word-blocks.ts dv44 dv87       …and every block of those files
 *   npx tsx bench/word-blocks.ts --lines out.json  every file's lines as JSON (to diff two versions)
 *
 * "Split" counts a bullet item followed by a block that continues its sentence (starts in lower case,
 * the bullet not ending a sentence): the signature of one item cut in two. It is a smell, not a truth:
 * labelled boundaries live with the layout bench.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { readDocument } from '../server/src/documents/read-document';
import type { DocumentBlock } from '../server/src/documents/types';
import { REALWORLD_DIR } from './realworld-eval';

const FILES_DIR = path.join(REALWORLD_DIR, 'files');

function isCut(block: DocumentBlock, next: DocumentBlock | undefined): boolean {
  return block.kind === 'bullet' && !!next && next.kind !== 'bullet' && next.kind !== 'heading' && !/[.!?:;]$/.test(block.text) && /^\p{Ll}/u.test(next.text);
}

async function main(): Promise<void> {
  if (!existsSync(FILES_DIR)) {
    console.log(`No development set at ${FILES_DIR}: nothing to measure.`);
    return;
  }
  const args = process.argv.slice(2);
  const linesOut = args.includes('--lines') ? args[args.indexOf('--lines') + 1] : undefined;
  const shown = new Set(args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--lines'));
  const names = (await readdir(FILES_DIR)).filter((name) => /\.(docx|doc|txt)$/i.test(name)).sort();
  const dump: Record<string, unknown> = {};
  const total = { files: 0, heading: 0, paragraph: 0, bullet: 0, row: 0, rule: 0, cut: 0, multiLine: 0 };
  console.log('file        ms  lines  blocks  heading  paragraph  bullet  row  cut  joined');
  for (const name of names) {
    const bytes = await readFile(path.join(FILES_DIR, name));
    const started = performance.now();
    const doc = await readDocument(bytes, name);
    const ms = performance.now() - started;
    const count = { heading: 0, paragraph: 0, bullet: 0, row: 0, rule: 0 };
    let cut = 0;
    let multiLine = 0;
    doc.blocks.forEach((block, i) => {
      count[block.kind]++;
      if (isCut(block, doc.blocks[i + 1])) cut++;
      if (block.lineCount > 1) multiLine++;
    });
    total.files++;
    for (const kind of Object.keys(count) as (keyof typeof count)[]) total[kind] += count[kind];
    total.cut += cut;
    total.multiLine += multiLine;
    console.log(
      `${name.padEnd(10)} ${ms.toFixed(0).padStart(4)}  ${String(doc.lines.length).padStart(5)}  ${String(doc.blocks.length).padStart(6)}  ${String(count.heading).padStart(7)}  ${String(count.paragraph).padStart(9)}  ${String(count.bullet).padStart(6)}  ${String(count.row).padStart(3)}  ${String(cut).padStart(3)}  ${String(multiLine).padStart(6)}`,
    );
    if (linesOut) dump[name] = doc.lines.map((line) => line.text);
    if (shown.has(name) || shown.has(name.replace(/\.\w+$/, ''))) {
      for (const block of doc.blocks) {
        const tags = [block.kind, block.region !== 'body' ? block.region : '', block.level !== undefined ? `L${block.level}` : '', block.style ? `«${block.style}»` : '', block.lineCount > 1 ? `${block.lineCount} lines` : '']
          .filter(Boolean)
          .join(' ');
        console.log(`    [${tags}] ${block.text.slice(0, 160)}`);
      }
    }
  }
  console.log(
    `all ${String(total.files).padStart(3)} files  ${total.heading} headings, ${total.paragraph} paragraphs, ${total.bullet} bullet items, ${total.row} rows, ${total.rule} rules; ${total.cut} bullets followed by a lower-case continuation (cut), ${total.multiLine} blocks joined from several lines`,
  );
  if (linesOut) await writeFile(linesOut, JSON.stringify(dump, null, 1));
}

await main();
