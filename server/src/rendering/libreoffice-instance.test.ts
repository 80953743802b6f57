import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { convertDocHere } from '../documents/doc-conversion';
import { readDocx } from '../documents/docx-reader';
import { docx, p } from '../documents/test-support/word-xml';
import { convertWithLibreOffice, isLibreOfficeAvailable } from './libreoffice';
import { closeSharedLibreOfficeInstance, LibreOfficeInstance, LibreOfficeUnavailableError } from './libreoffice-instance';
import { configureLibreOfficeSandbox } from './libreoffice-sandbox';
import { TemplateError } from './template-error';
import { writeFakeSoffice } from './test-support/fake-soffice';

const DOCX = 'docx:MS Word 2007 XML';
const OWN_PREFIX = `cvforge-lo-instance-${process.pid}-`;

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Still waiting for ${what}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Processes started for this test process's instances (their command lines name its folder). */
function ownLibreOffices(name = 'soffice.bin'): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return commandLine.includes(OWN_PREFIX) && commandLine.includes(name);
      } catch {
        return false;
      }
    })
    .map(Number);
}

const ownFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith(OWN_PREFIX));

async function lines(docxBytes: Buffer): Promise<string[]> {
  return (await readDocx(docxBytes, { allowMacros: true })).lines.map((line) => `${line.region} ${line.kind ?? ''} ${line.text}`);
}

// These need a real LibreOffice (apt-get install libreoffice-writer-nogui); without it they are skipped.
describe.skipIf(!isLibreOfficeAvailable())('The running LibreOffice (skipped when LibreOffice is not installed)', () => {
  let jane: Buffer;
  let john: Buffer;
  beforeAll(async () => {
    // Word 97 files that LibreOffice itself wrote from .docx files built here: nothing from outside the repository.
    jane = await convertWithLibreOffice(docx([p('Jane Doe'), p('Senior Engineer, Acme Ltd, 2019 – Present'), p('Led the platform team')].join('')), 'docx', 'doc');
    john = await convertWithLibreOffice(docx([p('John Roe'), p('Accountant, Beta plc, 2015 – 2018')].join('')), 'docx', 'doc');
  }, 120_000);

  it('converts two documents back to back in one LibreOffice, each read as a one-off run reads it', { timeout: 120_000 }, async () => {
    const instance = new LibreOfficeInstance();
    try {
      const first = await instance.convert(jane, 'doc', DOCX, { timeoutMs: 60_000 });
      const pid = instance.pid;
      const second = await instance.convert(john, 'doc', DOCX, { timeoutMs: 60_000 });
      expect(instance.pid).toBe(pid);
      expect(await lines(first)).toEqual(await lines(await convertWithLibreOffice(jane, 'doc', DOCX)));
      expect(await lines(second)).toEqual(await lines(await convertWithLibreOffice(john, 'doc', DOCX)));
      expect(await lines(second)).toContain('body  John Roe');
    } finally {
      await instance.close();
    }
  });

  it('gives each of several conversions asked at once its own document', { timeout: 120_000 }, async () => {
    const instance = new LibreOfficeInstance();
    try {
      const results = await Promise.all([jane, john, jane].map((doc) => instance.convert(doc, 'doc', DOCX, { timeoutMs: 60_000 })));
      const firstLines = await Promise.all(results.map(async (result) => (await lines(result))[0]));
      expect(firstLines).toEqual(['body  Jane Doe', 'body  John Roe', 'body  Jane Doe']);
    } finally {
      await instance.close();
    }
  });

  it('starts a fresh LibreOffice for the next conversion when the running one died', { timeout: 120_000 }, async () => {
    const instance = new LibreOfficeInstance();
    try {
      await instance.convert(jane, 'doc', DOCX, { timeoutMs: 60_000 });
      const pid = instance.pid!;
      // As a crash would: LibreOffice itself goes, not the sandbox or wrapper it was started through.
      const [office] = ownLibreOffices();
      process.kill(office, 'SIGKILL');
      await waitFor(() => instance.pid === null, 'the instance to notice');
      expect(await lines(await instance.convert(john, 'doc', DOCX, { timeoutMs: 60_000 }))).toContain('body  John Roe');
      expect(instance.pid).not.toBeNull();
      expect(instance.pid).not.toBe(pid);
    } finally {
      await instance.close();
    }
  });

  it('converts for one scope at a time: another scope gets a fresh LibreOffice once the first is gone', { timeout: 120_000 }, async () => {
    const instance = new LibreOfficeInstance();
    try {
      await instance.convert(jane, 'doc', DOCX, { timeoutMs: 60_000, scope: 'account:a' });
      const first = instance.pid!;
      const [firstFolder] = ownFolders();
      const second = await instance.convert(john, 'doc', DOCX, { timeoutMs: 60_000, scope: 'account:b' });
      expect(await lines(second)).toContain('body  John Roe');
      expect(instance.pid).not.toBe(first);
      expect(isAlive(first)).toBe(false);
      // One LibreOffice (the first one's soffice.bin dies with its sandbox, a moment after it), in a
      // folder (profile, work files) that is not the first one's.
      await waitFor(() => ownLibreOffices().length === 1, "the first LibreOffice's soffice.bin to go");
      expect(ownFolders()).toHaveLength(1);
      expect(ownFolders()).not.toContain(firstFolder);
    } finally {
      await instance.close();
    }
  });

  it('leaves no LibreOffice and no folder behind once closed, and refuses conversions after', { timeout: 120_000 }, async () => {
    const instance = new LibreOfficeInstance();
    await instance.convert(jane, 'doc', DOCX, { timeoutMs: 60_000 });
    expect(ownLibreOffices()).toHaveLength(1);
    await instance.close();
    expect(instance.pid).toBeNull();
    await waitFor(() => ownLibreOffices().length === 0, 'LibreOffice to go');
    expect(ownFolders()).toEqual([]);
    await expect(instance.convert(john, 'doc', DOCX, { timeoutMs: 60_000 })).rejects.toThrow(LibreOfficeUnavailableError);
  });
});

// A stand-in soffice (test-support/fake-soffice.ts), run unconfined: what real LibreOffice will not do on
// demand (hang, answer wrongly) and the bookkeeping around it, also where LibreOffice is not installed.
describe('The running LibreOffice, with a stand-in soffice', () => {
  const originalPath = process.env.PATH;
  let fakeDir: string;
  beforeAll(async () => {
    fakeDir = await mkdtemp(path.join(tmpdir(), 'cvforge-fake-soffice-'));
    await writeFakeSoffice(fakeDir);
    configureLibreOfficeSandbox('off');
  });
  afterAll(async () => {
    configureLibreOfficeSandbox('auto');
    await rm(fakeDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    process.env.PATH = `${fakeDir}${path.delimiter}${originalPath}`;
  });
  afterEach(async () => {
    await closeSharedLibreOfficeInstance();
    process.env.PATH = originalPath;
    delete process.env.FAKE_SOFFICE_MODE;
    delete process.env.FAKE_SOFFICE_DELAY_MS;
    delete process.env.FAKE_SOFFICE_START_MS;
    delete process.env.FAKE_SOFFICE_LOG;
  });

  /** What the stand-ins converted, each line "<pid> <document>", in order (FAKE_SOFFICE_LOG). */
  async function logConversions(): Promise<() => string[]> {
    const log = path.join(fakeDir, `conversions-${Date.now()}.log`);
    await writeFile(log, '');
    process.env.FAKE_SOFFICE_LOG = log;
    return () => readFileSync(log, 'utf8').split('\n').filter(Boolean);
  }

  const convert = (instance: LibreOfficeInstance, text: string, scope?: string) =>
    instance.convert(Buffer.from(text), 'doc', DOCX, { timeoutMs: 10_000, scope }).then((docx) => docx.toString());

  it('converts the documents of one scope in one LibreOffice', async () => {
    const conversions = await logConversions();
    const instance = new LibreOfficeInstance();
    try {
      expect(await convert(instance, 'a1', 'account:a')).toBe('converted:a1');
      const pid = instance.pid!;
      expect(await convert(instance, 'a2', 'account:a')).toBe('converted:a2');
      expect(instance.pid).toBe(pid);
      expect(instance.scope).toBe('account:a');
      expect(conversions()).toEqual([`${pid} a1`, `${pid} a2`]);
    } finally {
      await instance.close();
    }
  });

  it('stops the LibreOffice of one scope before converting for another, in a fresh one with its own folder', async () => {
    const conversions = await logConversions();
    const instance = new LibreOfficeInstance();
    try {
      await convert(instance, 'a1', 'account:a');
      const first = instance.pid!;
      const [firstFolder] = ownFolders();
      expect(await convert(instance, 'b1', 'account:b')).toBe('converted:b1');
      const second = instance.pid!;
      expect(second).not.toBe(first);
      expect(isAlive(first)).toBe(false);
      expect(instance.scope).toBe('account:b');
      expect(ownFolders()).toHaveLength(1);
      expect(ownFolders()).not.toContain(firstFolder);
      // Back to the first scope: not the LibreOffice it had, which is gone, but another fresh one.
      await convert(instance, 'a2', 'account:a');
      expect(isAlive(second)).toBe(false);
      expect(conversions()).toEqual([`${first} a1`, `${second} b1`, `${instance.pid} a2`]);
      expect(new Set([first, second, instance.pid]).size).toBe(3);
    } finally {
      await instance.close();
    }
  });

  it('never converts a document without a scope in a scoped LibreOffice, nor a scoped one in the unscoped LibreOffice', async () => {
    const instance = new LibreOfficeInstance();
    try {
      await convert(instance, 'test file');
      const unscoped = instance.pid!;
      expect(instance.scope).toBeNull();
      await convert(instance, 'a1', 'account:a');
      const scoped = instance.pid!;
      expect(scoped).not.toBe(unscoped);
      expect(isAlive(unscoped)).toBe(false);
      await convert(instance, 'bench file');
      expect(instance.pid).not.toBe(scoped);
      expect(isAlive(scoped)).toBe(false);
      expect(instance.scope).toBeNull();
    } finally {
      await instance.close();
    }
  });

  it('lets the conversion under way finish before stopping its LibreOffice for another scope', async () => {
    process.env.FAKE_SOFFICE_DELAY_MS = '300';
    const conversions = await logConversions();
    const instance = new LibreOfficeInstance();
    try {
      const finished: string[] = [];
      const asked = [['a1', 'account:a'], ['b1', 'account:b'], ['b2', 'account:b']].map(([text, scope]) =>
        convert(instance, text, scope).then((docx) => {
          finished.push(text);
          return docx;
        }),
      );
      expect(await Promise.all(asked)).toEqual(['converted:a1', 'converted:b1', 'converted:b2']);
      expect(finished).toEqual(['a1', 'b1', 'b2']);
      const [a1, b1, b2] = conversions().map((line) => line.split(' ')[0]);
      expect(b1).not.toBe(a1);
      expect(b2).toBe(b1);
    } finally {
      await instance.close();
    }
  });

  it('gives up the replacement started for one scope when the next document is another scope\'s', async () => {
    const conversions = await logConversions();
    const instance = new LibreOfficeInstance({ maxConversions: 2 });
    try {
      await convert(instance, 'a1', 'account:a');
      const [firstFolder] = ownFolders();
      process.env.FAKE_SOFFICE_START_MS = '1000';
      // Its share: a fresh LibreOffice for the same scope is started at once, in the background.
      await convert(instance, 'a2', 'account:a');
      await waitFor(() => ownFolders().some((folder) => folder !== firstFolder) && ownLibreOffices('soffice').length === 1, 'the replacement to be under way');
      const [replacement] = ownLibreOffices('soffice');
      expect(await convert(instance, 'b1', 'account:b')).toBe('converted:b1');
      expect(instance.scope).toBe('account:b');
      expect(instance.pid).not.toBe(replacement);
      expect(isAlive(replacement)).toBe(false);
      expect(ownFolders()).toHaveLength(1);
      expect(conversions().map((line) => line.split(' ')[1])).toEqual(['a1', 'a2', 'b1']);
    } finally {
      delete process.env.FAKE_SOFFICE_START_MS;
      await instance.close();
    }
  });


  it('kills a LibreOffice stuck on a conversion, says so, and starts a fresh one for the next', async () => {
    process.env.FAKE_SOFFICE_MODE = 'hang';
    const instance = new LibreOfficeInstance();
    try {
      const stuck = instance.convert(Buffer.from('first'), 'doc', DOCX, { timeoutMs: 1_000 });
      // Asked while the first hangs: its time runs from now, so it gives up with it rather than after it.
      const queued = instance.convert(Buffer.from('second'), 'doc', DOCX, { timeoutMs: 1_000 });
      await waitFor(() => instance.pid !== null, 'the stand-in to start');
      const pid = instance.pid!;
      await expect(stuck).rejects.toThrow(new TemplateError('LibreOffice did not finish the conversion within 1 s.'));
      await expect(queued).rejects.toThrow(new TemplateError('LibreOffice did not finish the conversion within 1 s.'));
      expect(isAlive(pid)).toBe(false);
      process.env.FAKE_SOFFICE_MODE = 'convert';
      expect((await instance.convert(Buffer.from('third'), 'doc', DOCX, { timeoutMs: 10_000 })).toString()).toBe('converted:third');
      expect(instance.pid).not.toBe(pid);
    } finally {
      await instance.close();
    }
  });

  it('falls back to a one-off run when the running instance does not answer as LibreOffice does', async () => {
    process.env.FAKE_SOFFICE_MODE = 'mute';
    expect((await convertDocHere(Buffer.from('a CV'), { timeoutMs: 10_000 })).toString()).toBe('converted:a CV');
  });

  it('stops starting instances for a while after two that never took a conversion', async () => {
    process.env.FAKE_SOFFICE_MODE = 'mute';
    const instance = new LibreOfficeInstance();
    try {
      const unanswered = new LibreOfficeUnavailableError('The running LibreOffice did not take the conversion.');
      await expect(instance.convert(Buffer.from('one'), 'doc', DOCX, { timeoutMs: 10_000 })).rejects.toThrow(unanswered);
      await expect(instance.convert(Buffer.from('two'), 'doc', DOCX, { timeoutMs: 10_000 })).rejects.toThrow(unanswered);
      await expect(instance.convert(Buffer.from('three'), 'doc', DOCX, { timeoutMs: 10_000 })).rejects.toThrow(
        new LibreOfficeUnavailableError('The running LibreOffice failed to start twice; one-off runs for now.'),
      );
    } finally {
      await instance.close();
    }
  });

  it('kills the LibreOffice and removes the folder a process killed outright left, when it starts one', async () => {
    // A process id that is gone: a process that has ended.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const orphanDir = await mkdtemp(path.join(tmpdir(), `cvforge-lo-instance-${gone}-`));
    await writeFile(path.join(orphanDir, 'owner-pid-namespace'), readlinkSync('/proc/self/ns/pid'));
    // What that process's unconfined LibreOffice looks like from here: a process naming the folder.
    const orphan = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', `-env:UserInstallation=file://${orphanDir}/profile`], { stdio: 'ignore' });
    const orphanExit = new Promise((resolve) => orphan.on('exit', resolve));
    const instance = new LibreOfficeInstance();
    try {
      expect((await instance.convert(Buffer.from('cv'), 'doc', DOCX, { timeoutMs: 10_000 })).toString()).toBe('converted:cv');
      await orphanExit;
      expect(existsSync(orphanDir)).toBe(false);
    } finally {
      orphan.kill('SIGKILL');
      await instance.close();
      await rm(orphanDir, { recursive: true, force: true });
    }
  });

  it('is replaced by a fresh one after its share of conversions, and stops when left idle', async () => {
    const instance = new LibreOfficeInstance({ maxConversions: 2, idleMs: 300 });
    try {
      expect((await instance.convert(Buffer.from('one'), 'doc', DOCX, { timeoutMs: 10_000 })).toString()).toBe('converted:one');
      const pid = instance.pid!;
      expect((await instance.convert(Buffer.from('two'), 'doc', DOCX, { timeoutMs: 10_000 })).toString()).toBe('converted:two');
      // The next one is started without waiting for a conversion to need it.
      await waitFor(() => instance.pid !== null && instance.pid !== pid, 'the fresh instance');
      expect(isAlive(pid)).toBe(false);
      const next = instance.pid!;
      // pid turns null as the stop begins; the process and its folder go a moment later.
      await waitFor(() => instance.pid === null && !isAlive(next) && ownFolders().length === 0, 'the idle instance to stop');
    } finally {
      await instance.close();
    }
  });
});
