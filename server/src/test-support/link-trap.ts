import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * What a hostile template links to in the external-link tests: a loopback HTTP listener that records
 * every request it receives (it must receive none), and a local file holding a secret (its text must
 * appear in no output).
 */
export interface LinkTrap {
  /** http://127.0.0.1:port of the listener. */
  base: string;
  /** "METHOD /url" of every request the listener received. */
  hits: string[];
  secretPath: string;
  close(): Promise<void>;
}

export async function startLinkTrap(secret: string, secretFileName: string): Promise<LinkTrap> {
  const hits: string[] = [];
  const listener = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.end('x');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-secret-'));
  const secretPath = path.join(secretDir, secretFileName);
  fs.writeFileSync(secretPath, secret);
  return {
    base: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    hits,
    secretPath,
    async close() {
      await new Promise((resolve) => listener.close(resolve));
      fs.rmSync(secretDir, { recursive: true, force: true });
    },
  };
}
