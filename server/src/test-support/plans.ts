import { expect } from 'vitest';
import type { ApiClient } from './api-client';
import type { TestServer } from './test-server';

/**
 * Moves an account to a paid plan the way the product does without a payment provider: the user asks,
 * the built-in administrator approves on the admin dashboard's API (decision 080).
 */
export async function upgradeWithApproval(t: TestServer, client: ApiClient, plan: 'pro' | 'enterprise'): Promise<void> {
  const asked = await client.post('/api/subscription/upgrade', { plan });
  expect(asked.status, asked.text).toBe(202);
  const admin = await t.signInAsAdmin();
  const me = await client.get('/api/user');
  const pending = await admin.get('/api/admin/upgrade-requests');
  const request = pending.body.find((r: { userId: string }) => r.userId === me.body.id);
  const approved = await admin.post(`/api/admin/upgrade-requests/${request.id}/approve`);
  expect(approved.status, approved.text).toBe(200);
}
