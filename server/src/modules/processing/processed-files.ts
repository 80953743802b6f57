import { desc, eq, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { statementName, type Db } from '../../db/client';
import { processedFiles } from '../../db/schema';
import type { UserRow } from '../accounts/present-user';
import { assertOwner } from '../security/authorize';

type FileRow = typeof processedFiles.$inferSelect;

/** The user's processed files, newest first. */
export function listProcessedFiles(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'> }) {
  let query = listQueries.get(ctx.database.db);
  if (!query) listQueries.set(ctx.database.db, (query = prepareList(ctx.database.db)));
  return query.execute({ userId: input.actor.id });
}

// Polled every 3 s by each open dashboard: a prepared statement per database (see bench:load).
const listQueries = new WeakMap<Db, ReturnType<typeof prepareList>>();
function prepareList(db: Db) {
  return db
    .select()
    .from(processedFiles)
    .where(eq(processedFiles.userId, sql.placeholder('userId')))
    .orderBy(desc(processedFiles.createdAt))
    .limit(2000)
    .prepare(statementName(db, 'cvforge_list_processed_files'));
}

async function ownFile(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'>; fileId: string }): Promise<FileRow> {
  const [file] = await ctx.database.db.select().from(processedFiles).where(eq(processedFiles.id, input.fileId));
  return assertOwner(file, input.actor, 'File');
}

/** A processed file's bytes, for download. */
export async function openProcessedFile(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  input: { actor: Pick<UserRow, 'id'>; fileId: string },
): Promise<{ file: FileRow; stream: Readable }> {
  const file = await ownFile(ctx, input);
  return { file, stream: await ctx.storage.getStream(file.storageKey) };
}

/** Deletes a processed file and its stored bytes. */
export async function deleteProcessedFile(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  input: { actor: Pick<UserRow, 'id'>; fileId: string },
): Promise<FileRow> {
  const file = await ownFile(ctx, input);
  await ctx.database.db.delete(processedFiles).where(eq(processedFiles.id, file.id));
  await ctx.storage.delete(file.storageKey);
  return file;
}
