import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fontconfigWithMap } from './font-map';
import { confinedCommand, writeLockedProfile } from './libreoffice-sandbox';
import { TemplateError } from './template-error';

export const LIBREOFFICE_MISSING_FOR_DOC = 'Legacy .doc templates need LibreOffice on the server; save the template as .docx and upload it again.';
const DEFAULT_TIMEOUT_MS = 60_000;

/** The LibreOffice executable on PATH ('soffice' or 'libreoffice'), or null. */
export function findLibreOffice(searchPath = process.env.PATH ?? ''): string | null {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    for (const name of ['soffice', 'libreoffice']) {
      const candidate = path.join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not here; keep looking
      }
    }
  }
  return null;
}

export function isLibreOfficeAvailable(): boolean {
  return findLibreOffice() !== null;
}

function run(executable: string, args: string[], env: Record<string, string>, timeoutMs: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a timeout kills soffice.bin too and not just the oosplash wrapper.
    const child = spawn(executable, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      reject(new TemplateError(`LibreOffice did not finish the conversion within ${Math.round(timeoutMs / 1000)} s.`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new TemplateError(`LibreOffice could not be started (${error.message}).`, { cause: error }));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * Converts documents with one LibreOffice headless run (its start-up, ~1–2 s, is most of the cost, so
 * converting several files in one run is much cheaper than one run each). The run gets its own user
 * profile directory: runs sharing one profile block each other and silently produce no file.
 * Returns one result per input, in order: the converted bytes, or null when that file produced nothing.
 */
export async function convertManyWithLibreOffice(
  inputs: Buffer[],
  inputExtension: string,
  target: string,
  options: { timeoutMs?: number } = {},
): Promise<{ results: Array<Buffer | null>; output: string; code: number | null }> {
  const executable = findLibreOffice();
  if (!executable) throw new TemplateError('LibreOffice is not installed on the server.');
  const workDir = await mkdtemp(path.join(tmpdir(), 'cvforge-lo-'));
  try {
    const outDir = path.join(workDir, 'out');
    const inputPaths = inputs.map((_, i) => path.join(workDir, `input-${i}.${inputExtension}`));
    await Promise.all(inputs.map((input, i) => writeFile(inputPaths[i], input)));
    const profileDir = path.join(workDir, 'profile');
    await writeLockedProfile(profileDir);
    // Word's fonts replaced by metric-compatible or close free ones rather than fontconfig's DejaVu (font-map.ts).
    const fontConfig = path.join(workDir, 'fonts.conf');
    await writeFile(fontConfig, fontconfigWithMap());
    // Confined to workDir with no network where bwrap works (libreoffice-sandbox.ts).
    const command = confinedCommand(
      executable,
      [
        `-env:UserInstallation=${pathToFileURL(profileDir).href}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--nodefault',
        '--nofirststartwizard',
        '--convert-to',
        target,
        '--outdir',
        outDir,
        ...inputPaths,
      ],
      workDir,
      { FONTCONFIG_FILE: fontConfig },
    );
    const { code, output } = await run(
      command.command,
      command.args,
      command.env,
      (options.timeoutMs ?? DEFAULT_TIMEOUT_MS) * Math.max(1, Math.ceil(inputs.length / 4)),
    );
    const produced = await readdir(outDir).catch(() => [] as string[]);
    const results = await Promise.all(
      inputs.map(async (_, i) => {
        const name = produced.find((file) => file.startsWith(`input-${i}.`));
        return name ? readFile(path.join(outDir, name)) : null;
      }),
    );
    return { results, output, code };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Converts one document with LibreOffice headless (see convertManyWithLibreOffice). */
export async function convertWithLibreOffice(input: Buffer, inputExtension: string, target: string, options: { timeoutMs?: number } = {}): Promise<Buffer> {
  const { results, output, code } = await convertManyWithLibreOffice([input], inputExtension, target, options);
  if (!results[0]) {
    throw new TemplateError(`LibreOffice could not convert the document (exit code ${code}${output.trim() ? `: ${output.trim().slice(0, 200)}` : ''}).`);
  }
  return results[0];
}

/** The DOCX as PDF, or null when LibreOffice is not installed (the caller then delivers DOCX only). */
export async function convertToPdf(docx: Buffer, options: { timeoutMs?: number } = {}): Promise<Buffer | null> {
  if (!isLibreOfficeAvailable()) return null;
  return convertWithLibreOffice(docx, 'docx', 'pdf', options);
}

/** A legacy .doc template converted to .docx, so it can be analysed and rendered like any other. */
export async function convertDocToDocx(doc: Buffer, options: { timeoutMs?: number } = {}): Promise<Buffer> {
  if (!isLibreOfficeAvailable()) throw new TemplateError(LIBREOFFICE_MISSING_FOR_DOC);
  return convertWithLibreOffice(doc, 'doc', 'docx:MS Word 2007 XML', options);
}
