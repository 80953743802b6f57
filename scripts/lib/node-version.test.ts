import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nodeVersionVerdict, parseEngines } from './node-version.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const engines: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node;

describe('the Node.js version check at start', () => {
  it('reads package.json engines, the one list of supported lines, and knows 20 and 24', () => {
    const majors = parseEngines(engines).map((l) => l.major);
    expect(majors).toContain(20);
    expect(majors).toContain(24);
  });

  it('stops an older Node.js with one line naming the version needed', () => {
    const { stop } = nodeVersionVerdict('v18.20.4');
    expect(stop).toBe('CVForge needs Node.js 20.19 or later (Node.js 24 recommended); this is Node.js 18.20.4.');
    expect(stop).not.toContain('\n');
  });

  it('stops a Node.js of a supported line that is older than its lowest release', () => {
    expect(nodeVersionVerdict('v20.18.3').stop).toBe(
      'CVForge needs Node.js 20.19 or later on the 20 line, or Node.js 24 (recommended); this is Node.js 20.18.3.',
    );
    expect(nodeVersionVerdict('v22.12.0').stop).toContain('Node.js 22.13 or later on the 22 line');
  });

  it('lets the supported versions start without a word', () => {
    for (const v of ['v20.19.0', 'v20.20.2', 'v22.13.0', 'v24.0.0', 'v24.21.0']) expect(nodeVersionVerdict(v)).toEqual({});
  });

  it('starts an untested newer or odd-numbered line with one warning', () => {
    expect(nodeVersionVerdict('v27.0.0')).toEqual({
      warn: expect.stringMatching(/^Node\.js 27\.0\.0 is not a version CVForge is tested on \(20\.19\+, .*\); Node\.js 24 is recommended\.$/),
    });
    expect(nodeVersionVerdict('v23.11.1').warn).toContain('is not a version CVForge is tested on');
    expect(nodeVersionVerdict('v23.11.1').stop).toBeUndefined();
  });

  it('refuses an engines range it would not understand, rather than guess', () => {
    expect(() => parseEngines('>=20.19')).toThrow('^major.minor.patch');
  });

  it('the running Node.js, the one the tests use, is supported', () => {
    expect(nodeVersionVerdict(process.version)).toEqual({});
  });
});
