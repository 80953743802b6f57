/**
 * Template analysis and CV render timings for one CV into a typical agency template
 * (header logo, footer, loops, a table, bracket instructions) and into the Standard Template.
 * Targets: analysis ≤ 1 s, render p50 ≤ 50 ms.
 *
 * Then the outputs an agency would have to edit: every CV of the generated corpus (its true CvData,
 * so extraction errors are not counted here) into every test template, counting outputs with an
 * empty heading, a dangling separator, a leftover tag or a private-use glyph. Target: 0 each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cvDataSchema, type CvData } from '../common/cv-data';
import { findOutputDefects, type OutputDefects } from '../server/src/rendering/output-defects';
import { AGENCY_TEMPLATES } from '../server/src/rendering/test-support/agency-templates';
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

function corpusCvs(): Array<{ name: string; data: CvData }> {
  const root = join(import.meta.dirname, 'corpus', 'generated');
  const cvs: Array<{ name: string; data: CvData }> = [];
  for (const set of readdirSync(root)) {
    for (const file of readdirSync(join(root, set)).filter((f) => f.endsWith('.json')).sort()) {
      const parsed = cvDataSchema.safeParse(JSON.parse(readFileSync(join(root, set, file), 'utf8')).truth);
      if (parsed.success) cvs.push({ name: `${set}/${file.replace(/\.json$/, '')}`, data: parsed.data });
    }
  }
  return cvs;
}

const KINDS: Array<[keyof OutputDefects, string]> = [
  ['emptyHeadings', 'empty heading'],
  ['danglingSeparators', 'dangling separator'],
  ['leftoverTags', 'leftover tag'],
  ['privateUseGlyphs', 'private-use glyph'],
];
const templates: Record<string, Buffer> = { 'Standard Template': standard, 'typical agency': typical };
for (const [name, make] of Object.entries(AGENCY_TEMPLATES)) templates[name] = make();
const cvs = corpusCvs();
const totals = Object.fromEntries(KINDS.map(([kind]) => [kind, 0])) as Record<keyof OutputDefects, number>;
const examples: string[] = [];
let outputs = 0;
let clean = 0;
console.log(`\noutputs needing an edit: ${cvs.length} corpus CVs × ${Object.keys(templates).length} templates`);
for (const [templateName, template] of Object.entries(templates)) {
  const counts = Object.fromEntries(KINDS.map(([kind]) => [kind, 0])) as Record<keyof OutputDefects, number>;
  for (const cv of cvs) {
    const defects = findOutputDefects(renderCv({ template, data: cv.data, extras }));
    outputs += 1;
    let isClean = true;
    for (const [kind] of KINDS) {
      if (defects[kind].length === 0) continue;
      counts[kind] += 1;
      totals[kind] += 1;
      isClean = false;
      if (examples.length < 10) examples.push(`  ${templateName} × ${cv.name}: ${kind} "${defects[kind][0].slice(0, 80)}"`);
    }
    if (isClean) clean += 1;
  }
  console.log(`${templateName.padEnd(22)} ${KINDS.map(([kind, label]) => `${label} ${counts[kind]}`).join('   ')}`);
}
console.log(`${'all'.padEnd(22)} ${KINDS.map(([kind, label]) => `${label} ${totals[kind]}`).join('   ')}`);
console.log(`sendable without these edits: ${clean}/${outputs} (${((100 * clean) / outputs).toFixed(1)}%); target: 0 of each`);
if (examples.length) console.log(`first examples:\n${examples.join('\n')}`);
if (!ok || KINDS.some(([kind]) => totals[kind] > 0)) process.exitCode = 1;
