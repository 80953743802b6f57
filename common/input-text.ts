/**
 * The one cleaning of text at the input boundary (issue 30): names, free text and file names arrive
 * from browsers and API clients and end up in email headers, file names, Content-Disposition headers,
 * log lines and DOCX files. Control characters mean nothing in any of them, and a CR LF in a name must
 * never become a header line. The zod contracts in common/contracts apply these with .overwrite(), so
 * a field is cleaned before its length limit is checked; the mailer and the download headers apply
 * them again as defence in depth.
 */

// C0 and C1 controls, DEL, and the bidirectional overrides and isolates that can make 'cv‮fdp.exe' read as 'cv.exe.pdf'.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
// The same, less the tab and the line feed a multi-line field keeps.
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_TAB_AND_LF = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * One line of text (a name, a title, a subject): each run of breaks and tabs becomes one space, other
 * controls go. Text without controls is returned as it was (no trimming, no normalisation), so data
 * saved back unchanged stays equal to what was read.
 */
export function cleanLine(text: string): string {
  return text.replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, ' ').replace(CONTROLS, '');
}

/** Free text that may span lines (a summary): CR LF and CR become LF, tabs and line feeds stay, other controls go. */
export function cleanMultiline(text: string): string {
  return text.replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n').replace(CONTROLS_BUT_TAB_AND_LF, '');
}

export const MAX_FILE_NAME_LENGTH = 255;

/**
 * A file name safe to store, show, send as a Content-Disposition header and attach to an email: the
 * user's name as given (UTF-8 kept), minus control characters and line separators, path parts and
 * surrounding spaces; at most 255 characters, the extension kept; 'unnamed' when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const withoutControls = raw.normalize('NFC').replace(CONTROLS, '').replace(/[\u2028\u2029]/g, '');
  const base = withoutControls.split(/[\\/]/).filter((part) => part.trim() !== '').pop() ?? '';
  let name = base.trim();
  if (name === '.' || name === '..') name = '';
  if (name.length > MAX_FILE_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 ? name.slice(dot) : '';
    name = name.slice(0, MAX_FILE_NAME_LENGTH - extension.length) + extension;
  }
  return name || 'unnamed';
}
