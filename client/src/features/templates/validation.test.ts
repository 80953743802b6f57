import { describe, expect, it } from 'vitest';
import { checkTemplateFile, checkTemplateFiles, validateTemplateUpload } from './validation';

const file = (name: string, size = 1000) => ({ name, size }) as File;

describe('template upload validation (docs/PRODUCT.md §5)', () => {
  it('asks for a name that is not blank, then for a file', () => {
    expect(validateTemplateUpload('   ', file('a.docx'))).toEqual({ title: 'Name Required', description: 'Please enter a name for your template.' });
    expect(validateTemplateUpload('Blue', null)).toEqual({ title: 'File Required', description: 'Please select a template file to upload.' });
    expect(validateTemplateUpload(' Blue ', file('a.docx'))).toBeNull();
  });

  it('accepts .docx and .doc up to 10 MB', () => {
    expect(checkTemplateFile(file('Agency.DOCX'))).toBeNull();
    expect(checkTemplateFile(file('old.doc', 10 * 1024 * 1024))).toBeNull();
    expect(checkTemplateFile(file('cv.pdf'))).toEqual({ title: 'File Upload Error', description: 'File "cv.pdf" has invalid type' });
    expect(checkTemplateFile(file('docx'))).toEqual({ title: 'File Upload Error', description: 'File "docx" has invalid type' });
    expect(checkTemplateFile(file('big.docx', 10 * 1024 * 1024 + 1))).toEqual({ title: 'File Upload Error', description: 'File "big.docx" is too large (max 10MB)' });
  });

  it('takes one template at a time', () => {
    expect(checkTemplateFiles([file('a.docx'), file('b.docx')])).toEqual({ title: 'File Upload Error', description: 'Too many files selected' });
    expect(checkTemplateFiles([file('a.docx')])).toBeNull();
    expect(checkTemplateFiles([file('a.pdf')])).toEqual({ title: 'File Upload Error', description: 'File "a.pdf" has invalid type' });
    expect(checkTemplateFiles([])).toBeNull();
  });
});
