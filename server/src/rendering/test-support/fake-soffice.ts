import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A stand-in `soffice` for the lifecycle tests of the running LibreOffice (libreoffice-instance.ts), run
 * unconfined: started with a profile it listens on LibreOffice's socket and speaks its hand-over; given
 * --convert-to it converts at once and exits, as a one-off run does. "Converting" writes
 * "converted:" + the input's bytes. FAKE_SOFFICE_MODE=hang takes a conversion and never answers;
 * mute greets with something LibreOffice never says. A running stand-in takes FAKE_SOFFICE_START_MS
 * to start listening and FAKE_SOFFICE_DELAY_MS over each conversion, and appends "<its pid> <the
 * input's bytes>" to the file FAKE_SOFFICE_LOG names.
 */
const SCRIPT = String.raw`#!/usr/bin/env node
const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const args = process.argv.slice(2);
const mode = process.env.FAKE_SOFFICE_MODE || 'convert';
const delay = Number(process.env.FAKE_SOFFICE_DELAY_MS || 0);
function convert(list) {
  const input = list[list.length - 1];
  const outDir = list[list.indexOf('--outdir') + 1];
  fs.mkdirSync(outDir, { recursive: true });
  const output = path.join(outDir, path.basename(input).replace(/\.[^.]+$/, '.docx'));
  fs.writeFileSync(output, Buffer.concat([Buffer.from('converted:'), fs.readFileSync(input)]));
  if (process.env.FAKE_SOFFICE_LOG) fs.appendFileSync(process.env.FAKE_SOFFICE_LOG, process.pid + ' ' + fs.readFileSync(input) + '\n');
}
if (args.includes('--convert-to')) {
  convert(args);
  process.exit(0);
}
const profile = args.find((arg) => arg.startsWith('-env:UserInstallation=')).slice('-env:UserInstallation='.length);
const hash = [...crypto.createHash('md5').update(Buffer.from(profile, 'utf16le')).digest()].map((byte) => byte.toString(16)).join('');
const server = net.createServer((socket) => {
  if (mode === 'mute') return socket.end('Hello\0');
  socket.write('InternalIPC::SendArguments\0');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
    if (!received.endsWith('\0') || mode === 'hang') return;
    setTimeout(() => {
      convert(received.slice(0, -1).split(',').slice(1));
      socket.end('InternalIPC::ProcessingDone\0');
    }, delay);
  });
});
setTimeout(() => server.listen('/tmp/OSL_PIPE_' + process.getuid() + '_SingleOfficeIPC_' + hash), Number(process.env.FAKE_SOFFICE_START_MS || 0));
`;

/** Writes the stand-in as `soffice` in `dir` (put `dir` first on PATH to use it). */
export async function writeFakeSoffice(dir: string): Promise<void> {
  const file = path.join(dir, 'soffice');
  await writeFile(file, SCRIPT);
  await chmod(file, 0o755);
}
