// `npm test`: every suite (unit, API, browser) on the embedded database, then the API suite again on
// PostgreSQL when TEST_DATABASE_URL is set. Ends with one line "N passed, N failed" and a non-zero exit
// code on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, ensureClientBuilt } from './lib/client-build.mjs';

const passthrough = process.argv.slice(2);
const reportDir = path.join(ROOT, '.tmp');
fs.mkdirSync(reportDir, { recursive: true });

function runVitest(label, args, env = {}) {
  const report = path.join(reportDir, `vitest-${label}.json`);
  fs.rmSync(report, { force: true });
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...passthrough],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
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
  // A suite that crashed before reporting counts as a failure even with no failed test.
  if (result.status !== 0 && failed === 0) failed = 1;
  return { passed, failed, skipped };
}

ensureClientBuilt();
const runs = [runVitest('embedded', [])];
if (process.env.TEST_DATABASE_URL) {
  runs.push(runVitest('postgresql', ['--project', 'api'], { CVFORGE_TEST_DB: 'postgres' }));
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API suite ran on the embedded database only.');
}
const total = runs.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
