import type { AppContext } from '../../context';
import { storableJson, storableText } from '../../db/storable';
import { activityLogs } from '../../db/schema';

export interface ActivityInput {
  userId: string | null;
  action: string;
  resourceType?: string;
  resourceId?: string;
  /** A human-readable name of the resource (a file name, a template name…). */
  resource?: string;
  details?: unknown;
  ipAddress?: string | null;
}

/**
 * Writes one activity log row. A failure to log never fails the user's action: it is reported to the
 * logger passed in instead.
 */
export async function recordActivity(ctx: Pick<AppContext, 'database'>, input: ActivityInput & { onError?: (error: unknown) => void }): Promise<void> {
  try {
    await ctx.database.db.insert(activityLogs).values({
      userId: input.userId,
      action: input.action,
      resourceType: input.resourceType ?? null,
      resourceId: input.resourceId ?? null,
      // File and template names come from uploads: cleaned like any document text.
      resource: storableText(input.resource ?? null),
      details: storableJson(input.details ?? null),
      ipAddress: input.ipAddress ?? null,
    });
  } catch (error) {
    input.onError?.(error);
  }
}
