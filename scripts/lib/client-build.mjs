import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INDEX = path.join(ROOT, 'dist/client/index.html');
const SOURCES = ['client', 'common'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web client when dist/client is missing or older than its sources. */
export function ensureClientBuilt({ force = false } = {}) {
  const builtAt = fs.existsSync(INDEX) ? fs.statSync(INDEX).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((d) => newestMtime(path.join(ROOT, d))));
  if (!force && builtAt > sourcesAt) return;
  console.log('Building the web client…');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web client failed to build.');
    process.exit(result.status ?? 1);
  }
}
