import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractText } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeTemplate } from './analyze-template';
import { convertDocToDocx, convertToPdf, convertWithLibreOffice, findLibreOffice, isLibreOfficeAvailable, LIBREOFFICE_MISSING_FOR_DOC } from './libreoffice';
import { writeLockedProfile } from './libreoffice-sandbox';
import { renderCv } from './render-cv';
import { loadStandardTemplate } from './standard-template';
import { TemplateError } from './template-error';
import { graduateCv, seniorEngineerCv } from './test-support/cv-fixtures';
import { buildDocx, p, table, cell } from './test-support/docx-builder';

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text;
}

describe('LibreOffice missing', () => {
  const originalPath = process.env.PATH;
  afterEach(() => {
    process.env.PATH = originalPath;
  });

  it('PDF conversion returns null and .doc conversion explains what to do', async () => {
    process.env.PATH = '/nonexistent';
    expect(isLibreOfficeAvailable()).toBe(false);
    expect(await convertToPdf(Buffer.from('x'))).toBeNull();
    await expect(convertDocToDocx(Buffer.from('x'))).rejects.toThrow(new TemplateError(LIBREOFFICE_MISSING_FOR_DOC));
  });
});

// These need a real LibreOffice (apt-get install libreoffice-writer-nogui); without it they are skipped.
describe.skipIf(!isLibreOfficeAvailable())('LibreOffice conversions (skipped when LibreOffice is not installed)', () => {
  it('opens a rendered CV and converts it to PDF with its text', async () => {
    const docx = renderCv({ template: loadStandardTemplate(), data: seniorEngineerCv(), extras: { agencyName: 'Northwind Talent' } });
    const pdf = await convertToPdf(docx);
    expect(pdf!.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf!);
    expect(text).toContain('Amélie <Durand> & Sons');
    expect(text).toContain('Lead Engineer — Finly Ltd, London');
    expect(text).toContain('Northwind Talent');
  }, 120_000);

  it('runs parallel conversions without losing files', async () => {
    const docs = [seniorEngineerCv(), graduateCv(), seniorEngineerCv()].map((data) => renderCv({ template: loadStandardTemplate(), data }));
    const pdfs = await Promise.all(docs.map((d) => convertToPdf(d)));
    expect(pdfs.every((pdf) => pdf?.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    expect(await pdfText(pdfs[1]!)).toContain('Tom Baker');
  }, 180_000);

  // Needs the packages .ci/run installs (fonts-ebgaramond, fonts-urw-base35, fonts-crosextra-carlito).
  it('shows a Garamond and Georgia template in EB Garamond and a Palatino-width face, not DejaVu', async () => {
    const template = buildDocx({
      font: 'Garamond',
      body: [p({ text: 'Senior Project Manager, Northwind Traders  2019 – Present', font: 'Georgia' }), p('Led a team of twelve engineers.'), p({ text: 'Calibri line', font: 'Calibri' })],
    });
    const pdf = (await convertToPdf(template))!;
    // The font names as pdffonts lists them: /BaseFont entries, subset prefix dropped.
    const fonts = new Set([...pdf.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]));
    expect([...fonts].sort()).toEqual(['Carlito', 'EBGaramond12Regular', 'P052Roman']);
    expect(await pdfText(pdf)).toContain('Senior Project Manager, Northwind Traders');
  }, 120_000);

  it('starts with the profile it is given without running its graphics self-tests (some 5 s of every conversion)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cvforge-lo-test-'));
    try {
      const profile = path.join(dir, 'profile');
      await writeLockedProfile(profile);
      await writeFile(path.join(dir, 'cv.txt'), 'Ada Lovelace\n');
      const args = [`-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', dir, path.join(dir, 'cv.txt')];
      spawnSync(findLibreOffice()!, args, { timeout: 110_000, stdio: 'ignore' });
      expect(await pdfText(await readFile(path.join(dir, 'cv.pdf')))).toContain('Ada Lovelace');
      // LibreOffice writes this log into the profile whenever it runs them.
      expect(existsSync(path.join(profile, 'user', 'GraphicsRenderTests.log'))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('converts a legacy .doc template to a .docx the engine can analyse', async () => {
    const template = buildDocx({ body: [p('{{FullName}}'), table([[cell('{{Email}}')]])] });
    const doc = await convertWithLibreOffice(template, 'docx', 'doc');
    expect(doc.readUInt32BE(0)).toBe(0xd0cf11e0);
    const docx = await convertDocToDocx(doc);
    expect(Object.keys(analyzeTemplate(docx).fieldMappings)).toEqual(['FullName', 'Email']);
  }, 120_000);
});
