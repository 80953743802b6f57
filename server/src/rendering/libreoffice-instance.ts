import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fontconfigWithMap } from './font-map';
import { findLibreOffice } from './libreoffice';
import { confinedCommand, writeLockedProfile } from './libreoffice-sandbox';
import { TemplateError } from './template-error';

/**
 * The running instance could not be started, or did not answer the way LibreOffice answers: the caller
 * may still convert with a one-off run (rendering/libreoffice.ts). A document that LibreOffice fails on
 * or hangs on is a plain TemplateError: a one-off run would do no better.
 */
export class LibreOfficeUnavailableError extends TemplateError {}

// LibreOffice's own single-instance handshake (desktop/source/app/officeipcthread.cxx), the one a
// second `soffice --convert-to` uses to hand its command line to the instance already running on the
// same profile: the instance greets with SEND_ARGUMENTS, the client sends "Arguments", then the
// working-folder URL ("1" + URL) and each argument after a comma (",", "\" and NUL escaped with "\"),
// ended by a NUL; the instance answers PROCESSING_DONE once the conversion is written (or has failed:
// the output file is the only sign of success). Every message ends with a NUL.
const SEND_ARGUMENTS = 'InternalIPC::SendArguments';
const ARGUMENTS = 'InternalIPC::Arguments';
const PROCESSING_DONE = 'InternalIPC::ProcessingDone';

const DEFAULT_IDLE_MS = 10 * 60_000;
const DEFAULT_MAX_CONVERSIONS = 50;
/** After two starts in a row that never answered, one-off runs for this long before trying again. */
const FAILED_START_PAUSE_MS = 10 * 60_000;
const INSTANCE_DIR_PREFIX = 'cvforge-lo-instance-';
/** In an instance's folder: the process-id namespace its process id belongs to (see reapOrphans). */
const OWNER_FILE = 'owner-pid-namespace';

/**
 * Whose documents an instance converts: a tenant's key (documents/doc-conversion.ts), or null for
 * conversions that carry none (tests, benches). An instance converts for one scope only.
 */
export type InstanceScope = string | null;

interface Running {
  scope: InstanceScope;
  child: ChildProcess;
  workDir: string;
  socketPath: string;
  conversions: number;
  hasExited: boolean;
  exited: Promise<void>;
}

interface Starting {
  scope: InstanceScope;
  promise: Promise<Running>;
  /** isAbandoned is set when a conversion for another scope needs the place: the start stops what it started. */
  signal: { isAbandoned: boolean };
}

type Outcome = 'done' | 'closed' | 'unanswered' | 'timeout';

/**
 * One LibreOffice kept running, to which conversions are handed one at a time: a one-off run spends
 * 0.5–2 s starting LibreOffice for a conversion that takes 30–250 ms once it runs. It starts on the first
 * conversion with a private profile and work folder, confined like every run (libreoffice-sandbox.ts),
 * and converts for that conversion's scope (its tenant) only: a conversion for another scope waits for
 * the one running, then the instance is stopped and a fresh one, with a fresh profile and folder, is
 * started for the new scope — a document that took control of one LibreOffice never sees another
 * tenant's. It is also replaced after `maxConversions` documents and when it dies, and stopped after
 * `idleMs` without work and by close(). Every convert() settles within its timeout, counted from the
 * call (waiting behind other conversions included); a conversion that runs out of time kills the instance.
 */
export class LibreOfficeInstance {
  private running: Running | null = null;
  private starting: Starting | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private pending = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private failedStarts = 0;
  private pausedUntil = 0;
  private isClosed = false;
  private readonly idleMs: number;
  private readonly maxConversions: number;

  constructor(options: { idleMs?: number; maxConversions?: number } = {}) {
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.maxConversions = options.maxConversions ?? DEFAULT_MAX_CONVERSIONS;
  }

  /** The running LibreOffice's process id (its sandbox's, when confined), or null when none runs. */
  get pid(): number | null {
    return this.running && !this.running.hasExited ? (this.running.child.pid ?? null) : null;
  }

  /** The scope the running LibreOffice converts for (null: unscoped), or undefined when none runs. */
  get scope(): InstanceScope | undefined {
    return this.running && !this.running.hasExited ? this.running.scope : undefined;
  }

  /**
   * The document converted to `target` (a --convert-to argument such as 'docx:MS Word 2007 XML'), by a
   * LibreOffice that converts for `scope` only (none: the unscoped instance, never a tenant's).
   */
  convert(input: Buffer, inputExtension: string, target: string, options: { timeoutMs: number; scope?: string }): Promise<Buffer> {
    const deadline = Date.now() + options.timeoutMs;
    const scope = options.scope ?? null;
    this.pending++;
    this.stopIdleTimer();
    const job = this.queue.then(() => this.convertNow(input, inputExtension, target, scope, deadline, options.timeoutMs));
    const settled = job.then(
      () => this.afterJob(),
      () => this.afterJob(),
    );
    this.queue = settled;
    return job;
  }

  /** Stops LibreOffice and removes its folder; later conversions are refused. */
  async close(): Promise<void> {
    this.isClosed = true;
    this.stopIdleTimer();
    const starting = this.starting;
    if (starting) await starting.promise.then((running) => this.stop(running)).catch(() => undefined);
    if (this.running) await this.stop(this.running);
  }

  private afterJob(): void {
    this.pending--;
    this.armIdleTimer();
  }

  private armIdleTimer(): void {
    if (this.pending > 0 || !this.running || this.isClosed || this.idleTimer) return;
    const running = this.running;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      void this.stop(running);
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private stopIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private async convertNow(input: Buffer, inputExtension: string, target: string, scope: InstanceScope, deadline: number, timeoutMs: number): Promise<Buffer> {
    if (this.isClosed) throw new LibreOfficeUnavailableError('LibreOffice is shut down.');
    if (Date.now() >= deadline) throw timedOut(timeoutMs);
    const running = await this.ensureRunning(scope, deadline);
    // Numbered within this LibreOffice: a document learns nothing of how many came before it elsewhere.
    const jobDir = path.join(running.workDir, 'jobs', String(running.conversions + 1));
    const outDir = path.join(jobDir, 'out');
    try {
      await mkdir(outDir, { recursive: true });
      const inputPath = path.join(jobDir, `input.${inputExtension}`);
      await writeFile(inputPath, input);
      const outcome = await handOver(running.socketPath, pathToFileURL(jobDir).href, ['--headless', '--convert-to', target, '--outdir', outDir, inputPath], deadline);
      if (outcome === 'unanswered') {
        await this.stop(running);
        if (running.conversions === 0) this.noteFailedStart();
        throw new LibreOfficeUnavailableError('The running LibreOffice did not take the conversion.');
      }
      // It took the conversion: it started and speaks the hand-over.
      this.failedStarts = 0;
      if (outcome === 'timeout') {
        // LibreOffice is stuck on this document: only killing it stops that.
        await this.stop(running);
        throw timedOut(timeoutMs);
      }
      const produced = (await readdir(outDir).catch(() => [] as string[])).find((file) => file.startsWith('input.'));
      if (!produced) throw new TemplateError(running.hasExited ? 'LibreOffice stopped while converting the document.' : 'LibreOffice could not convert the document.');
      return await readFile(path.join(outDir, produced));
    } finally {
      await rm(jobDir, { recursive: true, force: true });
      running.conversions++;
      // A fresh instance after so many documents, started now so that the next one does not wait for it.
      // For the same scope: the next document is most likely the same tenant's.
      if (running.conversions >= this.maxConversions && this.running === running && !this.isClosed) {
        void this.stop(running).then(() => this.startInBackground(running.scope));
      }
    }
  }

  private startInBackground(scope: InstanceScope): void {
    if (this.isClosed || this.running || this.starting) return;
    const starting = this.beginStart(scope, Date.now() + 60_000);
    starting.promise.then(() => this.armIdleTimer()).catch(() => undefined);
  }

  private beginStart(scope: InstanceScope, deadline: number): Starting {
    const signal = { isAbandoned: false };
    const promise = this.start(scope, deadline, signal).finally(() => {
      if (this.starting?.promise === promise) this.starting = null;
    });
    this.starting = { scope, promise, signal };
    return this.starting;
  }

  private async ensureRunning(scope: InstanceScope, deadline: number): Promise<Running> {
    // Another scope's LibreOffice goes before this document is handed to any: the conversions before
    // this one have settled (one at a time), and nothing of theirs is left to see.
    for (;;) {
      const running = this.running;
      if (running && !running.hasExited) {
        if (running.scope === scope) return running;
        await this.stop(running);
        continue;
      }
      const other = this.starting;
      if (!other || other.scope === scope) break;
      // A replacement started in the background for the scope before: it stops what it started.
      other.signal.isAbandoned = true;
      await other.promise.then((started) => this.stop(started), () => undefined);
    }
    if (Date.now() < this.pausedUntil) throw new LibreOfficeUnavailableError('The running LibreOffice failed to start twice; one-off runs for now.');
    const starting = this.starting ?? this.beginStart(scope, deadline);
    // A start begun earlier (a replacement, started in the background) may run past this conversion's time.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new LibreOfficeUnavailableError('LibreOffice did not start in time.')), Math.max(0, deadline - Date.now()));
    });
    try {
      return await Promise.race([starting.promise, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async start(scope: InstanceScope, deadline: number, signal: { isAbandoned: boolean }): Promise<Running> {
    const executable = findLibreOffice();
    if (!executable) throw new LibreOfficeUnavailableError('LibreOffice is not installed on the server.');
    reapOrphans();
    const workDir = await mkdtemp(path.join(tmpdir(), `${INSTANCE_DIR_PREFIX}${process.pid}-`));
    try {
      await writeFile(path.join(workDir, OWNER_FILE), pidNamespace());
      // Under bubblewrap this folder is LibreOffice's /tmp, where it makes the socket we talk to.
      const ipcDir = path.join(workDir, 'tmp');
      await mkdir(ipcDir);
      const profileDir = path.join(workDir, 'profile');
      await writeLockedProfile(profileDir, { dropsMacros: true });
      const fontConfig = path.join(workDir, 'fonts.conf');
      await writeFile(fontConfig, fontconfigWithMap());
      const profileUrl = pathToFileURL(profileDir).href;
      const command = confinedCommand(
        executable,
        // The empty Writer document keeps it running: it quits after a conversion when no window is open.
        [`-env:UserInstallation=${profileUrl}`, '--headless', '--norestore', '--nolockcheck', '--nodefault', '--nofirststartwizard', 'private:factory/swriter'],
        workDir,
        { FONTCONFIG_FILE: fontConfig },
        { tmpDir: ipcDir },
      );
      // Its own process group, so stopping it stops soffice.bin too and not just the oosplash wrapper.
      const child = spawn(command.command, command.args, { detached: true, stdio: 'ignore', env: { ...process.env, ...command.env } });
      child.unref();
      let markExited = () => undefined as void;
      const running: Running = { scope, child, workDir, socketPath: '', conversions: 0, hasExited: false, exited: new Promise<void>((resolve) => (markExited = resolve)) };
      const onGone = () => {
        if (running.hasExited) return;
        running.hasExited = true;
        live.delete(running);
        if (this.running === running) this.running = null;
        markExited();
        void removeLeftovers(running);
      };
      child.on('exit', onGone);
      child.on('error', onGone);
      live.add(running);
      setExitHook();
      // The socket's name: LibreOffice's hash of the profile URL (the same in and out of the sandbox).
      const socketName = `SingleOfficeIPC_${md5Hex(profileUrl)}`;
      const socketDirs = command.isConfined ? [ipcDir] : ['/tmp', '/var/tmp'];
      while (!running.socketPath) {
        if (signal.isAbandoned) break;
        if (running.hasExited || Date.now() >= deadline) {
          const reason = running.hasExited ? 'LibreOffice stopped while starting.' : 'LibreOffice did not start in time.';
          await this.stop(running);
          this.noteFailedStart();
          throw new LibreOfficeUnavailableError(reason);
        }
        running.socketPath = findSocket(socketDirs, socketName) ?? '';
        if (!running.socketPath) await sleep(20);
      }
      if (this.isClosed || signal.isAbandoned) {
        await this.stop(running);
        throw new LibreOfficeUnavailableError(this.isClosed ? 'LibreOffice is shut down.' : 'LibreOffice was started for another scope.');
      }
      this.running = running;
      return running;
    } catch (error) {
      await rm(workDir, { recursive: true, force: true });
      throw error;
    }
  }

  private noteFailedStart(): void {
    this.failedStarts++;
    if (this.failedStarts >= 2) {
      this.failedStarts = 0;
      this.pausedUntil = Date.now() + FAILED_START_PAUSE_MS;
    }
  }

  private async stop(running: Running): Promise<void> {
    if (this.running === running) this.running = null;
    if (!running.hasExited) {
      // Held until it is gone: an idle instance does not keep the process alive, a stopping one does.
      running.child.ref();
      killGroup(running.child);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([running.exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, 5_000)))]);
      clearTimeout(timer);
    }
    live.delete(running);
    await removeLeftovers(running);
  }
}

function timedOut(timeoutMs: number): TemplateError {
  const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`;
  return new TemplateError(`LibreOffice did not finish the conversion within ${limit}.`);
}

/** LibreOffice's pipe hash: MD5 of the URL's UTF-16 code units, each byte in hex without a leading zero. */
function md5Hex(text: string): string {
  return [...createHash('md5').update(Buffer.from(text, 'utf16le')).digest()].map((byte) => byte.toString(16)).join('');
}

/** Its socket, named OSL_PIPE_<user>_SingleOfficeIPC_<hash> (the user part is empty in the sandbox). */
function findSocket(dirs: string[], name: string): string | null {
  for (const dir of dirs) {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      continue;
    }
    const found = entries.find((entry) => entry.startsWith('OSL_PIPE_') && entry.endsWith(name));
    if (found) return path.join(dir, found);
  }
  return null;
}

function escapeArgument(value: string): string {
  return value.replace(/[\\,\0]/g, (c) => (c === '\0' ? '\\0' : `\\${c}`));
}

/**
 * Hands one command line to the running instance and waits until it says it is done, or the deadline.
 */
async function handOver(socketPath: string, cwdUrl: string, args: string[], deadline: number): Promise<Outcome> {
  for (;;) {
    const outcome = await handOverOnce(socketPath, cwdUrl, args, deadline);
    if (outcome !== 'refused') return outcome;
    if (Date.now() >= deadline) return 'unanswered';
    await sleep(20);
  }
}

function handOverOnce(socketPath: string, cwdUrl: string, args: string[], deadline: number): Promise<Outcome | 'refused'> {
  return new Promise((resolve) => {
    let isGreeted = false;
    let received = Buffer.alloc(0);
    const socket = net.createConnection(socketPath);
    const finish = (outcome: Outcome | 'refused') => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    // Before the greeting, silence means the instance is not working: unanswered, not the document's fault.
    const timer = setTimeout(() => finish(isGreeted ? 'timeout' : 'unanswered'), Math.max(0, deadline - Date.now()));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length > 4096) return finish(isGreeted ? 'closed' : 'unanswered');
      for (let end = received.indexOf(0); end >= 0; end = received.indexOf(0)) {
        const message = received.subarray(0, end).toString('utf8');
        received = received.subarray(end + 1);
        if (isGreeted) return finish(message === PROCESSING_DONE ? 'done' : 'closed');
        if (message !== SEND_ARGUMENTS) return finish('unanswered');
        isGreeted = true;
        socket.write(`${ARGUMENTS}1${escapeArgument(cwdUrl)}${args.map((arg) => `,${escapeArgument(arg)}`).join('')}\0`);
      }
    });
    // Before the greeting, a refused or dropped connection is tried again: while it starts, LibreOffice
    // makes its socket a moment before it listens, and drops what connects before it is ready.
    socket.on('error', () => finish(isGreeted ? 'closed' : 'refused'));
    socket.on('close', () => finish(isGreeted ? 'closed' : 'refused'));
  });
}

/** Its folder, and its socket where that is outside it (unconfined, in /tmp: a killed LibreOffice leaves it). */
async function removeLeftovers(running: Running): Promise<void> {
  if (running.socketPath && !running.socketPath.startsWith(running.workDir + path.sep)) await rm(running.socketPath, { force: true });
  await rm(running.workDir, { recursive: true, force: true });
}

function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Instances of this process, stopped when it exits (under bubblewrap they would die with it anyway).
const live = new Set<Running>();
let isExitHookSet = false;

function setExitHook(): void {
  if (isExitHookSet) return;
  isExitHookSet = true;
  process.on('exit', () => {
    for (const running of live) {
      killGroup(running.child);
      if (running.socketPath && !running.socketPath.startsWith(running.workDir + path.sep)) rmSync(running.socketPath, { force: true });
      rmSync(running.workDir, { recursive: true, force: true });
    }
  });
}

/**
 * Instances left by a process that was killed outright (SIGKILL, out of memory) before it could stop
 * them: unconfined, LibreOffice outlives it. Each instance's folder names its process; an instance whose
 * process is gone is killed and its folder removed — only where that process id means the same as here
 * (same process-id namespace: containers sharing a /tmp each see other process ids). Linux only (/proc).
 */
function reapOrphans(): void {
  let names: string[];
  try {
    names = readdirSync(tmpdir()).filter((name) => name.startsWith(INSTANCE_DIR_PREFIX));
  } catch {
    return;
  }
  const here = pidNamespace();
  if (!here) return;
  const orphans = names.filter((name) => {
    const owner = Number(name.slice(INSTANCE_DIR_PREFIX.length).split('-')[0]);
    if (!Number.isInteger(owner) || owner === process.pid || isAlive(owner)) return false;
    try {
      return readFileSync(path.join(tmpdir(), name, OWNER_FILE), 'utf8') === here;
    } catch {
      return false;
    }
  });
  if (!orphans.length) return;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    // not Linux: only the folders go
  }
  for (const pid of pids) {
    let commandLine: string;
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (orphans.some((name) => commandLine.includes(path.join(tmpdir(), name)))) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  for (const name of orphans) {
    const socketName = `SingleOfficeIPC_${md5Hex(pathToFileURL(path.join(tmpdir(), name, 'profile')).href)}`;
    const socket = findSocket(['/tmp', '/var/tmp'], socketName);
    if (socket) rmSync(socket, { force: true });
    rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}

function pidNamespace(): string {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let shared: LibreOfficeInstance | null = null;

/** This process's instance (per thread: a CV reader thread hands its conversions to the main thread's). */
export function sharedLibreOfficeInstance(): LibreOfficeInstance {
  return (shared ??= new LibreOfficeInstance());
}

/** Stops the shared instance, if one was started (server shutdown). */
export async function closeSharedLibreOfficeInstance(): Promise<void> {
  const instance = shared;
  shared = null;
  await instance?.close();
}
