// Entry of a CV reader thread. Worker threads don't inherit the parent's TypeScript loader, so the
// thread registers tsx itself before loading the TypeScript reader.
import { register } from 'tsx/esm/api';

register();
await import('./cv-reader-thread-main.ts');
