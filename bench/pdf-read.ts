/**
 * The PDF reader's cost on the real-world dev set's PDFs: each file read warm (pdf.js loaded once
 * first) three times, its fastest run kept, in CPU milliseconds of this process (pdf.js runs in this
 * thread; the figure holds up on a machine other work is using, where wall time does not) and in wall
 * milliseconds; then the process's peak memory. Read only, no extraction (`bench:extract` times both).
 *
 *   npm run bench:pdf-read [-- --runs 5] [-- --verbose]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readPdf } from '../server/src/documents/pdf-reader';
import { percentile } from './extract-metrics';
import { REALWORLD_DIR } from './realworld-eval';

const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 3) : 3;
const isVerbose = args.includes('--verbose');

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function main(): Promise<void> {
  const dir = path.join(REALWORLD_DIR, 'files');
  if (!existsSync(dir)) {
    console.log(`Real-world dev set not found at ${REALWORLD_DIR}: nothing to read`);
    return;
  }
  const files = readdirSync(dir).filter((file) => file.endsWith('.pdf')).sort();
  await readPdf(readFileSync(path.join(dir, files[0])));
  const rows: { file: string; cpu: number; wall: number }[] = [];
  for (const file of files) {
    const buffer = readFileSync(path.join(dir, file));
    let cpu = Infinity;
    let wall = Infinity;
    for (let run = 0; run < runs; run++) {
      const [cpuStart, wallStart] = [cpuMs(), performance.now()];
      await readPdf(buffer);
      cpu = Math.min(cpu, cpuMs() - cpuStart);
      wall = Math.min(wall, performance.now() - wallStart);
    }
    rows.push({ file, cpu, wall });
  }
  const line = (label: string, values: number[]) =>
    console.log(`${label.padEnd(5)} p50 ${percentile(values, 0.5).toFixed(1).padStart(6)}  p90 ${percentile(values, 0.9).toFixed(1).padStart(6)}  max ${Math.max(...values).toFixed(1).padStart(6)}  sum ${values.reduce((sum, value) => sum + value, 0).toFixed(0).padStart(6)}`);
  console.log(`\nPDF read, ms per document (${files.length} real-world PDFs, fastest of ${runs} warm runs)`);
  line('cpu', rows.map((row) => row.cpu));
  line('wall', rows.map((row) => row.wall));
  console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  if (isVerbose) {
    for (const row of [...rows].sort((a, b) => b.cpu - a.cpu)) console.log(`${row.file.padEnd(10)} cpu ${row.cpu.toFixed(1).padStart(7)}  wall ${row.wall.toFixed(1).padStart(7)}`);
  }
}

await main();
