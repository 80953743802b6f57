/**
 * GET /api/account/export of an account with many CVs: how much memory the process gains while the zip
 * streams (it should stay far below the export's size), and the throughput. Starts the real server
 * (embedded database and files on disk, in this process), seeds the CVs directly, then reads the zip.
 *
 *   npm run bench:export [-- --cvs 500] [-- --kb 200]
 */
import { performance } from 'node:perf_hooks';
import { uploadedCvs } from '../server/src/db/schema';
import { startTestServer } from '../server/src/test-support/test-server';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const CVS = Number(option('--cvs', '500'));
const KB = Number(option('--kb', '200'));

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  const t = await startTestServer();
  try {
    const { client, user } = await t.signUp();
    const { ctx } = t.server;
    const rows = [];
    for (let i = 0; i < CVS; i++) {
      const key = `cvs/${user.id}/bench-${i}`;
      // Random bytes: they do not compress, so the zip is as large as the files.
      const data = Buffer.alloc(KB * 1024);
      for (let j = 0; j < data.length; j += 4) data.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, j);
      await ctx.storage.putBuffer(key, data);
      rows.push({ userId: user.id, originalFileName: `Candidate ${i}.pdf`, storageKey: key, fileSize: data.length, format: 'pdf' as const, extractionStatus: 'done' as const });
    }
    for (let i = 0; i < rows.length; i += 100) await ctx.database.db.insert(uploadedCvs).values(rows.slice(i, i + 100));

    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed + before.arrayBuffers;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed + now.arrayBuffers);
    }, 20);
    const started = performance.now();
    const res = await fetch(`${t.url}/api/account/export`, { headers: { cookie: client.cookieHeader } });
    if (res.status !== 200) throw new Error(`export answered ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    console.log(`Export of ${CVS} CVs of ${KB} KB (${mb(CVS * KB * 1024)} MB of files), embedded database, files on disk`);
    console.log(`  zip: ${mb(bytes)} MB in ${seconds.toFixed(1)} s (${(bytes / 1024 / 1024 / seconds).toFixed(1)} MB/s)`);
    console.log(`  heap + buffers: ${mb(before.heapUsed + before.arrayBuffers)} MB before, ${mb(peakHeap)} MB at peak (+${mb(peakHeap - before.heapUsed - before.arrayBuffers)} MB)`);
    console.log(`  rss: ${mb(before.rss)} MB before, ${mb(peakRss)} MB at peak (+${mb(peakRss - before.rss)} MB)`);
  } finally {
    await t.close();
  }
}

await main();
