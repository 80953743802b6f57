import { desc, sql } from 'drizzle-orm';
import { ADMIN_PROCESSING_LOGS_PAGE_SIZE, type ProcessingLogsResponse } from '@common/contracts/admin';
import type { AppContext } from '../../context';
import { processingLogs } from '../../db/schema';
import { round, totalPages } from './figures';

/** GET /api/admin/processing-logs?page=N: one row per operation run, newest first, 20 a page. */
export async function listProcessingLogs(ctx: Pick<AppContext, 'database'>, input: { page: number }): Promise<ProcessingLogsResponse> {
  const { db } = ctx.database;
  const { page } = input;
  const pageSize = ADMIN_PROCESSING_LOGS_PAGE_SIZE;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(processingLogs);
  const rows = await db
    .select()
    .from(processingLogs)
    .orderBy(desc(processingLogs.startedAt), desc(processingLogs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    logs: rows.map((row) => ({
      id: row.id,
      filename: row.filename,
      fileSize: row.fileSize,
      operation: row.operation,
      status: row.status,
      processingTime: row.processingTime,
      startedAt: row.startedAt.toISOString(),
      apiProvider: row.apiProvider,
      tokensUsed: row.tokensUsed,
      costCents: round(row.costCents, 3),
    })),
    pagination: { page, total, totalPages: totalPages(total, pageSize) },
  };
}
