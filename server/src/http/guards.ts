import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { canChangeMailSettings, canManageUsers, hasAdminAccess, isBuiltInAdmin } from '../modules/security/authorize';

export { requireUser, currentUser } from './plugins/session';

/** preHandler: managers and admins (the admin dashboard, docs/PRODUCT.md §6). 401 when signed out, 403 otherwise. */
export async function requireAdminAccess(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'You are not signed in');
  if (!hasAdminAccess(request.user)) throw new AppError('FORBIDDEN', "You don't have permission to access the admin dashboard.");
}

/** preHandler: admins only (role changes). */
export async function requireUserManager(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'You are not signed in');
  if (!canManageUsers(request.user)) throw new AppError('FORBIDDEN', 'Only administrators can manage users.');
}

/** preHandler: administrators only (writing the mail settings, sending test emails); managers read them. */
export async function requireMailAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'You are not signed in');
  if (!hasAdminAccess(request.user)) throw new AppError('FORBIDDEN', "You don't have permission to access the admin dashboard.");
  if (!canChangeMailSettings(request.user)) throw new AppError('FORBIDDEN', 'Only administrators can change the mail settings or send test emails; managers can only view them.');
}

/** preHandler: the built-in administrator alone (the admin panel, docs/PRODUCT.md §6). */
export async function requireBuiltInAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'You are not signed in');
  if (!isBuiltInAdmin(request.user)) throw new AppError('FORBIDDEN', 'Access Denied: the admin panel is for the built-in administrator only.');
}
