import { TEMPLATE_FILE_REQUIRED, TEMPLATE_NAME_REQUIRED } from '@common/contracts/template-messages';
import { MAX_TEMPLATE_BYTES, TEMPLATE_EXTENSIONS } from '@common/limits';

export interface ValidationProblem {
  title: string;
  description: string;
}

/** docs/PRODUCT.md §5 template upload: a name that is not blank, then a file. */
export function validateTemplateUpload(name: string, file: File | null): ValidationProblem | null {
  if (!name.trim()) return { title: 'Name Required', description: TEMPLATE_NAME_REQUIRED };
  if (!file) return { title: 'File Required', description: TEMPLATE_FILE_REQUIRED };
  return null;
}

/** docs/PRODUCT.md §5 upload widget: one file (multiple uploads are not allowed for templates), .docx or .doc, at most 10 MB. */
export function checkTemplateFiles(files: ReadonlyArray<Pick<File, 'name' | 'size'>>): ValidationProblem | null {
  if (files.length > 1) return { title: 'File Upload Error', description: 'Too many files selected' };
  return files[0] ? checkTemplateFile(files[0]) : null;
}

/** docs/PRODUCT.md §5 upload widget: a chosen file must be .docx or .doc and at most 10 MB. */
export function checkTemplateFile(file: Pick<File, 'name' | 'size'>): ValidationProblem | null {
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  if (!file.name.includes('.') || !(TEMPLATE_EXTENSIONS as readonly string[]).includes(extension)) {
    return { title: 'File Upload Error', description: `File "${file.name}" has invalid type` };
  }
  if (file.size > MAX_TEMPLATE_BYTES) {
    return { title: 'File Upload Error', description: `File "${file.name}" is too large (max 10MB)` };
  }
  return null;
}
