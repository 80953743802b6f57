/**
 * Reads CV files and prints one JSON line per file: {file, ms, data} with data in CvData shape,
 * or {file, error} when the file is refused or unreadable.
 *
 *   npm run parse -- cv1.pdf cv2.docx
 */
import path from 'node:path';
import { DocumentError, readDocument } from '../server/src/documents/read-document';
import { extractCv } from '../server/src/extraction/extract-cv';

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('Usage: npm run parse -- <files...>');
  process.exit(2);
}

let hasFailure = false;
for (const file of files) {
  const started = performance.now();
  try {
    const data = extractCv(await readDocument(file, path.basename(file)));
    console.log(JSON.stringify({ file, ms: Math.round((performance.now() - started) * 10) / 10, data }));
  } catch (error) {
    hasFailure = true;
    const message = error instanceof DocumentError ? error.message : (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'File not found' : String(error);
    console.log(JSON.stringify({ file, error: message }));
  }
}
process.exitCode = hasFailure ? 1 : 0;
