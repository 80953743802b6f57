/**
 * Template analysis and CV render timings for one CV into a typical agency template
 * (header logo, footer, loops, a table, bracket instructions) and into the Standard Template.
 * Targets: analysis ≤ 1 s, render p50 ≤ 50 ms.
 */
import { performance } from 'node:perf_hooks';
import { analyzeTemplate } from '../server/src/rendering/analyze-template';
import { renderCv } from '../server/src/rendering/render-cv';
import { loadStandardTemplate } from '../server/src/rendering/standard-template';
import { seniorEngineerCv } from '../server/src/rendering/test-support/cv-fixtures';
import { typicalTemplate } from './support/typical-template';

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function measure(label: string, runs: number, fn: () => void): { p50: number; p95: number } {
  for (let i = 0; i < 5; i++) fn(); // warm-up: JIT and module caches
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const result = { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
  console.log(`${label.padEnd(34)} p50 ${result.p50.toFixed(2).padStart(7)} ms   p95 ${result.p95.toFixed(2).padStart(7)} ms   (${runs} runs)`);
  return result;
}

const cv = seniorEngineerCv();
const extras = { agencyName: 'Northwind Talent', consultantName: 'Sam Reed', consultantEmail: 'sam@example.com', consultantPhone: '0161 000' };
const typical = typicalTemplate();
const standard = loadStandardTemplate();

const coldStart = performance.now();
analyzeTemplate(typical);
console.log(`typical template: ${Math.round(typical.length / 1024)} KB; first (cold) analysis ${(performance.now() - coldStart).toFixed(1)} ms`);

const analysis = measure('analyzeTemplate (typical)', 200, () => analyzeTemplate(typical));
const render = measure('renderCv (typical)', 200, () => renderCv({ template: typical, data: cv, extras }));
measure('analyzeTemplate (standard)', 200, () => analyzeTemplate(standard));
measure('renderCv (standard)', 200, () => renderCv({ template: standard, data: cv, extras }));

const ok = analysis.p95 <= 1000 && render.p50 <= 50;
console.log(`targets: analysis ≤ 1000 ms, render p50 ≤ 50 ms → ${ok ? 'met' : 'MISSED'}`);
if (!ok) process.exitCode = 1;
