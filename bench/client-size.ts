/**
 * How much JavaScript a first-time visitor downloads for the landing page, gzipped, against the
 * 150 KB target. Counts the entry chunk and its static imports (what index.html loads and
 * preloads), then the landing route's lazy chunk and its own static imports, which the router
 * fetches straight away for a signed-out visitor. Other route chunks are not counted.
 *
 * Usage: npm run bench (builds first when dist/client is missing).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist', 'client');
const MANIFEST = join(OUT, '.vite', 'manifest.json');
const LANDING_SRC = 'src/features/landing/landing-page.tsx';
const TARGET_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function ensureBuild() {
  if (existsSync(join(OUT, 'index.html')) && existsSync(MANIFEST)) return;
  console.log('dist/client is missing: building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** The chunk keys reached from `start` through static imports only. */
function staticClosure(manifest: Manifest, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const key of manifest[start]?.imports ?? []) staticClosure(manifest, key, seen);
  return seen;
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  ensureBuild();
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const html = readFileSync(join(OUT, 'index.html'), 'utf8');

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
  if (!manifest[LANDING_SRC]) throw new Error(`${LANDING_SRC} is not a chunk of its own: is it still lazy-loaded?`);

  const initial = staticClosure(manifest, entryKey);
  const landing = [...staticClosure(manifest, LANDING_SRC)].filter((key) => !initial.has(key));

  // Cross-check: every script index.html loads or preloads must be in the initial set.
  const htmlScripts = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]);
  const initialFiles = new Set([...initial].map((key) => manifest[key].file));
  for (const file of htmlScripts) {
    if (!initialFiles.has(file)) throw new Error(`index.html loads ${file}, which the manifest walk missed`);
  }

  const rows: { group: string; file: string; bytes: number }[] = [];
  for (const key of initial) rows.push({ group: 'initial', file: manifest[key].file, bytes: gzipBytes(manifest[key].file) });
  for (const key of landing) rows.push({ group: 'landing route', file: manifest[key].file, bytes: gzipBytes(manifest[key].file) });
  const css = [...new Set([...initial, ...landing].flatMap((key) => manifest[key].css ?? []))];

  console.log('Landing page JavaScript (gzip -9):');
  for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${row.group.padEnd(14)} ${row.file.padEnd(44)} ${kb(row.bytes).padStart(9)}`);
  }
  const initialBytes = rows.filter((row) => row.group === 'initial').reduce((sum, row) => sum + row.bytes, 0);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  const cssBytes = css.reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(`  entry + static imports: ${kb(initialBytes)}`);
  console.log(`  with the landing route: ${kb(total)} (target ${kb(TARGET_BYTES)}) ${total <= TARGET_BYTES ? 'OK' : 'OVER TARGET'}`);
  console.log(`  CSS (not counted): ${kb(cssBytes)}`);
  if (total > TARGET_BYTES) process.exitCode = 1;
}

main();
