import { ENTERPRISE_FEATURES, enterpriseOnlyMessage } from '@common/plans';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';

/** Whether the user's plan includes an Enterprise-only feature (docs/PRODUCT.md §6: API keys, custom AI prompts). */
export function hasEnterpriseFeatures(user: Pick<UserRow, 'plan'>): boolean {
  return user.plan === 'enterprise';
}

/** 403 naming the plan needed: 'API keys are available on the Enterprise plan.' */
export function assertEnterpriseFeature(user: Pick<UserRow, 'plan'>, feature: keyof typeof ENTERPRISE_FEATURES): void {
  if (!hasEnterpriseFeatures(user)) throw new AppError('FORBIDDEN', enterpriseOnlyMessage(feature));
}
