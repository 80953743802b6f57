import { readFileSync } from 'node:fs';

let cached: Buffer | null = null;

/** The built-in Standard Template (template id 'default'), built by `npm run templates:standard`. */
export function loadStandardTemplate(): Buffer {
  cached ??= readFileSync(new URL('./standard-template.docx', import.meta.url));
  return cached;
}
