import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { statementName, type Db } from '../../db/client';
import { processingJobs } from '../../db/schema';
import type { UserRow } from '../accounts/present-user';

// The dashboard polls this every 3 s per open tab: a prepared statement per database (see bench:load).
const queries = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(db: Db) {
  return db
    .select()
    .from(processingJobs)
    .where(eq(processingJobs.userId, sql.placeholder('userId')))
    .orderBy(desc(processingJobs.createdAt))
    .limit(1000)
    .prepare(statementName(db, 'cvforge_list_jobs'));
}

/** The user's processing jobs, newest first. */
export function listJobs(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'> }) {
  const { db } = ctx.database;
  let query = queries.get(db);
  if (!query) queries.set(db, (query = prepare(db)));
  return query.execute({ userId: input.actor.id });
}
