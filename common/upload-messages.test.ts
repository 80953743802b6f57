import { describe, expect, it } from 'vitest';
import { countOf, listWithOr } from './text';
import { CV_TYPE_REFUSAL, cvTooLargeRefusal, cvTooSmallRefusal, sizeLimitText } from './upload-messages';

describe('upload refusal texts (docs/PRODUCT.md §5 shapes, read by a person)', () => {
  it('names the extensions, not MIME types', () => {
    expect(CV_TYPE_REFUSAL).toBe('File type must be .pdf, .doc, .docx or .txt');
    expect(listWithOr(['.docx'])).toBe('.docx');
    expect(listWithOr(['.docx', '.doc'])).toBe('.docx or .doc');
  });

  it('says sizes in MB or KB, not bytes', () => {
    expect(cvTooLargeRefusal()).toBe('File is larger than 10 MB');
    expect(cvTooSmallRefusal(1)).toBe('File is smaller than 1 byte');
    expect(sizeLimitText(512 * 1024)).toBe('512 KB');
    expect(sizeLimitText(300)).toBe('300 bytes');
  });

  it('counts with the right plural', () => {
    expect(countOf(1, 'CV')).toBe('1 CV');
    expect(countOf(2, 'CV')).toBe('2 CVs');
    expect(countOf(0, 'file')).toBe('0 files');
    expect(countOf(1, 'candidate')).toBe('1 candidate');
    expect(countOf(1200, 'CV')).toBe('1,200 CVs');
  });
});
