import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export interface ReceivedFile {
  /** The file name the browser sent, reduced to its last path segment. */
  filename: string;
  /** A temporary file holding the bytes; removed by `cleanup`. */
  path: string;
  size: number;
}

export interface SingleFileUpload {
  fields: Record<string, string>;
  file: ReceivedFile | null;
  /** Removes the temporary file; safe to call more than once. */
  cleanup(): Promise<void>;
}

const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 4096;

/**
 * Lets a route scope read multipart bodies. Registered per scope, and only when no parent already
 * registered it, so feature route files can each ask for it without clashing.
 */
export async function enableMultipart(scope: FastifyInstance): Promise<void> {
  if (!scope.hasRequestDecorator('parts')) await scope.register(fastifyMultipart);
}

/** "Report.docx" from "C:\\Users\\x\\Report.docx", without control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(-200) || 'upload';
}

/**
 * Reads a multipart form with text fields and one file field, streaming the file to a temporary
 * file and stopping at `maxBytes` (the rest is never written to disk). Anything past the byte cap is
 * answered 413 with `tooLargeMessage`; a second file is refused.
 */
export async function receiveSingleFile(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number; tooLargeMessage: (filename: string) => string },
): Promise<SingleFileUpload> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  const cleanup = async () => {
    if (file) await fs.promises.rm(file.path, { force: true });
  };
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + 1 },
      // A truncated file is reported by us with a message that names it, not by the plugin (the
      // option exists at run time but is missing from the plugin's type for parts()).
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('BAD_REQUEST', `The field "${part.fieldname}" is too long.`);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== options.fileField) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', `Unexpected file field "${part.fieldname}": send the file as "${options.fileField}".`);
      }
      const filename = cleanFileName(part.filename);
      const tempPath = path.join(os.tmpdir(), `cvforge-upload-${crypto.randomUUID()}`);
      file = { filename, path: tempPath, size: 0 };
      await pipeline(part.file, fs.createWriteStream(tempPath, { mode: 0o600 }));
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', options.tooLargeMessage(filename));
      file.size = (await fs.promises.stat(tempPath)).size;
    }
  } catch (error) {
    await cleanup();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', 'Send one file at a time.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('BAD_REQUEST', 'The form has too many fields.');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('BAD_REQUEST', 'Send the form as multipart/form-data.');
    throw new AppError('BAD_REQUEST', `The upload was interrupted or malformed (${(error as Error).message}).`);
  }
  return { fields, file, cleanup };
}
