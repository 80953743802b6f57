import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('names a test that passed only on a retry, with the error of its failed attempt, and not a steady one', () => {
  // Inside the project, so the fixture's `import 'vitest'` resolves.
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, '.tmp', 'flaky-fixture-'));
  try {
    fs.writeFileSync(path.join(dir, 'vitest.config.mjs'), 'export default {};\n');
    fs.writeFileSync(
      path.join(dir, 'probe.test.mjs'),
      `import { expect, it } from 'vitest';
let attempts = 0;
it('passes on its second attempt', () => { attempts += 1; expect(attempts).toBe(2); });
it('always passes', () => { expect(1).toBe(1); });
`,
    );
    const report = path.join(dir, 'flaky.json');
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir, '--config', path.join(dir, 'vitest.config.mjs'), '--retry=1', `--reporter=${path.join(ROOT, 'scripts/lib/flaky-reporter.mjs')}`],
      { cwd: dir, env: { ...process.env, CVFORGE_FLAKY_REPORT: report }, encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    const flaky = JSON.parse(fs.readFileSync(report, 'utf8'));
    expect(flaky).toHaveLength(1);
    expect(flaky[0]).toMatchObject({ test: 'passes on its second attempt', retries: 1, errors: ['expected 1 to be 2 // Object.is equality'] });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
