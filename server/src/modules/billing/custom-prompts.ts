import { eq } from 'drizzle-orm';
import type { CustomPrompts } from '@common/contracts/billing';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { UserRow } from '../accounts/present-user';
import { assertEnterpriseFeature } from './enterprise-features';

const OPERATIONS = ['enhance', 'report'] as const;

function pick(stored: Record<string, string> | null | undefined): CustomPrompts {
  const prompts: CustomPrompts = {};
  for (const op of OPERATIONS) if (stored?.[op]?.trim()) prompts[op] = stored[op];
  return prompts;
}

/** The user's custom AI prompts (Enterprise only). */
export function getCustomPrompts(user: UserRow): CustomPrompts {
  assertEnterpriseFeature(user, 'customPrompts');
  return pick(user.customPrompts);
}

/** Replaces the user's custom AI prompts (Enterprise only); a blank or absent prompt is removed. */
export async function updateCustomPrompts(ctx: Pick<AppContext, 'database'>, input: { actor: UserRow } & CustomPrompts): Promise<CustomPrompts> {
  const user = input.actor;
  assertEnterpriseFeature(user, 'customPrompts');
  const next = pick({ enhance: input.enhance?.trim() ?? '', report: input.report?.trim() ?? '' });
  await ctx.database.db.update(users).set({ customPrompts: next, updatedAt: new Date() }).where(eq(users.id, user.id));
  return next;
}
