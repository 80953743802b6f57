import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIFTEEN_MINUTES_MS } from '../../modules/security/rate-limit';
import { awaitFreshRateWindow } from '../../test-support/rate-window';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('registration', () => {
  it('creates a signed-in free account with 3 credits and no secrets in the user object', async () => {
    const client = t.client();
    const res = await client.post('/api/register', { email: 'Jane.Doe@Example.com', password: 'hunter22!', firstName: 'Jane', lastName: 'Doe' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'jane.doe@example.com', username: 'jane.doe@example.com', firstName: 'Jane', lastName: 'Doe', role: 'user', plan: 'free', credits: 3, creditsLimit: 3 });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|argon|password|session/i);
    const cookie = res.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/cvforge\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('jane.doe@example.com');
  });

  it('accepts an account without first and last names', async () => {
    const res = await t.client().post('/api/register', { email: 'nameless@example.com', password: 'long enough' });
    expect(res.status).toBe(201);
    expect(res.body.firstName).toBeNull();
  });

  it('refuses a password shorter than 8 characters, in the admin password change\'s words (issue 14)', async () => {
    for (const password of ['x', '1234567']) {
      const res = await t.client().post('/api/register', { email: `short-${password.length}@example.com`, password });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Password must be at least 8 characters long');
    }
    const login = await t.client().post('/api/login', { email: 'short-1@example.com', password: 'x' });
    expect(login.status).toBe(401);
    expect((await t.client().post('/api/register', { email: 'eight@example.com', password: '12345678' })).status).toBe(201);
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    await t.signUp({ email: 'taken@example.com' });
    const res = await t.client().post('/api/register', { email: 'TAKEN@example.com', password: 'another-one' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });

  it('refuses an invalid email address', async () => {
    const res = await t.client().post('/api/register', { email: 'not-an-email', password: 'secret123' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('email must be a valid email address');
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the email or with the username, each time with a new session id', async () => {
    const { email, password } = await t.signUp();
    const client = t.client();
    const first = await client.post('/api/login', { email, password });
    expect(first.status).toBe(200);
    expect(first.body.email).toBe(email);
    const firstCookie = client.cookieHeader;
    const second = await client.post('/api/login', { email: email.toUpperCase(), password });
    expect(second.status).toBe(200);
    expect(client.cookieHeader).not.toBe(firstCookie);
    // The session the browser held before the new sign-in is over on the server.
    const stale = await t.client().get('/api/user', { cookie: firstCookie });
    expect(stale.status).toBe(401);
  });

  it('answers a wrong password and an unknown account with the same 401 message', async () => {
    const { email } = await t.signUp();
    const wrong = await t.client().post('/api/login', { email, password: 'wrong password' });
    const unknown = await t.client().post('/api/login', { email: 'nobody@example.com', password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('ends the session on the server at sign-out', async () => {
    const { client } = await t.signUp();
    const cookie = client.cookieHeader;
    const out = await client.post('/api/logout');
    expect(out.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
    // Replaying the old cookie does not bring the session back.
    expect((await t.client().get('/api/user', { cookie })).status).toBe(401);
  });

  it('GET /api/user without a session is 401', async () => {
    const res = await t.client().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('You are not signed in');
  });

  it('GET /api/login redirects to /auth and GET /api/logout signs out and redirects home', async () => {
    const { client } = await t.signUp();
    const login = await client.get('/api/login');
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/auth');
    const logout = await client.get('/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect((await client.get('/api/user')).status).toBe(401);
  });
});

describe('the built-in administrator', () => {
  it('signs in with username admin and has unlimited credits', async () => {
    const admin = await t.signInAsAdmin();
    const me = await admin.get('/api/user');
    expect(me.body).toMatchObject({ id: 'admin', username: 'admin', role: 'admin', credits: -1, creditsLimit: -1, email: 'admin@localhost' });
  });
});

describe('bad input', () => {
  it('malformed JSON is a 400 naming the problem', async () => {
    const res = await t.client().request('POST', '/api/login', { body: '{"email": "a@b.c",', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body is not valid JSON');
  });

  it('a missing field is a 400 naming the field', async () => {
    const res = await t.client().post('/api/login', { email: 'a@b.co' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('password is required');
  });

  it('a wrongly typed field is a 400 naming the field', async () => {
    const res = await t.client().post('/api/register', { email: 'x@y.co', password: 12345678 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('password must be text');
  });

  it('empty strings get the spec text', async () => {
    const res = await t.client().post('/api/login', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Please fill in all required fields');
  });

  it('an oversized body is a 400, not a 500', async () => {
    const res = await t.client().post('/api/login', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/too large/);
  });

  it('a 20,000-character password or email is refused by its length, before any hash', async () => {
    const pw = await t.client().post('/api/register', { email: 'long@example.com', password: 'p'.repeat(20_000) });
    const em = await t.client().post('/api/login', { email: `${'e'.repeat(20_000)}@x.co`, password: 'secret' });
    expect(pw.status).toBe(400);
    expect(pw.body.message).toBe('password must be at most 256 characters');
    expect(em.status).toBe(400);
    expect(em.body.message).toBe('email must be at most 254 characters');
  });

  it('an unknown /api path is a JSON 404, not the web page', async () => {
    const res = await t.client().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body.message).toBe('Not found: GET /api/does-not-exist');
  });
});

describe('protection', () => {
  it('refuses a state-changing call from a foreign Origin and accepts our own', async () => {
    const { email, password } = await t.signUp();
    const foreign = await t.client().post('/api/login', { email, password }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Cross-site request refused');
    const own = await t.client().post('/api/login', { email, password }, { origin: t.url });
    expect(own.status).toBe(200);
  });

  it('sets security headers on API responses', async () => {
    const res = await t.client().get('/api/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('rate limits', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const login = (server: TestServer, email: string, password: string, address: string) => server.client().post('/api/login', { email, password }, from(address));
  const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));

  it('slows repeated failures down with waits that grow, and says when to retry (no hard lock)', async () => {
    const limited = await startTestServer({ env: { TRUST_PROXY: 'true' }, rateLimits: { loginFailuresPerAccount: 3 } });
    try {
      const { email, password } = await limited.signUp();
      for (let i = 0; i < 3; i++) expect((await login(limited, email, 'nope-nope', '203.0.113.7')).status).toBe(401);
      const waits: number[] = [];
      for (let round = 0; round < 3; round++) {
        // The failure past the free ones is still checked (401); then the next try must wait.
        expect((await login(limited, email, 'nope-nope', '203.0.113.7')).status).toBe(401);
        const blocked = await login(limited, email, password, '203.0.113.7');
        expect(blocked.status).toBe(429);
        expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts for this account\. Please try again in \d+ seconds?\.$/);
        const retryAfter = Number(blocked.headers.get('retry-after'));
        waits.push(retryAfter);
        await wait(retryAfter);
      }
      expect(waits).toEqual([1, 2, 4]);
      // After the wait, the right password works.
      expect((await login(limited, email, password, '203.0.113.7')).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it("an attacker's many wrong passwords do not stop the owner signing in from another address", async () => {
    const limited = await startTestServer({ env: { TRUST_PROXY: 'true' }, rateLimits: { loginFailuresPerAccount: 3 } });
    try {
      const { email, password } = await limited.signUp();
      // The attacker ignores the waits and keeps going: 40 tries, most refused before the password is checked.
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await login(limited, email, `guess-${i}-password`, '198.51.100.66')).status);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(30);
      // The attacker's own address still has to wait, even with the right password.
      expect((await login(limited, email, password, '198.51.100.66')).status).toBe(429);

      // The owner, elsewhere: at most a short wait on the account as a whole, then in.
      let owner = await login(limited, email, password, '192.0.2.10');
      if (owner.status === 429) {
        const retryAfter = Number(owner.headers.get('retry-after'));
        expect(retryAfter).toBeLessThanOrEqual(30);
        await wait(retryAfter);
        owner = await login(limited, email, password, '192.0.2.10');
      }
      expect(owner.status).toBe(200);
      expect(owner.body.email).toBe(email);
    } finally {
      await limited.close();
    }
  }, 90_000);

  it('an office behind one address is not locked out by a few typos across its accounts', async () => {
    const limited = await startTestServer({ env: { TRUST_PROXY: 'true' }, rateLimits: { loginFailuresPerAccount: 3, loginPerIp: 20 } });
    try {
      const colleagues = await Promise.all(Array.from({ length: 6 }, () => limited.signUp()));
      // Everyone mistypes twice from the shared address: 12 failures.
      for (const colleague of colleagues) {
        for (let i = 0; i < 2; i++) expect((await login(limited, colleague.email, 'typo-typo', '203.0.113.50')).status).toBe(401);
      }
      for (const colleague of colleagues) expect((await login(limited, colleague.email, colleague.password, '203.0.113.50')).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('waits per address once an address fails on many accounts', async () => {
    const limited = await startTestServer({ env: { TRUST_PROXY: 'true' }, rateLimits: { loginPerIp: 2 } });
    try {
      for (let i = 0; i < 2; i++) expect((await login(limited, `x${i}@y.co`, 'nope-nope', '203.0.113.9')).status).toBe(401);
      expect((await login(limited, 'x3@y.co', 'nope-nope', '203.0.113.9')).status).toBe(401);
      const next = await login(limited, 'x4@y.co', 'nope-nope', '203.0.113.9');
      expect(next.status).toBe(429);
      expect(next.body.message).toMatch(/^Too many failed sign-in attempts from this address\. Please try again in \d+ seconds?\.$/);
      // Another address is not affected.
      expect((await login(limited, 'x4@y.co', 'nope-nope', '203.0.113.10')).status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('limits registrations per address', async () => {
    await awaitFreshRateWindow(FIFTEEN_MINUTES_MS, 30_000);
    const limited = await startTestServer({ rateLimits: { registerPerIp: 2 } });
    try {
      await limited.signUp();
      await limited.signUp();
      const reg = await limited.client().post('/api/register', { email: 'third@example.com', password: 'secret123' });
      expect(reg.status).toBe(429);
      expect(reg.body.message).toMatch(/^Too many accounts created from this address\./);
    } finally {
      await limited.close();
    }
  });
});

describe('secure cookies', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await startTestServer({ env: { PUBLIC_URL: 'https://cv.example.com' } });
    try {
      const res = await secure.client().post('/api/register', { email: 's@example.com', password: 'secret123' });
      expect(res.headers.getSetCookie().join('\n')).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});

describe('ads and the Content-Security-Policy', () => {
  it('allows no third-party script by default, and the ad hosts only when an ad client id is configured', async () => {
    const plain = await t.client().get('/api/healthz');
    expect(plain.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(plain.headers.get('content-security-policy')).not.toContain('googlesyndication');

    const withAds = await startTestServer({ env: { VITE_AD_CLIENT_ID: 'ca-pub-1234567890' } });
    try {
      const csp = (await withAds.client().get('/api/healthz')).headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self' https://pagead2.googlesyndication.com");
      expect(csp).toContain('frame-src https://pagead2.googlesyndication.com');
      expect(csp).toContain("frame-ancestors 'none'");
    } finally {
      await withAds.close();
    }
  });
});
