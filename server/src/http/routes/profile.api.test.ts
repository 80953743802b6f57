import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('PATCH /api/user (Settings: Save Changes)', () => {
  it('saves the first and last name, trimmed; GET /api/user reads them back', async () => {
    const client = t.client();
    await client.post('/api/register', { email: 'rename@example.com', password: 'hunter22!', firstName: 'Jane', lastName: 'Doe' });
    const res = await client.request('PATCH', '/api/user', { json: { firstName: '  Siân ', lastName: "O'Brien-Smith" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'rename@example.com', firstName: 'Siân', lastName: "O'Brien-Smith" });
    expect((await client.get('/api/user')).body).toMatchObject({ firstName: 'Siân', lastName: "O'Brien-Smith" });
  });

  it('an empty name is allowed, as at registration, and reads back as null', async () => {
    const client = t.client();
    await client.post('/api/register', { email: 'blank@example.com', password: 'hunter22!', firstName: 'Blank', lastName: 'Name' });
    const res = await client.request('PATCH', '/api/user', { json: { firstName: 'Only', lastName: '   ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Only', lastName: null });
  });

  it('refuses bad input with a 400 naming the problem, and keeps the saved name', async () => {
    const client = t.client();
    await client.post('/api/register', { email: 'hostile@example.com', password: 'hunter22!', firstName: 'Kept', lastName: 'Name' });
    const cases: Array<[unknown, RegExp]> = [
      [{ firstName: 'A'.repeat(101), lastName: 'Doe' }, /firstName must be at most 100 characters/],
      [{ firstName: 'Jane' }, /lastName is required/],
      [{ firstName: 42, lastName: 'Doe' }, /firstName must be text/],
      [{ firstName: '<script>alert(1)</script>', lastName: 'Doe' }, /firstName may contain only letters/],
      [{ firstName: 'Jane', lastName: 'Doe\u0000' }, /lastName may contain only letters/],
      [{ firstName: 'Jane', lastName: 'Doe', email: 'other@example.com' }, /Only firstName and lastName can be changed here \(not email\)/],
      [{ firstName: 'Jane', lastName: 'Doe', role: 'admin', credits: 999 }, /not role, credits/],
      [['Jane', 'Doe'], /./],
    ];
    for (const [body, message] of cases) {
      const res = await client.request('PATCH', '/api/user', { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    const me = (await client.get('/api/user')).body;
    expect(me).toMatchObject({ email: 'hostile@example.com', firstName: 'Kept', lastName: 'Name', role: 'user', credits: 3 });
  });

  it('refuses a signed-out caller with 401', async () => {
    const res = await t.client().request('PATCH', '/api/user', { json: { firstName: 'No', lastName: 'One' } });
    expect(res.status).toBe(401);
  });
});
