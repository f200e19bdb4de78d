import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_LINK_INVALID_TEXT, RESET_REQUESTED_TEXT } from '../../src/features/auth/password-reset-rules';
import { PASSWORD_TOO_SHORT_TEXT } from '../../src/lib/new-password';
import type { DemoEmail, LoginResponse } from '../../src/types/api.gen';
import { simulatedEmail } from '../adapters/email';
import { DEMO_PASSWORD } from '../domain/data/accounts';
import { callApi, inDataset, sessionToken } from '../testing';
import { UNAUTHORISED } from './operation';

/**
 * 'Forgot password?' over HTTP (docs/product-rules.md, 'Forgot password'; docs/api-server.md,
 * 'Password resets'): one answer for every valid address, the link in the demo's outbox, 429s
 * per address and client, a token that works once (even when sent twice at once), a reset that
 * signs the account out everywhere, and bad bodies answered 400, never 500.
 */

// Opening the in-memory database and seeding the sample data takes seconds on a busy machine: before the tests.
beforeAll(() => inDataset(async () => undefined), 120_000);

const ask = (email: unknown, options: { dataset?: string; headers?: Record<string, string> } = {}) =>
  callApi<{ message?: string; error?: string }>('/api/auth/password-reset', {
    method: 'POST',
    body: { email },
    ...options,
  });
const confirm = (body: unknown) =>
  callApi<{ error?: string } | null>('/api/auth/password-reset/confirm', { method: 'POST', body });
const outbox = (dataset?: string) => callApi<DemoEmail | null>('/api/demo/outbox/latest', { dataset });
const login = (email: string, password: string) =>
  callApi<LoginResponse>('/api/auth/login', { method: 'POST', body: { email, password } });
const me = (token: string) => callApi('/api/auth/me', { token });

/** The token of the outbox's last link. */
async function tokenFromOutbox(): Promise<string> {
  const { status, body } = await outbox();
  expect(status).toBe(200);
  const token = new URL(body!.link, 'http://site.test').searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}

describe('POST /api/auth/password-reset', () => {
  it('answers 202 with the same text for an account, another case of it, and an address nobody has', async () => {
    const answers = [
      await ask('user@example.com'),
      await ask('  Owner@Example.COM '),
      await ask('nobody@example.com'),
    ];
    for (const answered of answers) {
      expect(answered.status).toBe(202);
      expect(answered.body).toEqual({ message: RESET_REQUESTED_TEXT });
      expect([...answered.headers.keys()].sort()).toEqual([...answers[0]!.headers.keys()].sort());
    }
  });

  it("emails the account's own address a link to /reset-password with a token; an unknown address gets none", async () => {
    expect((await outbox()).status).toBe(204);
    await ask('nobody@example.com');
    expect((await outbox()).status).toBe(204);
    await ask(' USER@example.com');
    const { body } = await outbox();
    expect(body).toMatchObject({
      to: 'user@example.com',
      subject: 'Reset your Kisii Property Management password',
      link: expect.stringMatching(/^\/reset-password\?token=[A-Za-z0-9_-]{43}$/),
      sentAt: expect.any(String),
    });
    expect(body!.text).toContain(body!.link);
  });

  it("each data set has its own outbox; 'Reset demo data' empties it", async () => {
    await ask('user@example.com', { dataset: 'reset-other' });
    expect((await outbox()).status).toBe(204);
    expect((await outbox('reset-other')).status).toBe(200);
    await callApi('/api/demo/reset', { method: 'POST', dataset: 'reset-other' });
    expect((await outbox('reset-other')).status).toBe(204);
  });

  it.each([
    ['no email', {}, 'Email is required.'],
    ['an empty email', { email: '' }, 'Email is required.'],
    ['an email of spaces', { email: '   ' }, 'Email is required.'],
    ['a number', { email: 42 }, 'Email is required.'],
    ['no @', { email: 'user.example.com' }, expect.stringContaining('email')],
    ['two addresses', { email: 'a@example.com b@example.com' }, expect.stringContaining('email')],
    ['a field more', { email: 'user@example.com', role: 'admin' }, expect.any(String)],
    [
      'an address over 254 characters',
      {
        email: `${'a'.repeat(60)}@${['b', 'c', 'd'].map((c) => c.repeat(60)).join('.')}.${'e'.repeat(20)}.com`,
      },
      'Email must be at most 254 characters.',
    ],
  ])('%s: 400 with the text, and no email', async (_case, body, text) => {
    const answered = await callApi('/api/auth/password-reset', { method: 'POST', body });
    expect(answered).toMatchObject({ status: 400, body: { error: text } });
    expect((await outbox()).status).toBe(204);
  });

  it('429 after 3 requests for one address in 15 minutes, an unknown one alike; others still go', async () => {
    for (const email of ['user@example.com', 'nobody@example.com']) {
      for (let i = 0; i < 3; i++) expect((await ask(email)).status).toBe(202);
      const refused = await ask(email.toUpperCase());
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
      expect(refused.body).toEqual({
        error: `Too many attempts. Try again in ${refused.headers.get('Retry-After')} seconds.`,
      });
    }
    expect((await ask('owner@example.com')).status).toBe(202);
  });

  it('429 after 10 requests from one client address, whatever the addresses', async () => {
    for (let i = 0; i < 10; i++) expect((await ask(`someone${i}@example.com`)).status).toBe(202);
    expect((await ask('user@example.com')).status).toBe(429);
    expect((await outbox()).status).toBe(204); // the refused one sent nothing
  });

  it('15 minutes later the address may ask again', async () => {
    const start = Date.now();
    for (let i = 0; i < 3; i++) await ask('user@example.com');
    expect((await ask('user@example.com')).status).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(start + 15 * 60_000 + 1_000);
      expect((await ask('user@example.com')).status).toBe(202);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('204: the new password signs in, the old one not; every session of the account is signed out', async () => {
    const [phone, laptop, other] = await Promise.all([
      sessionToken('u-user'),
      sessionToken('u-user'),
      sessionToken('u-owner'),
    ]);
    await ask('user@example.com');
    const token = await tokenFromOutbox();
    expect(await confirm({ token, newPassword: 'Kisii#2026' })).toMatchObject({ status: 204, body: null });
    expect(await me(phone)).toMatchObject({ status: 401, body: UNAUTHORISED });
    expect((await me(laptop)).status).toBe(401);
    expect((await me(other)).status).toBe(200);
    expect((await login('user@example.com', DEMO_PASSWORD)).status).toBe(401);
    expect((await login('user@example.com', 'Kisii#2026')).status).toBe(200);
  });

  it('a used link: 400 with its text, and the password stays the one it set', async () => {
    await ask('user@example.com');
    const token = await tokenFromOutbox();
    expect((await confirm({ token, newPassword: 'First#2026' })).status).toBe(204);
    expect(await confirm({ token, newPassword: 'Second#2026' })).toMatchObject({
      status: 400,
      body: { error: RESET_LINK_INVALID_TEXT },
    });
    expect((await login('user@example.com', 'First#2026')).status).toBe(200);
  });

  it('a newer request ends the older link', async () => {
    await ask('user@example.com');
    const older = await tokenFromOutbox();
    await ask('user@example.com');
    const newer = await tokenFromOutbox();
    expect(newer).not.toBe(older);
    expect((await confirm({ token: older, newPassword: 'Older#2026' })).body).toEqual({
      error: RESET_LINK_INVALID_TEXT,
    });
    expect((await confirm({ token: newer, newPassword: 'Newer#2026' })).status).toBe(204);
  });

  it('a link older than 30 minutes: 400 with its text', async () => {
    await ask('user@example.com');
    const token = await tokenFromOutbox();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31 * 60_000);
      expect((await confirm({ token, newPassword: 'Late#2026' })).body).toEqual({
        error: RESET_LINK_INVALID_TEXT,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a short password: 400 with the shared text, and the link still works', async () => {
    await ask('user@example.com');
    const token = await tokenFromOutbox();
    expect(await confirm({ token, newPassword: '12345' })).toMatchObject({
      status: 400,
      body: { error: PASSWORD_TOO_SHORT_TEXT },
    });
    expect((await confirm({ token, newPassword: '123456' })).status).toBe(204);
  });

  it('the same link sent five times at once: exactly one 204, the others 400', async () => {
    await ask('user@example.com');
    const token = await tokenFromOutbox();
    const answers = await Promise.all(
      ['One#2026', 'Two#2026', 'Three#2026', 'Four#2026', 'Five#2026'].map((newPassword) =>
        confirm({ token, newPassword }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400, 400, 400, 400]);
    const winner = ['One#2026', 'Two#2026', 'Three#2026', 'Four#2026', 'Five#2026'][
      answers.findIndex((a) => a.status === 204)
    ]!;
    expect((await login('user@example.com', winner)).status).toBe(200);
  });

  it.each([
    [
      'a token never given',
      { token: 'not-a-reset-token', newPassword: 'Kisii#2026' },
      RESET_LINK_INVALID_TEXT,
    ],
    ['no token', { newPassword: 'Kisii#2026' }, expect.any(String)],
    ['an empty token', { token: '', newPassword: 'Kisii#2026' }, expect.any(String)],
    ['a token of the wrong type', { token: 7, newPassword: 'Kisii#2026' }, expect.any(String)],
    ['no password', { token: 'x' }, expect.any(String)],
    ['a password of the wrong type', { token: 'x', newPassword: 123456 }, expect.any(String)],
    [
      'a field more',
      { token: 'x', newPassword: 'Kisii#2026', email: 'user@example.com' },
      expect.any(String),
    ],
  ])('%s: 400, never 500', async (_case, body, text) => {
    expect(await confirm(body)).toMatchObject({ status: 400, body: { error: text } });
  });

  it('a body that is not JSON, or is an array: 400', async () => {
    for (const raw of ['{"token":', '[]', '"token"', 'null']) {
      const answered = await callApi('/api/auth/password-reset/confirm', {
        method: 'POST',
        raw,
        contract: false,
      });
      expect(answered.status, raw).toBe(400);
    }
  });
});

describe('the email adapter', () => {
  it('without demo mode: the reset is answered the same, no outbox, and the log names neither the link nor the address', async () => {
    const lines: string[] = [];
    const adapter = simulatedEmail((line) => lines.push(line));
    await adapter.send(
      {
        to: 'user@example.com',
        subject: 'Reset',
        text: 'open /reset-password?token=secret',
        link: '/reset-password?token=secret',
      },
      { demo: false, dataset: 'main' },
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('no mail transport is configured');
    expect(lines[0]).not.toContain('secret');
    expect(lines[0]).not.toContain('user@example.com');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const answered = await callApi('/api/auth/password-reset', {
        method: 'POST',
        body: { email: 'user@example.com' },
        demo: false,
      });
      expect(answered).toMatchObject({ status: 202, body: { message: RESET_REQUESTED_TEXT } });
      const logged = warn.mock.calls.flat().join('\n');
      expect(logged).toContain('no mail transport is configured');
      expect(logged).not.toMatch(/token=/);
      expect((await callApi('/api/demo/outbox/latest', { demo: false })).status).toBe(404);
    } finally {
      warn.mockRestore();
    }
  });
});
