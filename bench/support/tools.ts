import { execFileSync } from 'node:child_process';

/** Whether a command is on the PATH (soffice, chromium, pdftotext): a bench that needs a missing one skips that part. */
export function hasTool(tool: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
