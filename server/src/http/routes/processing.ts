import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { processRequestSchema } from '@common/contracts/processing';
import type { AppContext } from '../../context';
import { cancelJob } from '../../modules/processing/cancel-job';
import { dashboardStats } from '../../modules/processing/dashboard-stats';
import { listJobs } from '../../modules/processing/list-jobs';
import { presentFile, presentJob } from '../../modules/processing/present-processing';
import { deleteProcessedFile, listProcessedFiles, openProcessedFile } from '../../modules/processing/processed-files';
import { startProcessing } from '../../modules/processing/start-processing';
import { logActivity } from '../activity';
import { contentDisposition } from '../content-disposition';
import { currentUser, requireUser } from '../guards';
import type { ZodTypeProvider } from '../zod';

const idParams = z.object({ id: z.string().min(1).max(100) });

export function processingRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post('/api/process-selected-cvs', { schema: { body: processRequestSchema }, preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const jobs = await startProcessing(ctx, { actor: user, ...request.body });
    await logActivity(ctx, request, {
      action: 'process',
      resourceType: 'cv',
      resource: `${jobs.length} CV(s)`,
      details: { cvIds: request.body.cvIds, templateId: request.body.templateId, jobIds: jobs.map((j) => j.id) },
    });
    return reply.status(201).send({ jobsCreated: jobs.length, jobs: jobs.map(presentJob) });
  });

  // isPolled: the dashboard asks every 3 s; the session may be one read a few seconds ago (modules/accounts/sessions.ts).
  app.get('/api/processing-jobs', { preHandler: requireUser, config: { isPolled: true } }, async (request) => (await listJobs(ctx, { actor: currentUser(request) })).map(presentJob));

  app.delete('/api/processing-jobs/:id', { schema: { params: idParams }, preHandler: requireUser }, async (request) => {
    const job = await cancelJob(ctx, { actor: currentUser(request), jobId: request.params.id });
    await logActivity(ctx, request, { action: 'cancel_job', resourceType: 'job', resourceId: job.id, resource: job.originalFileName });
    return presentJob(job);
  });

  app.get('/api/processed-files', { preHandler: requireUser, config: { isPolled: true } }, async (request) => (await listProcessedFiles(ctx, { actor: currentUser(request) })).map(presentFile));

  app.get('/api/processed-files/:id/download', { schema: { params: idParams }, preHandler: requireUser }, async (request, reply) => {
    const { file, stream } = await openProcessedFile(ctx, { actor: currentUser(request), fileId: request.params.id });
    await logActivity(ctx, request, { action: 'download', resourceType: 'processed_file', resourceId: file.id, resource: file.fileName });
    return reply
      .header('Content-Type', file.format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      .header('Content-Disposition', contentDisposition(file.fileName))
      .header('Content-Length', String(file.fileSize))
      .send(stream);
  });

  app.delete('/api/processed-files/:id', { schema: { params: idParams }, preHandler: requireUser }, async (request) => {
    const file = await deleteProcessedFile(ctx, { actor: currentUser(request), fileId: request.params.id });
    await logActivity(ctx, request, { action: 'delete_processed_file', resourceType: 'processed_file', resourceId: file.id, resource: file.fileName });
    return { message: 'Processed file deleted' };
  });

  app.get('/api/dashboard/stats', { preHandler: requireUser }, async (request) => dashboardStats(ctx, { actor: currentUser(request) }));
}
