/**
 * Reading and extracting pathological text CVs (issue 30): for each shape of
 * server/src/documents/test-support/pathological-text.ts, the time of readDocument (a .txt buffer) +
 * extractCv on 10 KB and on 1 MB of it, and their ratio (linear work gives about 100). Each
 * measurement runs in its own process, stopped after LIMIT_S seconds, so a super-linear pattern shows
 * as a timeout instead of hanging the bench.
 *
 *   npx tsx bench/pathological-text.ts [shape…]
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readDocument } from '../server/src/documents/read-document';
import { PATHOLOGICAL_SHAPES, pathologicalText } from '../server/src/documents/test-support/pathological-text';
import { extractCv } from '../server/src/extraction/extract-cv';

const LIMIT_S = Number(process.env.LIMIT_S ?? 60);
const SIZES = [10 * 1024, 1024 * 1024];

async function measureOnce(shape: string, bytes: number): Promise<number> {
  const buffer = Buffer.from(pathologicalText(PATHOLOGICAL_SHAPES[shape], bytes));
  const runs = bytes <= 64 * 1024 ? 5 : 1;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    try {
      extractCv(await readDocument(buffer, 'cv.txt'), { now: new Date('2026-01-01') });
    } catch (error) {
      // A reader's refusal is an answer too (an empty-looking file); the time is what matters here.
      if (!(error instanceof Error)) throw error;
    }
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

if (process.argv[2] === '--one') {
  const ms = await measureOnce(process.argv[3], Number(process.argv[4]));
  process.stdout.write(String(ms));
} else {
  const wanted = process.argv.slice(2);
  const shapes = Object.keys(PATHOLOGICAL_SHAPES).filter((shape) => wanted.length === 0 || wanted.includes(shape));
  const self = fileURLToPath(import.meta.url);
  console.log(`shape                       10 KB (ms)   1 MB (ms)    ratio   (stopped after ${LIMIT_S} s)`);
  for (const shape of shapes) {
    const figures = SIZES.map((bytes) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', self, '--one', shape, String(bytes)], { encoding: 'utf8', timeout: LIMIT_S * 1000 });
      return run.status === 0 ? Number(run.stdout) : Number.POSITIVE_INFINITY;
    });
    const [small, large] = figures;
    const show = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : `>${LIMIT_S * 1000}`).padStart(10);
    const ratio = Number.isFinite(large) ? (large / Math.max(small, 0.1)).toFixed(0) : '—';
    console.log(`${shape.padEnd(26)}${show(small)}  ${show(large)}  ${ratio.padStart(7)}`);
  }
}
