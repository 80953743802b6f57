import type { User } from '@common/contracts/auth';
import { UNLIMITED } from '@common/limits';
import { BUILT_IN_ADMIN_ID } from '@common/roles';
import { PLANS } from '@common/plans';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Whether the account processes without limit or deduction: admins and the built-in administrator (docs/PRODUCT.md §6). */
export function hasUnlimitedCredits(user: Pick<UserRow, 'role' | 'plan'>): boolean {
  return user.role === 'admin' || PLANS[user.plan].creditsLimit === UNLIMITED;
}

/** The user as the API shows it: never the password hash or session data. */
export function presentUser(user: UserRow): User {
  const isUnlimited = hasUnlimitedCredits(user);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    plan: user.plan,
    credits: isUnlimited ? UNLIMITED : user.credits,
    creditsLimit: isUnlimited ? UNLIMITED : PLANS[user.plan].creditsLimit,
    // The built-in administrator's address comes from the operator (ADMIN_EMAIL), not from a sign-up.
    emailVerified: user.emailVerifiedAt !== null || user.id === BUILT_IN_ADMIN_ID,
    createdAt: user.createdAt.toISOString(),
  };
}
