import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/client';
import { activityLogs, emailDeliveries, processedFiles, processingJobs, processingLogs, templates, uploadedCvs, users } from '../../db/schema';
import { outboxFileOf } from '../../email/outbox';
import { AppError } from '../../errors';
import { verifyPassword } from '../accounts/passwords';
import { destroyOtherSessions } from '../accounts/sessions';
import { isBuiltInAdmin } from '../security/authorize';
import { afterErasure } from './erase-candidate';
import { ERASE_BATCH_SIZE, ERASED_FILE_NAME, eraseCvRows } from './erase-cv-rows';
import { recordFileDeletions, type FileToDelete } from './file-deletions';
import type { UserRow } from '../accounts/present-user';

export const BUILT_IN_ADMIN_UNDELETABLE = 'The built-in administrator account cannot be deleted.';
export const WRONG_PASSWORD = 'The password is not correct.';

/**
 * DELETE /api/account: with the current password, erases the account and everything it owns in one
 * transaction: its CVs as 'Erase candidate' does, jobs, processed files, templates, the agency logo,
 * email records and outbox copies, API keys, sessions (so every device is signed out), analytics and its own activity
 * history. The email address is free again at once. Files go after the commit (the sweeper retries).
 * The processing log keeps its costs without the user or file names; the activity log keeps one line
 * saying an account was closed, not whose.
 */
export async function deleteAccount(ctx: AppContext, input: { actor: Pick<UserRow, 'id'>; password: string }): Promise<void> {
  const { db } = ctx.database;
  const [user] = await db.select().from(users).where(eq(users.id, input.actor.id));
  if (!user) throw new AppError('NOT_FOUND', 'Account not found');
  if (isBuiltInAdmin(user)) throw new AppError('FORBIDDEN', BUILT_IN_ADMIN_UNDELETABLE);
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('FORBIDDEN', WRONG_PASSWORD);

  const erased = await withTransaction(ctx.database, async (tx) => {
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', 'Account not found');
    const outcome = { activeQueueJobIds: [] as string[], fileDeletionIds: [] as string[] };
    const cvIds = (await tx.select({ id: uploadedCvs.id }).from(uploadedCvs).where(eq(uploadedCvs.userId, user.id))).map((r) => r.id);
    for (let i = 0; i < cvIds.length; i += ERASE_BATCH_SIZE) {
      const part = await eraseCvRows(tx, { userId: user.id, cvIds: cvIds.slice(i, i + ERASE_BATCH_SIZE) });
      outcome.activeQueueJobIds.push(...part.activeQueueJobIds);
      outcome.fileDeletionIds.push(...part.fileDeletionIds);
    }
    // What no CV led to any more: jobs of CVs deleted earlier, templates, and the account's other emails.
    const files: FileToDelete[] = [];
    const leftoverJobs = await tx
      .select({ queueJobId: processingJobs.queueJobId, status: processingJobs.status })
      .from(processingJobs)
      .where(and(eq(processingJobs.userId, user.id), isNull(processingJobs.uploadedCvId)));
    outcome.activeQueueJobIds.push(...leftoverJobs.filter((j) => j.queueJobId && (j.status === 'queued' || j.status === 'processing')).map((j) => j.queueJobId!));
    const produced = await tx.select({ key: processedFiles.storageKey }).from(processedFiles).where(eq(processedFiles.userId, user.id));
    files.push(...produced.map((f): FileToDelete => ({ location: 'storage', key: f.key })));
    const ownTemplates = await tx.select({ key: templates.storageKey }).from(templates).where(eq(templates.userId, user.id));
    files.push(...ownTemplates.map((t): FileToDelete => ({ location: 'storage', key: t.key })));
    const [{ agencyLogo }] = await tx.select({ agencyLogo: users.agencyLogo }).from(users).where(eq(users.id, user.id));
    if (agencyLogo) files.push({ location: 'storage', key: agencyLogo.storageKey });
    const emails = await tx.delete(emailDeliveries).where(eq(emailDeliveries.userId, user.id)).returning({ response: emailDeliveries.response });
    for (const email of emails) {
      const file = outboxFileOf(email.response);
      if (file) files.push({ location: 'outbox', key: file });
    }
    await tx.update(processingLogs).set({ filename: ERASED_FILE_NAME, userId: null }).where(eq(processingLogs.userId, user.id));
    await tx.delete(activityLogs).where(eq(activityLogs.userId, user.id));
    // Sessions, API keys, templates, jobs, processed files, snapshots and codes go with the row (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, user.id));
    await tx.insert(activityLogs).values({ userId: null, action: 'account_deleted', resourceType: 'user' });
    outcome.fileDeletionIds.push(...(await recordFileDeletions(tx, files)));
    return outcome;
  });
  // The rows went with the account; this also drops this process's few-second cache of its sessions.
  await destroyOtherSessions(ctx, { userId: user.id, keepToken: null });
  await afterErasure(ctx, erased);
}
