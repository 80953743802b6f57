/**
 * Speed of field extraction on the hostile inputs of issue 27 (200 jobs, 5,000 skills, a 10,000-character date,
 * every line a date, one 1 MB line, all capitals, Polish/Turkish/Greek): milliseconds of extract + confidence per
 * document, the median of five runs after a warm-up. The tests check what comes out; this prints how fast.
 *
 *   npm run bench:extract-hostile
 */
import { extractCvWithConfidence } from '../server/src/extraction/extract-cv';
import { hostileDocuments } from '../server/src/extraction/hostile-documents';
import { percentile } from './extract-metrics';

const RUNS = 5;
const now = new Date(Date.UTC(2026, 10, 1));

function main(): void {
  const documents = hostileDocuments();
  console.log('\nHostile inputs, extract + confidence (ms, median of 5 warm runs)');
  for (const [name, doc] of Object.entries(documents)) {
    extractCvWithConfidence(doc, { now });
    const ms: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      extractCvWithConfidence(doc, { now });
      ms.push(performance.now() - started);
    }
    console.log(`${name.padEnd(24)} ${String(doc.text.length).padStart(9)} chars  ${percentile(ms, 0.5).toFixed(1).padStart(8)} ms`);
  }
}

main();
