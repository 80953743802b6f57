import type { FastifyInstance, FastifyRequest } from 'fastify';
import { correctedCvDataSchema, cvPreviewRequestSchema } from '@common/contracts/cv-review';
import { cvIdParamsSchema } from '@common/contracts/cvs';
import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '@common/limits';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { correctCvData } from '../../modules/cvs/correct-cv-data';
import { cvDocument } from '../../modules/cvs/cv-document';
import { deleteCv } from '../../modules/cvs/delete-cv';
import { findOwnCv } from '../../modules/cvs/find-own-cv';
import { previewCvInTemplate } from '../../modules/cvs/preview-cv-in-template';
import { restoreCvData } from '../../modules/cvs/restore-cv-data';
import { listCvs } from '../../modules/cvs/list-cvs';
import { presentCv, presentCvDetail, type UploadedCvRow } from '../../modules/cvs/present-cv';
import { cvDataOf } from '../../modules/cvs/cv-data-of';
import { freeUntil, paidCandidates, paidRuns } from '../../modules/processing/credits';
import { TOO_MANY_FILES, uploadCvs, type IncomingFile } from '../../modules/cvs/upload-cvs';
import { logActivity } from '../activity';
import { currentUser, requireUser } from '../guards';
import { enableMultipart } from '../single-file-upload';
import type { ZodTypeProvider } from '../zod';

/** The multipart fields a CV may come in: `files` (repeated, docs/PRODUCT.md §7) or the upload widget's `file`. */
const FILE_FIELDS = new Set(['files', 'file']);
const MAX_FIELDS = 20;

/** docs/PRODUCT.md §7 CVs: upload (multipart, repeated `files`), list, delete; issue 17: one CV, its document, corrections and preview. */
export function cvRoutes(root: FastifyInstance, ctx: AppContext): void {
  /** One CV for the review screen, with whether processing it again is free, and for which candidates. */
  const detail = async (row: UploadedCvRow) => {
    const runs = (await paidRuns(ctx.database.db, { userId: row.userId, cvIds: [row.id] })).get(row.id);
    return presentCvDetail(row, freeUntil(runs, cvDataOf(row)), paidCandidates(runs));
  };

  root.register(async (scope) => {
    await enableMultipart(scope);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post('/api/upload-cvs', { preHandler: requireUser }, async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the CVs as multipart/form-data in the "files" field.');
      const result = await uploadCvs(ctx, { actor: user, files: incomingFiles(request) });
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
      const user = currentUser(request);
      const rows = await listCvs(ctx, { actor: user });
      const runs = await paidRuns(ctx.database.db, { userId: user.id });
      return rows.map((row) => presentCv(row, freeUntil(runs.get(row.id), cvDataOf(row))));
    });

    app.delete('/api/uploaded-cvs/:id', { preHandler: requireUser, schema: { params: cvIdParamsSchema } }, async (request) => {
      const cv = await deleteCv(ctx, { actor: currentUser(request), cvId: request.params.id });
      await logActivity(ctx, request, { action: 'delete', resourceType: 'cv', resourceId: cv.id, resource: cv.originalFileName });
      return { message: 'CV deleted' };
    });

    app.get('/api/uploaded-cvs/:id', { preHandler: requireUser, schema: { params: cvIdParamsSchema } }, async (request) => {
      return detail(await findOwnCv(ctx, { actor: currentUser(request), cvId: request.params.id }));
    });

    app.get('/api/uploaded-cvs/:id/document', { preHandler: requireUser, schema: { params: cvIdParamsSchema } }, async (request, reply) => {
      const doc = await cvDocument(ctx, { actor: currentUser(request), cvId: request.params.id });
      reply.header('Cache-Control', 'private, no-store');
      // Shown inside the app (pdf.js or a <pre>), never as a page of its own.
      reply.header('Content-Disposition', 'inline');
      if (doc.kind === 'pdf') return reply.type('application/pdf').send(doc.body);
      return reply.type('text/plain; charset=utf-8').send(doc.body);
    });

    app.put('/api/uploaded-cvs/:id/data', { preHandler: requireUser, schema: { params: cvIdParamsSchema, body: correctedCvDataSchema } }, async (request) => {
      const { row, fields } = await correctCvData(ctx, { actor: currentUser(request), cvId: request.params.id, data: request.body });
      // details.fields (paths that differ from the first extraction) feed the admin card "Fields corrected per CV".
      await logActivity(ctx, request, { action: 'correct_cv_data', resourceType: 'cv', resourceId: row.id, resource: row.originalFileName, details: { fields } });
      return detail(row);
    });

    app.delete('/api/uploaded-cvs/:id/data', { preHandler: requireUser, schema: { params: cvIdParamsSchema } }, async (request) => {
      const { row, fields } = await restoreCvData(ctx, { actor: currentUser(request), cvId: request.params.id });
      await logActivity(ctx, request, { action: 'restore_cv_data', resourceType: 'cv', resourceId: row.id, resource: row.originalFileName, details: { undone: fields } });
      return detail(row);
    });

    app.post('/api/uploaded-cvs/:id/preview', { preHandler: requireUser, schema: { params: cvIdParamsSchema, body: cvPreviewRequestSchema } }, async (request, reply) => {
      const preview = await previewCvInTemplate(ctx, {
        actor: currentUser(request),
        cvId: request.params.id,
        templateId: request.body.templateId,
        data: request.body.data,
      });
      reply.header('Cache-Control', 'private, no-store');
      // The Templates page's preview policy: whatever a template holds, nothing in it can run.
      reply.header('Content-Security-Policy', preview.contentSecurityPolicy);
      return reply.type('text/html; charset=utf-8').send(preview.html);
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
