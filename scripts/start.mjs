// `npm start`: build the client if needed, then run the server (web and worker) from TypeScript.
import { register } from 'tsx/esm/api';
import { ensureClientBuilt } from './lib/client-build.mjs';

ensureClientBuilt();
register();
await import('../server/src/main.ts');
