import { cleanFileName } from '@common/input-text';

/**
 * An attachment header that keeps any file name intact: an ASCII fallback for old clients and the
 * UTF-8 name (RFC 5987/6266) for the rest. Quotes, backslashes and control characters never reach the header.
 */
export function contentDisposition(rawName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  // Stored names were cleaned on the way in; cleaned again here so no header depends on that.
  const fileName = cleanFileName(rawName);
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
