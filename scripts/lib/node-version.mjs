// Which Node.js versions CVForge runs on: package.json's `engines.node` is the one list, written as
// one `^major.minor.patch` per release line (docs/decisions/094-supported-node-versions.md). Plain
// JavaScript with no imports beyond node:fs, so `npm start` can check the version before it loads
// anything that an older Node could not parse or link.
import fs from 'node:fs';

/** The release line the README and docs/DEPLOYMENT.md recommend. */
export const RECOMMENDED_NODE_MAJOR = 24;

const ENGINES = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).engines.node;

/**
 * `"^20.19.0 || ^24.0.0"` → the lowest version of each line, lowest line first. Any other form of
 * range throws: the check below would not know what it means.
 * @param {string} range
 * @returns {{ major: number, minor: number, patch: number }[]}
 */
export function parseEngines(range) {
  return range
    .split('||')
    .map((part) => {
      const m = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(part.trim());
      if (!m) throw new Error(`engines.node must list release lines as ^major.minor.patch joined by ||, not "${range}"`);
      return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) };
    })
    .sort((a, b) => a.major - b.major);
}

/**
 * What to say about running on Node.js `version` (e.g. process.version): `stop` when it is older than
 * its line's lowest supported version or than every supported line, `warn` when it is on a line that
 * is not tested (an odd-numbered release, or a line newer than the list), nothing when supported.
 * @param {string} version
 * @param {string} [range]
 * @returns {{ stop?: string, warn?: string }}
 */
export function nodeVersionVerdict(version, range = ENGINES) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!m) return { warn: `Could not read the Node.js version "${version}"; CVForge supports ${describe(range)}.` };
  const [major, minor, patch] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const lines = parseEngines(range);
  const current = `Node.js ${major}.${minor}.${patch}`;
  const line = lines.find((l) => l.major === major);
  if (line) {
    const older = minor < line.minor || (minor === line.minor && patch < line.patch);
    if (!older) return {};
    return { stop: `CVForge needs Node.js ${short(line)} or later on the ${major} line, or Node.js ${RECOMMENDED_NODE_MAJOR} (recommended); this is ${current}.` };
  }
  if (major < lines[0].major) {
    return { stop: `CVForge needs Node.js ${short(lines[0])} or later (Node.js ${RECOMMENDED_NODE_MAJOR} recommended); this is ${current}.` };
  }
  return { warn: `${current} is not a version CVForge is tested on (${describe(range)}); Node.js ${RECOMMENDED_NODE_MAJOR} is recommended.` };
}

const CHECKED = Symbol.for('cvforge.nodeVersionChecked');

/**
 * Stops the process with one line on stderr when this Node.js is too old, prints one warning line when
 * it is untested. Call it before loading the rest of the program; `npm start` and server/src/main.ts
 * both do, and the second call says nothing.
 */
export function requireSupportedNode() {
  if (globalThis[CHECKED]) return;
  globalThis[CHECKED] = true;
  const verdict = nodeVersionVerdict(process.version);
  if (verdict.stop) {
    console.error(verdict.stop);
    process.exit(1);
  }
  if (verdict.warn) console.warn(verdict.warn);
}

/** @param {{ major: number, minor: number, patch: number }} line */
function short(line) {
  return line.patch ? `${line.major}.${line.minor}.${line.patch}` : `${line.major}.${line.minor}`;
}

/** @param {string} range */
function describe(range) {
  const lines = parseEngines(range).map((l) => (l.minor || l.patch ? `${short(l)}+` : String(l.major)));
  return lines.length > 1 ? `${lines.slice(0, -1).join(', ')} or ${lines[lines.length - 1]}` : lines[0];
}
