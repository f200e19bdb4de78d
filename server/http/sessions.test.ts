import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, MpesaPaymentAcknowledgement } from '../../src/types/api.gen';
import { scope } from '../domain/context';
import { ADMIN_CREDENTIALS, DEMO_PASSWORD } from '../domain/data/accounts';
import { TENANT_LEASE_ID } from '../domain/data/portal';
import { db } from '../domain/db';
import { callApi, inDataset, sessionToken } from '../testing';
import { UNAUTHORISED } from './operation';

/**
 * Real sessions (docs/api-server.md, 'Sessions and limits'): hashed passwords, a random
 * token kept only as its hash, 12 hours long, revoked by logout; 429 with Retry-After after
 * 5 failed sign-ins and 5 M-Pesa prompts; an Idempotency-Key that never starts a payment twice.
 */

afterEach(() => void vi.useRealTimers());

// Opening the in-memory database and seeding the sample data takes seconds on a busy machine: before the tests.
beforeAll(() => inDataset(async () => undefined), 120_000);

const login = (email: string, password: string) =>
  callApi<LoginResponse & { error?: string }>('/api/auth/login', {
    method: 'POST',
    body: { email, password },
  });
const adminLogin = (username: string, password: string) =>
  callApi<LoginResponse & { error?: string }>('/api/auth/admin-login', {
    method: 'POST',
    body: { username, password },
  });
const me = (token: string | null) =>
  callApi<{ user?: { id: string }; error?: string }>('/api/auth/me', { token });
const logout = (token: string | null) => callApi('/api/auth/logout', { method: 'POST', token });

const HOUR_MS = 60 * 60 * 1000;
const TOO_MANY = /^Too many attempts\. Try again in (\d+) seconds\.$/;

/** A 429 as the contract states it: Retry-After a positive whole number of seconds, and the text saying the same. */
function expectTooMany(answered: { status: number; body: unknown; headers: Headers }) {
  expect(answered.status).toBe(429);
  const retryAfter = answered.headers.get('Retry-After');
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  expect(Number(retryAfter)).toBeLessThanOrEqual(600);
  expect(answered.body).toEqual({ error: `Too many attempts. Try again in ${retryAfter} seconds.` });
  expect((answered.body as { error: string }).error).toMatch(TOO_MANY);
}

describe('sign-in', () => {
  it("answers a new random token: not the password, not the user's id; GET /api/auth/me knows it", async () => {
    const first = await login('user@example.com', DEMO_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ id: 'u-user', email: 'user@example.com', role: 'user' });
    const { token } = first.body;
    expect(token).not.toBe(DEMO_PASSWORD);
    expect(token).not.toContain('u-user');
    expect(token).not.toContain('user@example.com');
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect((await me(token)).body).toEqual({ user: first.body.user });

    const second = await login('USER@example.com ', DEMO_PASSWORD); // the email in any case, spaces around
    expect(second.status).toBe(200);
    expect(second.body.token).not.toBe(token);
  });

  it.each([
    ['a wrong password', 'user@example.com', 'Demo#2024'],
    ['the password in another case', 'user@example.com', DEMO_PASSWORD.toUpperCase()],
    ['an unknown email', 'nobody@example.com', DEMO_PASSWORD],
  ])("%s: 401 'Invalid credentials', no token", async (_case, email, password) => {
    expect(await login(email, password)).toMatchObject({
      status: 401,
      body: { error: 'Invalid credentials' },
    });
  });

  it.each([
    ['no email', { password: DEMO_PASSWORD }],
    ['an empty password', { email: 'user@example.com', password: '' }],
    ['a password of spaces', { email: 'user@example.com', password: '   ' }],
  ])("%s: 400 'Email and password are required.'", async (_case, body) => {
    expect(await callApi('/api/auth/login', { method: 'POST', body })).toMatchObject({
      status: 400,
      body: { error: 'Email and password are required.' },
    });
  });

  it('the administrator login: its own pair; anything else 401', async () => {
    const ok = await adminLogin(ADMIN_CREDENTIALS.username, ADMIN_CREDENTIALS.password);
    expect(ok.status).toBe(200);
    expect(ok.body.user.role).toBe('admin');
    expect((await me(ok.body.token)).status).toBe(200);
    expect(await adminLogin(ADMIN_CREDENTIALS.username, `${ADMIN_CREDENTIALS.password}x`)).toMatchObject({
      status: 401,
      body: { error: 'Invalid administrator credentials.' },
    });
  });

  it('keeps passwords as salted scrypt hashes and tokens only as their hash', async () => {
    const { body } = await login('owner@example.com', DEMO_PASSWORD);
    const [accounts, sessions] = await inDataset(() =>
      Promise.all([
        scope().sql.query<{ password_hash: string }>('SELECT password_hash FROM accounts'),
        scope().sql.query<Record<string, unknown>>('SELECT * FROM sessions'),
      ]),
    );
    const hashes = accounts.map((a) => a.password_hash);
    expect(hashes.length).toBeGreaterThanOrEqual(5);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$[^$]+\$[^$]+$/);
      expect(hash).not.toContain(DEMO_PASSWORD);
    }
    expect(new Set(hashes).size).toBe(hashes.length); // a salt each: one password, different hashes
    expect(JSON.stringify(sessions)).not.toContain(body.token);
  });

  it('a changed password signs in; the old one no longer does', async () => {
    const token = await sessionToken('u-manager');
    const changed = await callApi('/api/auth/password', {
      method: 'PUT',
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Kisii#2026' },
    });
    expect(changed).toMatchObject({ status: 200, body: { ok: true } });
    expect((await login('manager@example.com', DEMO_PASSWORD)).status).toBe(401);
    expect((await login('manager@example.com', 'Kisii#2026')).status).toBe(200);
  });
});

describe('a session ends', () => {
  it('at logout: 204, then that token answers 401 everywhere; the account’s other sessions go on', async () => {
    const { body } = await login('user@example.com', DEMO_PASSWORD);
    const other = (await login('user@example.com', DEMO_PASSWORD)).body.token;
    expect((await logout(body.token)).status).toBe(204);
    expect(await me(body.token)).toMatchObject({ status: 401, body: UNAUTHORISED });
    expect((await callApi('/api/portal/me', { token: body.token })).status).toBe(401);
    expect((await logout(body.token)).status).toBe(401); // nothing left to log out
    expect((await me(other)).status).toBe(200);
  });

  it('12 hours after sign-in', async () => {
    const signedIn = Date.now();
    const token = (await login('owner@example.com', DEMO_PASSWORD)).body.token;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(signedIn + 12 * HOUR_MS - 60_000);
    expect((await me(token)).status).toBe(200);
    vi.setSystemTime(signedIn + 12 * HOUR_MS + 60_000);
    expect(await me(token)).toMatchObject({ status: 401, body: UNAUTHORISED });
  });
});

describe('429: too many attempts', () => {
  it.each([
    [
      'login',
      () => login('user@example.com', 'wrong'),
      () => login('user@example.com', DEMO_PASSWORD),
      () => login('owner@example.com', DEMO_PASSWORD),
    ],
    [
      'the administrator login',
      () => adminLogin(ADMIN_CREDENTIALS.username, 'wrong'),
      () => adminLogin(ADMIN_CREDENTIALS.username, ADMIN_CREDENTIALS.password),
      () => login('admin@example.com', DEMO_PASSWORD),
    ],
  ])(
    '%s: after 5 failures for one account, even the right password waits; others do not',
    async (_name, fail, succeed, another) => {
      for (let i = 0; i < 5; i++) expect((await fail()).status).toBe(401);
      expectTooMany(await fail());
      expectTooMany(await succeed());
      expect((await another()).status).toBe(200);
    },
  );

  it('a success before the fifth failure forgets the failures', async () => {
    for (let i = 0; i < 4; i++) await login('user@example.com', 'wrong');
    expect((await login('user@example.com', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('user@example.com', 'wrong')).status).toBe(401);
    expect((await login('user@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it("'Reset demo data' forgets its data set's attempts", async () => {
    for (let i = 0; i < 5; i++) await login('user@example.com', 'wrong');
    expect((await login('user@example.com', DEMO_PASSWORD)).status).toBe(429);
    expect((await callApi('/api/demo/reset', { method: 'POST' })).status).toBe(204);
    expect((await login('user@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('M-Pesa: a sixth prompt to one lease in 10 minutes waits, to another phone too; another lease and phone go', async () => {
    const tenant = await sessionToken('u-user');
    const pay = (phone: string, leaseId = TENANT_LEASE_ID, token = tenant) =>
      callApi<MpesaPaymentAcknowledgement>(`/api/portal/leases/${leaseId}/mpesa-payments`, {
        method: 'POST',
        token,
        body: { phone, amountKes: 100 },
      });
    for (let i = 0; i < 5; i++) {
      const started = await pay('254712345678');
      expect(started.status).toBe(202);
      // Cancelled on the phone, so the next one is not refused as 'in progress' (409).
      await callApi(`/api/demo/mpesa-prompts/${started.body.checkoutRequestId}/answer`, {
        method: 'POST',
        body: { answer: 'cancel' },
      });
    }
    const before = (await inDataset(() => db.mpesaPrompts.list())).length;
    expectTooMany(await pay('254712345678'));
    expectTooMany(await pay('254799000111'));
    expect((await inDataset(() => db.mpesaPrompts.list())).length).toBe(before); // no phone rang
    expect((await pay('254788000222', 'ls-ouru-b3', await sessionToken('u-admin'))).status).toBe(202);
  });

  it('M-Pesa: a sixth prompt to one phone waits, whatever the lease', async () => {
    const admin = await sessionToken('u-admin');
    const leases = ['ls-ouru-a1', 'ls-ouru-a2', 'ls-ouru-a5', 'ls-ouru-a6', 'ls-ouru-b1', 'ls-ouru-b3'];
    for (const leaseId of leases.slice(0, 5)) {
      const started = await callApi<MpesaPaymentAcknowledgement>(
        `/api/portal/leases/${leaseId}/mpesa-payments`,
        {
          method: 'POST',
          token: admin,
          body: { phone: '254700123456', amountKes: 50 },
        },
      );
      expect(started.status, leaseId).toBe(202);
      await callApi(`/api/demo/mpesa-prompts/${started.body.checkoutRequestId}/answer`, {
        method: 'POST',
        body: { answer: 'cancel' },
      });
    }
    expectTooMany(
      await callApi(`/api/portal/leases/${leases[5]}/mpesa-payments`, {
        method: 'POST',
        token: admin,
        body: { phone: '254700123456', amountKes: 50 },
      }),
    );
  });
});

describe('an Idempotency-Key on starting a payment', () => {
  const start = (token: string, key: string | null, amountKes = 500) =>
    callApi<MpesaPaymentAcknowledgement & { error?: string }>(
      `/api/portal/leases/${TENANT_LEASE_ID}/mpesa-payments`,
      {
        method: 'POST',
        token,
        body: { phone: '254712345678', amountKes },
        headers: key ? { 'Idempotency-Key': key } : {},
      },
    );
  const prompts = () => inDataset(() => db.mpesaPrompts.list());

  it('repeated: the same acknowledgement (the same checkoutRequestId), and one prompt', async () => {
    const tenant = await sessionToken('u-user');
    const first = await start(tenant, 'pay-2025-03-a4-1');
    const again = await start(tenant, 'pay-2025-03-a4-1');
    expect(first.status).toBe(202);
    expect(again).toMatchObject({ status: 202, body: first.body });
    expect(await prompts()).toHaveLength(1);
    // Another key is another request: refused while the first prompt waits on the phone.
    expect((await start(tenant, 'pay-2025-03-a4-2')).status).toBe(409);
    expect(await prompts()).toHaveLength(1);
  });

  it('sent twice at once (a double click, a retry racing the first): one prompt', async () => {
    const tenant = await sessionToken('u-user');
    const answers = await Promise.all([
      start(tenant, 'double-1'),
      start(tenant, 'double-1'),
      start(tenant, 'double-1'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((a) => a.body.checkoutRequestId)).size).toBe(1);
    expect(await prompts()).toHaveLength(1);
  });

  it('without a key, a second request while the first waits is refused (409): one prompt at a time', async () => {
    const tenant = await sessionToken('u-user');
    expect((await start(tenant, null)).status).toBe(202);
    expect((await start(tenant, null)).status).toBe(409);
    expect(await prompts()).toHaveLength(1);
  });
});
