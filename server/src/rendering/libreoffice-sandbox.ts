import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TemplateError } from './template-error';

/**
 * LibreOffice runs on files users send (templates, CVs), and it follows links while it converts. So
 * every run is confined (docs/decisions/055-templates-without-external-links.md):
 * - under bubblewrap (`bwrap`) when it works here: no network at all (its own empty network
 *   namespace), the system's programs and fonts read-only, and only its own work folder writable
 *   and visible — no DATA_DIR, no /home, no /tmp of the host, no other job's files;
 * - in every case with a profile whose settings refuse to follow links (linked images from
 *   untrusted places, link updates, macros).
 */

export type SandboxMode = 'auto' | 'required' | 'off';

export const SANDBOX_REQUIRED_BUT_MISSING =
  'LibreOffice cannot run confined on this server (bubblewrap "bwrap" is missing or not allowed to create namespaces), and LIBREOFFICE_SANDBOX=required.';

let mode: SandboxMode = 'auto';
let probed: { isUsable: boolean; reason: string } | null = null;

/** Set once at start from LIBREOFFICE_SANDBOX. */
export function configureLibreOfficeSandbox(next: SandboxMode): void {
  mode = next;
}

function findBwrap(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/bin', '/bin'])) {
    if (!dir) continue;
    const candidate = path.join(dir, 'bwrap');
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Read-only binds for the system: /usr, the merged-/usr links or real dirs, the few /etc files programs need. */
function systemBinds(executable: string): string[] {
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const dir of ['/bin', '/sbin', '/lib', '/lib64', '/lib32']) {
    let stat;
    try {
      stat = lstatSync(dir);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) args.push('--symlink', readlinkSync(dir), dir);
    else if (stat.isDirectory()) args.push('--ro-bind', dir, dir);
  }
  for (const item of ['/etc/fonts', '/etc/ld.so.cache', '/etc/ld.so.conf', '/etc/ld.so.conf.d', '/etc/libreoffice', '/etc/alternatives', '/etc/localtime', '/var/cache/fontconfig']) {
    args.push('--ro-bind-try', item, item);
  }
  // A LibreOffice unpacked outside /usr (the vendor's tarball goes to /opt/libreoffice*).
  let real = executable;
  try {
    real = realpathSync(executable);
  } catch {
    // keep the path as given
  }
  if (!real.startsWith('/usr/')) {
    const installDir = path.dirname(path.dirname(real));
    args.push('--ro-bind', installDir, installDir);
  }
  return args;
}

function bwrapArgs(executable: string, workDir: string, env: Record<string, string>, tmpDir: string | undefined): string[] {
  return [
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    ...systemBinds(executable),
    '--dev', '/dev',
    '--proc', '/proc',
    ...(tmpDir ? ['--bind', tmpDir, '/tmp'] : ['--tmpfs', '/tmp']),
    '--bind', workDir, workDir,
    '--chdir', workDir,
    '--clearenv',
    '--setenv', 'PATH', '/usr/bin:/bin',
    '--setenv', 'HOME', workDir,
    '--setenv', 'LANG', 'C.UTF-8',
    '--setenv', 'TMPDIR', '/tmp',
    ...Object.entries(env).flatMap(([name, value]) => ['--setenv', name, value]),
  ];
}

/** Whether bwrap can create its namespaces here (containers without user namespaces cannot). Checked once. */
export function probeSandbox(): { isUsable: boolean; reason: string } {
  if (probed) return probed;
  const bwrap = findBwrap();
  if (!bwrap) {
    probed = { isUsable: false, reason: 'bubblewrap (bwrap) is not installed' };
    return probed;
  }
  const result = spawnSync(bwrap, ['--unshare-all', '--die-with-parent', ...systemBinds('/usr/bin/true'), '--dev', '/dev', '--proc', '/proc', '/usr/bin/true'], {
    timeout: 10_000,
    encoding: 'utf8',
  });
  probed =
    result.status === 0
      ? { isUsable: true, reason: `confined with ${bwrap} (no network, only its work folder)` }
      : { isUsable: false, reason: `bwrap cannot create its namespaces here (${(result.stderr || result.error?.message || `exit ${result.status}`).trim().slice(0, 200)})` };
  return probed;
}

/** What start-up logs: how LibreOffice will run. */
export function describeSandbox(): { isConfined: boolean; message: string } {
  if (mode === 'off') return { isConfined: false, message: 'LibreOffice runs unconfined (LIBREOFFICE_SANDBOX=off); links are still refused by its settings.' };
  const probe = probeSandbox();
  if (probe.isUsable) return { isConfined: true, message: `LibreOffice is ${probe.reason}.` };
  return {
    isConfined: false,
    message:
      mode === 'required'
        ? `${SANDBOX_REQUIRED_BUT_MISSING} ${probe.reason}: PDF copies, PDF previews and .doc templates will fail until it is fixed.`
        : `LibreOffice runs without bubblewrap (${probe.reason}); links are refused by its settings only. Install bubblewrap for network and filesystem confinement (docs/DEPLOYMENT.md).`,
  };
}

/**
 * The command that runs LibreOffice with `args`, confined to `workDir` where possible, with `env` added
 * to its environment (paths in it must lie under `workDir` or the system folders the sandbox shows).
 * `tmpDir` (a folder under `workDir`) is the sandbox's /tmp instead of an empty one: LibreOffice puts the
 * socket that hands requests to a running instance there (libreoffice-instance.ts). `isConfined` says
 * whether the run is under bubblewrap.
 */
export function confinedCommand(
  executable: string,
  args: string[],
  workDir: string,
  env: Record<string, string> = {},
  options: { tmpDir?: string } = {},
): { command: string; args: string[]; env: Record<string, string>; isConfined: boolean } {
  if (mode !== 'off') {
    const probe = probeSandbox();
    if (probe.isUsable) {
      return { command: findBwrap()!, args: [...bwrapArgs(executable, workDir, env, options.tmpDir), executable, ...args], env: {}, isConfined: true };
    }
    if (mode === 'required') throw new TemplateError(SANDBOX_REQUIRED_BUT_MISSING);
  }
  return { command: executable, args, env, isConfined: false };
}

// Registry settings of the throw-away profile (names from LibreOffice's officecfg schema):
// BlockUntrustedRefererLinks stops images and other resources from being loaded from anywhere but
// the document; Update/Link = 2 means "never update links"; macros never run.
const LOCKED_SETTINGS = [
  ['/org.openoffice.Office.Common/Security/Scripting', 'BlockUntrustedRefererLinks', 'true'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'DisableMacrosExecution', 'true'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'MacroSecurityLevel', '3'],
  ['/org.openoffice.Office.Writer/Content/Update', 'Link', '2'],
  ['/org.openoffice.Office.Calc/Content/Update', 'Link', '2'],
  ['/org.openoffice.Office.Common/Misc', 'UseSystemFileDialog', 'false'],
] as const;

// LibreOffice runs its graphics self-tests (about a hundred drawings, some 5 s here) at the first start
// of each version, and tells a first start by ooSetupLastVersion, which a headless conversion never
// stores: so every conversion with a new profile ran them, for a log nothing reads. A last version above
// any release (the check compares major * 10 + minor) says they have run.
const STARTUP_SETTINGS = [['/org.openoffice.Setup/Product', 'ooSetupLastVersion', '99.99']] as const;

// Word 97 macros (VBA) neither imported nor kept: LibreOffice otherwise reads a .doc's macro code into
// Basic modules and copies its VBA project into the .docx. Never run either way; not reading them takes
// about 100 ms off each conversion of a .doc that has them (dv88: ~230 → ~140 ms) and keeps that code out of
// the LibreOffice that stays running between CVs (libreoffice-instance.ts).
const NO_MACRO_SETTINGS = [
  ['/org.openoffice.Office.Writer/Filter/Import/VBA', 'Load', 'false'],
  ['/org.openoffice.Office.Writer/Filter/Import/VBA', 'Executable', 'false'],
  ['/org.openoffice.Office.Writer/Filter/Import/VBA', 'Save', 'false'],
] as const;

/**
 * Writes the profile's settings before the run, so they hold from LibreOffice's first start.
 * `dropsMacros`: a Word 97 file's macros are not imported (their VBA project is not in the .docx either).
 */
export async function writeLockedProfile(profileDir: string, options: { dropsMacros?: boolean } = {}): Promise<void> {
  const userDir = path.join(profileDir, 'user');
  await mkdir(userDir, { recursive: true });
  const items = [...LOCKED_SETTINGS, ...STARTUP_SETTINGS, ...(options.dropsMacros ? NO_MACRO_SETTINGS : [])].map(
    ([node, name, value]) => `<item oor:path="${node}"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`,
  ).join('\n');
  await writeFile(
    path.join(userDir, 'registrymodifications.xcu'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n${items}\n</oor:items>\n`,
  );
}
