// `npm start`: check the Node.js version, build the client if needed, then run the server (web and
// worker) from TypeScript. Everything after the check is imported dynamically, so a Node.js too old to
// load it stops with the check's one line instead of a stack trace.
import { requireSupportedNode } from './lib/node-version.mjs';

requireSupportedNode();
const { register } = await import('tsx/esm/api');
const { ensureClientBuilt } = await import('./lib/client-build.mjs');

ensureClientBuilt();
register();
await import('../server/src/main.ts');
