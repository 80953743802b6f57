import { BUILT_IN_ADMIN_ID } from '@common/roles';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';

/**
 * Every permission rule in one place (CONVENTIONS 5). Domain code asks `assertOwner` for a row's
 * owner; routes use the guards in http/guards.ts, which call these.
 */
export function hasAdminAccess(user: Pick<UserRow, 'role'>): boolean {
  return user.role === 'admin' || user.role === 'manager';
}

export function canManageUsers(user: Pick<UserRow, 'role'>): boolean {
  return user.role === 'admin';
}

/** Mail settings carry the SMTP password and route every email: administrators change them, managers only read. */
export function canChangeMailSettings(user: Pick<UserRow, 'role'>): boolean {
  return user.role === 'admin';
}

export function isBuiltInAdmin(user: Pick<UserRow, 'id'>): boolean {
  return user.id === BUILT_IN_ADMIN_ID;
}

/**
 * A row that belongs to someone else is answered exactly like a row that does not exist (404), so ids
 * of other users' CVs, templates, jobs and files reveal nothing.
 */
export function assertOwner<T extends { userId: string | null }>(row: T | undefined | null, user: Pick<UserRow, 'id'>, what: string): T {
  if (!row || row.userId !== user.id) throw new AppError('NOT_FOUND', `${what} not found`);
  return row;
}
