import { CV_EXTENSIONS } from '@common/limits';

const MAX_NAME_LENGTH = 255;
// C0 and C1 control characters, DEL, and the bidirectional overrides that can make 'cv‮fdp.exe' read as 'cv.exe.pdf'.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name shown for an uploaded file: the user's name as given (UTF-8 kept), minus any path parts
 * and control characters. It is only ever displayed, never used as a path.
 */
export function cleanFileName(raw: string): string {
  const withoutControls = raw.normalize('NFC').replace(UNSAFE_CHARACTERS, '');
  const base = withoutControls.split(/[\\/]/).filter((part) => part.trim() !== '').pop() ?? '';
  let name = base.trim();
  if (name === '.' || name === '..') name = '';
  if (name.length > MAX_NAME_LENGTH) {
    const extension = fileExtension(name);
    name = name.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
  }
  return name || 'unnamed';
}

/** '.pdf' for 'CV.PDF'; '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 || (dot === 0 && name.length > 1) ? name.slice(dot).toLowerCase() : '';
}

export function isCvExtension(extension: string): extension is (typeof CV_EXTENSIONS)[number] {
  return (CV_EXTENSIONS as readonly string[]).includes(extension);
}
