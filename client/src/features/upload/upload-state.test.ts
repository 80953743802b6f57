import { describe, expect, it } from 'vitest';
import { cvUploadMessage, cvUploadProgress, inFlightProgress, isStepDone, rejectionMessage, tooManyFilesToast, uploadToast } from './upload-state';

describe('dropzone rejection texts (docs/PRODUCT.md §5)', () => {
  it('keeps the spec sentence shapes with extensions and MB, never MIME types or bytes', () => {
    expect(rejectionMessage({ code: 'file-too-large', message: 'File is larger than 10485760 bytes' })).toBe('File is larger than 10 MB');
    expect(rejectionMessage({ code: 'file-too-small', message: 'x' }, { minSize: 1 })).toBe('File is smaller than 1 byte');
    expect(rejectionMessage({ code: 'too-many-files', message: 'Too many files' })).toBe('Too many files');
    expect(rejectionMessage({ code: 'file-invalid-type', message: 'File type must be one of application/pdf, .pdf' })).toBe('File type must be .pdf, .doc, .docx or .txt');
  });

  it("says how many files were selected when there are more than 50", () => {
    expect(tooManyFilesToast(51)).toMatchObject({ title: 'Too Many Files', description: 'Maximum 50 files allowed per upload. You selected 51 files.' });
  });
});

describe('upload toasts (docs/PRODUCT.md §8)', () => {
  it('bulk, single and failed', () => {
    expect(uploadToast('bulk', [{ fileName: 'a', uploaded: 1 }, { fileName: 'b', uploaded: 1 }])).toMatchObject({
      title: 'Bulk Upload Successful',
      description: '2 CVs uploaded successfully. You can now process them from the dashboard.',
    });
    expect(uploadToast('bulk', [{ fileName: 'a', uploaded: 1 }])).toMatchObject({ description: '1 CV uploaded successfully. You can now process it from the dashboard.' });
    expect(uploadToast('single', [{ fileName: 'a', uploaded: 1 }])).toMatchObject({ title: 'Upload Successful', description: '1 file uploaded successfully' });
    expect(uploadToast('single', [{ fileName: 'a', uploaded: 0, error: 'This PDF is broken' }])).toMatchObject({ title: 'Upload Failed', description: 'This PDF is broken.' });
    expect(uploadToast('bulk', [{ fileName: 'a', uploaded: 1 }, { fileName: 'b.exe', uploaded: 0, error: 'No' }, { fileName: 'c', uploaded: 0, error: 'Bad' }])).toMatchObject({
      title: 'Upload Failed',
      description: '2 files could not be uploaded. b.exe: No. 1 file uploaded successfully.',
    });
  });
});

describe('upload overlay (docs/PRODUCT.md §4)', () => {
  it('changes its message at about 2 s and 5 s, then Complete', () => {
    expect(cvUploadMessage(0, false)).toBe('Uploading file');
    expect(cvUploadMessage(2000, false)).toBe('Processing documents');
    expect(cvUploadMessage(5000, false)).toBe('Applying template formatting');
    expect(cvUploadMessage(1000, true)).toBe('Complete');
  });

  it('follows the bytes sent up to 90, 100 at the end; checkmarks above 30/70/95', () => {
    expect(cvUploadProgress(0.5, false)).toBe(45);
    expect(cvUploadProgress(1, false)).toBe(90);
    expect(cvUploadProgress(0.2, true)).toBe(100);
    expect(isStepDone(30, 30)).toBe(false);
    expect(isStepDone(31, 30)).toBe(true);
    expect(isStepDone(90, 95)).toBe(false);
    expect(isStepDone(100, 95)).toBe(true);
    expect(inFlightProgress(1)).toBe(99);
  });
});
