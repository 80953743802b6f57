// `npm test`: every suite (unit, API, browser) on the embedded database, then the API suite again on
// PostgreSQL when TEST_DATABASE_URL is set. Ends with one line "N passed, N failed" and a non-zero exit
// code on any failure.
//
// CVFORGE_TEST_PROJECTS=unit,api (CI's second run, on Node 24) runs only those suites. The runs are
// named with the Node.js major they ran on, and every test process is this one's Node.js.
//
// CVFORGE_TEST_RETRIES=N (CI sets 1) runs a failed test again up to N times. A test that passes only on
// a retry is still named, with the error of its failed attempt, under "Flaky", so it gets fixed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, ensureClientBuilt } from './lib/client-build.mjs';

const passthrough = process.argv.slice(2);
const reportDir = path.join(ROOT, '.tmp');
fs.mkdirSync(reportDir, { recursive: true });

const retries = Number(process.env.CVFORGE_TEST_RETRIES ?? 0);
if (!Number.isInteger(retries) || retries < 0) {
  console.error(`CVFORGE_TEST_RETRIES must be a whole number of 0 or more, not "${process.env.CVFORGE_TEST_RETRIES}".`);
  process.exit(1);
}

const PROJECTS = ['unit', 'api', 'e2e'];
const projects = (process.env.CVFORGE_TEST_PROJECTS ?? PROJECTS.join(',')).split(',').map((p) => p.trim()).filter(Boolean);
if (projects.length === 0 || projects.some((p) => !PROJECTS.includes(p))) {
  console.error(`CVFORGE_TEST_PROJECTS must list some of ${PROJECTS.join(', ')}, not "${process.env.CVFORGE_TEST_PROJECTS}".`);
  process.exit(1);
}
const nodeMajor = `node${process.versions.node.split('.')[0]}`;

function runVitest(name, args, env = {}) {
  const label = `${name}-${nodeMajor}`;
  const report = path.join(reportDir, `vitest-${label}.json`);
  const flakyReport = path.join(reportDir, `vitest-${label}-flaky.json`);
  fs.rmSync(report, { force: true });
  fs.rmSync(flakyReport, { force: true });
  console.log(`\n=== ${name} (Node.js ${process.versions.node}) ===`);
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...args,
      `--retry=${retries}`,
      '--reporter=default',
      '--reporter=json',
      `--reporter=${path.join(ROOT, 'scripts/lib/flaky-reporter.mjs')}`,
      `--outputFile.json=${report}`,
      ...passthrough,
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env, CVFORGE_FLAKY_REPORT: flakyReport } },
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests;
    skipped = json.numPendingTests + json.numTodoTests;
  }
  const flaky = fs.existsSync(flakyReport) ? JSON.parse(fs.readFileSync(flakyReport, 'utf8')).map((f) => ({ ...f, run: label })) : [];
  // A suite that crashed before reporting counts as a failure even with no failed test.
  if (result.status !== 0 && failed === 0) failed = 1;
  return { passed, failed, skipped, flaky };
}

ensureClientBuilt();
const projectArgs = projects.length === PROJECTS.length ? [] : projects.flatMap((p) => ['--project', p]);
const runs = [runVitest('embedded', projectArgs)];
if (!projects.includes('api')) {
  // The PostgreSQL run is the API suite's: nothing more to run.
} else if (process.env.TEST_DATABASE_URL) {
  runs.push(runVitest('postgresql', ['--project', 'api'], { CVFORGE_TEST_DB: 'postgres' }));
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API suite ran on the embedded database only.');
}
const total = runs.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
const flaky = runs.flatMap((r) => r.flaky);
if (flaky.length) {
  console.log(`\nFlaky: ${flaky.length} test(s) failed, then passed on a retry. Each is a bug to fix:`);
  for (const f of flaky) console.log(`  [${f.run}] ${f.file} > ${f.test}\n      first attempt: ${f.errors[0] ?? '(no message)'}`);
}
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped${flaky.length ? ` (${flaky.length} flaky, listed above)` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
