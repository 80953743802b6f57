/**
 * Output file names: '<Candidate Name> - <Template name>.docx', '<Candidate Name> - Enhanced.docx',
 * '<Candidate Name> - Report.docx', with characters that are safe on Windows, macOS and Linux.
 */
const MAX_STEM = 120;
// Reserved on Windows as file names, whatever the extension.
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

export function safeFileStem(value: string): string {
  const cleaned = value
    .normalize('NFC')
    // C1 controls and bidirectional overrides too: a name that reads backwards is no file name (issue 30).
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const stem = [...cleaned].slice(0, MAX_STEM).join('').trim();
  if (!stem || WINDOWS_RESERVED.test(stem)) return stem ? `${stem}_` : '';
  return stem;
}

/** The candidate's name for file names: the extracted name, else the uploaded file's name without extension. */
export function candidateLabel(name: string | null | undefined, originalFileName: string): string {
  return safeFileStem(name ?? '') || safeFileStem(originalFileName.replace(/\.[^.]+$/, '')) || 'Candidate';
}

export function outputFileName(candidate: string, suffix: string, extension: 'docx' | 'pdf'): string {
  return `${candidate} - ${safeFileStem(suffix) || 'CV'}.${extension}`;
}
