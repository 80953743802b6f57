import { CV_EXTENSIONS } from '@common/limits';

/** The name shown for an uploaded file (common/input-text.ts): only ever displayed, never used as a path. */
export { cleanFileName } from '@common/input-text';

/** '.pdf' for 'CV.PDF'; '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 || (dot === 0 && name.length > 1) ? name.slice(dot).toLowerCase() : '';
}

export function isCvExtension(extension: string): extension is (typeof CV_EXTENSIONS)[number] {
  return (CV_EXTENSIONS as readonly string[]).includes(extension);
}
