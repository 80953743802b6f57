import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractText } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDocxPackage } from './docx-package';
import { convertToPdf, isLibreOfficeAvailable } from './libreoffice';
import { configureLibreOfficeSandbox, confinedCommand, probeSandbox } from './libreoffice-sandbox';
import { renderCv } from './render-cv';
import { stripExternalLinks } from './strip-external-links';
import { startLinkTrap, type LinkTrap } from '../test-support/link-trap';
import { seniorEngineerCv } from './test-support/cv-fixtures';
import { buildDocx, p } from './test-support/docx-builder';
import { linkedTemplate } from './test-support/linked-template';

const SECRET = 'CVFORGE-SECRET-7f3a9c';

/** Every relationship in the package that leaves it. */
function externalRelationships(docx: Buffer): string[] {
  const pkg = openDocxPackage(docx);
  const found: string[] = [];
  for (const [name, bytes] of pkg.files) {
    if (!name.endsWith('.rels')) continue;
    for (const match of bytes.toString('utf8').matchAll(/<Relationship [^>]*TargetMode="External"[^>]*>/g)) found.push(`${name}: ${match[0]}`);
  }
  return found;
}

function allXml(docx: Buffer): string {
  return [...openDocxPackage(docx).files].filter(([name]) => /\.(xml|rels)$/.test(name)).map(([, bytes]) => bytes.toString('utf8')).join('\n');
}

let trap: LinkTrap;
let base: string;
let hits: string[];
let secretPath: string;

beforeAll(async () => {
  trap = await startLinkTrap(SECRET, 'secret.txt');
  ({ base, hits, secretPath } = trap);
});
afterAll(async () => {
  await trap?.close();
});

describe('stripExternalLinks', () => {
  it('removes every external relationship and what uses it, keeping the text', () => {
    const { docx, removed } = stripExternalLinks(linkedTemplate(base, secretPath));
    expect(externalRelationships(docx)).toEqual([]);
    const xml = allXml(docx);
    expect(xml).not.toContain('127.0.0.1');
    expect(xml).not.toContain(secretPath);
    expect(xml).not.toMatch(/INCLUDE(PICTURE|TEXT)/);
    expect(xml).not.toContain('r:link=');
    expect(xml).not.toContain('attachedTemplate');
    expect(xml).not.toContain('o:OLEObject');
    expect(xml).not.toContain('w:subDoc');
    // Hyperlinks lose their target but keep their words; ordinary text is untouched.
    expect(xml).toContain('Agency website');
    expect(xml).toContain('{{FullName}}');
    expect(xml).toContain('End of template');
    expect(removed.length).toBeGreaterThanOrEqual(12);
  });

  it('returns a template without links unchanged, byte for byte', () => {
    const plain = buildDocx({ body: [p('{{FullName}}')], headerLogo: true });
    expect(stripExternalLinks(plain)).toEqual({ docx: plain, removed: [] });
  });

  it('leaves a field that fetches nothing (PAGE) where it is', () => {
    const field = '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>';
    const docx = buildDocx({ body: [field] });
    expect(stripExternalLinks(docx).removed).toEqual([]);
  });

  it('removes an INCLUDEPICTURE whose instruction Word split across runs', () => {
    const field = `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>INCLUDE</w:instrText></w:r><w:r><w:instrText>PICTURE "${base}/split.png"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t>after</w:t></w:r></w:p>`;
    const { docx } = stripExternalLinks(buildDocx({ body: [field] }));
    const xml = allXml(docx);
    expect(xml).not.toContain('split.png');
    expect(xml).toContain('after');
  });

  it('a rendered CV keeps no external relationship', () => {
    const output = renderCv({ template: linkedTemplate(base, secretPath), data: seniorEngineerCv() });
    expect(externalRelationships(output)).toEqual([]);
    expect(allXml(output)).toContain('Amélie &lt;Durand&gt; &amp; Sons');
    expect(allXml(output)).not.toContain('127.0.0.1');
  });
});

describe.skipIf(!isLibreOfficeAvailable())('LibreOffice follows no link (skipped when LibreOffice is not installed)', () => {
  afterEach(() => {
    configureLibreOfficeSandbox('auto');
  });

  // The raw template, not stripped: the confinement alone must hold.
  it.each(['auto', 'off'] as const)('with LIBREOFFICE_SANDBOX=%s, converting a linked template fetches nothing and reads no local file', async (mode) => {
    configureLibreOfficeSandbox(mode);
    hits.length = 0;
    const pdf = await convertToPdf(linkedTemplate(base, secretPath));
    expect(pdf!.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(pdf!), { mergePages: true });
    expect(text).toContain('End of template');
    expect(text).not.toContain(SECRET);
    expect(pdf!.toString('latin1')).not.toContain(SECRET);
    expect(hits).toEqual([]);
  }, 120_000);

  it.skipIf(!probeSandbox().isUsable)('under bwrap, a program sees neither the network nor files outside its work folder', () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-lo-test-'));
    try {
      fs.writeFileSync(path.join(workDir, 'own.txt'), 'own file');
      const run = (executable: string, args: string[]) => {
        const command = confinedCommand(executable, args, workDir);
        return spawnSync(command.command, command.args, { encoding: 'utf8', timeout: 20_000 });
      };
      expect(run('/usr/bin/cat', [path.join(workDir, 'own.txt')]).stdout).toBe('own file');
      const secret = run('/usr/bin/cat', [secretPath]);
      expect(secret.status).not.toBe(0);
      expect(secret.stdout).not.toContain(SECRET);
      const port = new URL(base).port;
      const connect = run('/usr/bin/python3', ['-c', `import socket; socket.create_connection(("127.0.0.1", ${port}), 3); print("connected")`]);
      expect(connect.stdout).not.toContain('connected');
      expect(hits).toEqual([]);
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  });
});
