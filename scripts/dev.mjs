// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/client-build.mjs';

const children = [
  spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'server/src/main.ts'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--config', 'client/vite.config.ts'], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
