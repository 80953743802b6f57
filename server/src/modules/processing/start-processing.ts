import { and, eq, inArray } from 'drizzle-orm';
import { OPERATIONS, NO_CVS_SELECTED, NO_OPERATIONS_SELECTED, type ProcessRequest } from '@common/contracts/processing';
import { DEFAULT_TEMPLATE_ID } from '@common/limits';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/client';
import { processingJobs, templates, uploadedCvs } from '../../db/schema';
import { AppError } from '../../errors';
import { enqueueJob } from './job-lease';
import type { UserRow } from '../accounts/present-user';
import { cvDataOf } from '../cvs/cv-data-of';
import { freeUntil, paidRuns, reserveCredits } from './credits';

export const STANDARD_TEMPLATE_NAME = 'Standard Template';

type JobRow = typeof processingJobs.$inferSelect;

/**
 * Accepts a processing request: one job per CV, credits reserved and jobs enqueued in one transaction,
 * so a job exists exactly when its credit was taken.
 */
export async function startProcessing(
  ctx: Pick<AppContext, 'database' | 'queue'>,
  input: { actor: UserRow } & ProcessRequest,
): Promise<JobRow[]> {
  const { actor: user, cvIds, templateId, options } = input;
  if (cvIds.length === 0) throw new AppError('BAD_REQUEST', NO_CVS_SELECTED);
  const duplicates = [...new Set(cvIds.filter((id, i) => cvIds.indexOf(id) !== i))];
  if (duplicates.length) throw new AppError('BAD_REQUEST', `Each CV can be processed once per request; repeated: ${duplicates.slice(0, 5).join(', ')}`);
  const stray = Object.keys(options).filter((id) => !cvIds.includes(id));
  if (stray.length) throw new AppError('BAD_REQUEST', `Options were given for a CV that is not selected: ${stray.slice(0, 5).join(', ')}`);
  if (cvIds.some((id) => !options[id] || !OPERATIONS.some((op) => options[id][op]))) throw new AppError('BAD_REQUEST', NO_OPERATIONS_SELECTED);

  const { db } = ctx.database;
  const cvs = await db
    .select({ id: uploadedCvs.id, originalFileName: uploadedCvs.originalFileName })
    .from(uploadedCvs)
    .where(and(eq(uploadedCvs.userId, user.id), inArray(uploadedCvs.id, cvIds)));
  const found = new Map(cvs.map((cv) => [cv.id, cv]));
  const missing = cvIds.filter((id) => !found.has(id));
  if (missing.length) throw new AppError('NOT_FOUND', `CV not found: ${missing.slice(0, 5).join(', ')}`);

  let templateName = STANDARD_TEMPLATE_NAME;
  if (templateId !== DEFAULT_TEMPLATE_ID) {
    const [template] = await db
      .select({ name: templates.name })
      .from(templates)
      .where(and(eq(templates.id, templateId), eq(templates.userId, user.id)));
    if (!template) throw new AppError('NOT_FOUND', 'Template not found');
    templateName = template.name;
  }

  const jobs = await withTransaction(ctx.database, async (tx, client) => {
    // A credit buys a CV: one charged in the last 30 days is processed again for free, while its data is
    // still the candidate that was charged (decision 092). The CVs' rows are locked: a correction saved
    // meanwhile waits for this decision, and then refuses to change who a free run is about (correct-cv-data.ts).
    const current = await tx
      .select({ id: uploadedCvs.id, correctedData: uploadedCvs.correctedData, extractedData: uploadedCvs.extractedData })
      .from(uploadedCvs)
      .where(and(eq(uploadedCvs.userId, user.id), inArray(uploadedCvs.id, cvIds)))
      .for('update');
    const runs = await paidRuns(tx, { userId: user.id, cvIds });
    const alreadyPaid = new Set(current.filter((cv) => freeUntil(runs.get(cv.id), cvDataOf(cv)) !== null).map((cv) => cv.id));
    const toCharge = new Set(cvIds.filter((id) => !alreadyPaid.has(id)));
    const reserved = (await reserveCredits(tx, user, toCharge.size)) > 0;
    const rows = await tx
      .insert(processingJobs)
      .values(
        cvIds.map((cvId) => {
          const chosen = options[cvId];
          const mode = [...OPERATIONS.filter((op) => chosen[op]), ...(chosen.anonymise ? ['anonymise'] : [])].join(',');
          return {
            userId: user.id,
            uploadedCvId: cvId,
            originalFileName: found.get(cvId)!.originalFileName,
            templateId,
            templateName,
            mode,
            options: { ...chosen },
            creditsReserved: reserved && toCharge.has(cvId) ? 1 : 0,
            creditState: reserved && toCharge.has(cvId) ? ('reserved' as const) : ('none' as const),
          };
        }),
      )
      .returning();
    for (const row of rows) {
      row.queueJobId = await enqueueJob(ctx.queue, tx, client, row.id);
    }
    return rows;
  });
  ctx.queue.wakeWorkers();
  return jobs;
}
