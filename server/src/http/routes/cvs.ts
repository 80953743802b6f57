import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cvIdParamsSchema } from '@common/contracts/cvs';
import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '@common/limits';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { deleteCv } from '../../modules/cvs/delete-cv';
import { listCvs } from '../../modules/cvs/list-cvs';
import { presentCv } from '../../modules/cvs/present-cv';
import { TOO_MANY_FILES, uploadCvs, type IncomingFile } from '../../modules/cvs/upload-cvs';
import { logActivity } from '../activity';
import { currentUser, requireUser } from '../guards';
import { enableMultipart } from '../single-file-upload';
import type { ZodTypeProvider } from '../zod';

/** The multipart fields a CV may come in: `files` (repeated, spec §7) or the upload widget's `file`. */
const FILE_FIELDS = new Set(['files', 'file']);
const MAX_FIELDS = 20;

/** Spec §7 CVs: upload (multipart, repeated `files`), list, delete. */
export function cvRoutes(root: FastifyInstance, ctx: AppContext): void {
  root.register(async (scope) => {
    await enableMultipart(scope);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post('/api/upload-cvs', { preHandler: requireUser }, async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the CVs as multipart/form-data in the "files" field.');
      const result = await uploadCvs(ctx, { userId: user.id, files: incomingFiles(request) });
      for (const row of result.rows) {
        await logActivity(ctx, request, {
          action: 'upload',
          resourceType: 'cv',
          resourceId: row.id,
          resource: row.originalFileName,
          details: { fileSize: row.fileSize, format: row.format },
        });
      }
      const { rows: _rows, ...response } = result;
      return reply.status(201).send(response);
    });

    app.get('/api/uploaded-cvs', { preHandler: requireUser }, async (request) => {
      const rows = await listCvs(ctx.database.db, { userId: currentUser(request).id });
      return rows.map(presentCv);
    });

    app.delete('/api/uploaded-cvs/:id', { preHandler: requireUser, schema: { params: cvIdParamsSchema } }, async (request) => {
      const cv = await deleteCv(ctx, { userId: currentUser(request).id, cvId: request.params.id });
      await logActivity(ctx, request, { action: 'delete', resourceType: 'cv', resourceId: cv.id, resource: cv.originalFileName });
      return { message: 'CV deleted' };
    });
  });
}

/**
 * The request's file parts, one at a time as they stream in. busboy cuts each file at 10 MB
 * (the file is then rejected on its own) and stops after 51 files, which is enough to know there
 * are too many. Text fields are ignored. File names arrive as the browser sent them: @fastify/busboy
 * decodes a raw UTF-8 filename parameter as UTF-8 (it has no defParamCharset option, unlike busboy 1.x,
 * and no Latin-1 mangling: 'Zoë Müller CV.pdf' is tested) and already drops any path before the name.
 */
async function* incomingFiles(request: FastifyRequest): AsyncGenerator<IncomingFile> {
  const parts = request.parts({
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES_PER_UPLOAD + 1, fields: MAX_FIELDS, parts: MAX_FILES_PER_UPLOAD + 1 + MAX_FIELDS },
    throwFileSizeLimit: false,
  } as Parameters<FastifyRequest['parts']>[0]);
  try {
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (!FILE_FIELDS.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const file = part.file;
      yield { fileName: part.filename ?? '', stream: file, isTruncated: () => file.truncated === true };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', TOO_MANY_FILES);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('BAD_REQUEST', 'The form has too many fields.');
    throw new AppError('BAD_REQUEST', `The upload was interrupted or malformed (${(error as Error).message}).`);
  }
}
