import { beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_MINUTES } from '../../src/features/auth/password-reset-rules';
import { inDataset } from '../testing';
import { scope } from './context';
import { DEMO_PASSWORD } from './data/accounts';
import { resetEmail, resetLink, resetPasswordWithToken, startPasswordReset } from './password-resets';
import { accountForCredentials, accountForToken, startSession } from './sessions';

// Password resets (docs/product-rules.md, 'Forgot password'): a token per request, only its
// hash kept, usable once within 30 minutes, ended by a newer request; a reset signs the
// account out everywhere.

// Opening the in-memory database and seeding the sample data takes seconds on a busy machine: before the tests.
beforeAll(() => inDataset(async () => undefined), 120_000);

const REQUESTED = new Date('2025-03-18T09:00:00Z');
const minutesLater = (minutes: number) => new Date(REQUESTED.getTime() + minutes * 60_000);
const NEW_PASSWORD = 'Kisii#2026';

/** A reset asked for the tenant at REQUESTED: its token. */
const tenantsToken = async (): Promise<string> =>
  (await startPasswordReset('user@example.com', REQUESTED))!.token;

describe('startPasswordReset', () => {
  it('finds the account as sign-in does (any case, spaces around), and keeps only the token’s hash', () =>
    inDataset(async () => {
      const started = await startPasswordReset('  USER@Example.com ', REQUESTED);
      expect(started?.account.user.id).toBe('u-user');
      expect(started!.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
      const rows = await scope().sql.query<Record<string, unknown>>('SELECT * FROM password_resets');
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(started!.token);
      expect(new Date(rows[0]!.expires_at as string).getTime() - REQUESTED.getTime()).toBe(
        RESET_LINK_MINUTES * 60_000,
      );
    }));

  it('an address no account has: null, and nothing kept', () =>
    inDataset(async () => {
      expect(await startPasswordReset('nobody@example.com', REQUESTED)).toBeNull();
      expect(await scope().sql.query('SELECT * FROM password_resets')).toEqual([]);
    }));

  it('each request a new token', () =>
    inDataset(async () => {
      const first = await tenantsToken();
      expect(await tenantsToken()).not.toBe(first);
    }));
});

describe('resetPasswordWithToken', () => {
  // prettier-ignore
  it.each<[string, (token: string) => Promise<string>, Date, boolean]>([
    ['a fresh token', async (token) => token, minutesLater(1), true],
    ['a token a minute before its 30 minutes end', async (token) => token, minutesLater(29), true],
    ['a token at its 30 minutes', async (token) => token, minutesLater(30), false],
    ['a token an hour old', async (token) => token, minutesLater(60), false],
    ['a token never given', async () => 'not-a-reset-token', minutesLater(1), false],
    ['the token with one character changed', async (token) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, minutesLater(1), false],
    ['a token already used', async (token) => { await resetPasswordWithToken(token, 'Used#2026', minutesLater(1)); return token; }, minutesLater(2), false],
    ['a token a newer request ended', async (token) => { await startPasswordReset('user@example.com', minutesLater(1)); return token; }, minutesLater(2), false],
    ["a newer request's token", async () => (await startPasswordReset('user@example.com', minutesLater(1)))!.token, minutesLater(2), true],
  ])('%s', (_case, use, at, works) =>
    inDataset(async () => {
      const token = await use(await tenantsToken());
      expect(await resetPasswordWithToken(token, NEW_PASSWORD, at)).toBe(works);
      expect(Boolean(await accountForCredentials('user@example.com', NEW_PASSWORD))).toBe(works);
    }),
  );

  it('sets the password, signs every session of the account out, and leaves other accounts signed in', () =>
    inDataset(async () => {
      const [phone, laptop, owner] = await Promise.all([
        startSession('u-user'),
        startSession('u-user'),
        startSession('u-owner'),
      ]);
      expect(await resetPasswordWithToken(await tenantsToken(), NEW_PASSWORD, minutesLater(5))).toBe(true);
      expect(await accountForToken(phone)).toBeUndefined();
      expect(await accountForToken(laptop)).toBeUndefined();
      expect((await accountForToken(owner))?.user.id).toBe('u-owner');
      expect(await accountForCredentials('user@example.com', DEMO_PASSWORD)).toBeUndefined();
      expect((await accountForCredentials('user@example.com', NEW_PASSWORD))?.user.id).toBe('u-user');
    }));

  it('a refused token changes nothing', () =>
    inDataset(async () => {
      const session = await startSession('u-user');
      expect(await resetPasswordWithToken('not-a-reset-token', NEW_PASSWORD, minutesLater(1))).toBe(false);
      expect(await accountForToken(session)).toBeDefined();
      expect(await accountForCredentials('user@example.com', DEMO_PASSWORD)).toBeDefined();
    }));
});

describe('the reset email', () => {
  it.each([
    [null, '/reset-password?token=abc-_123'],
    ['https://kisii.example', 'https://kisii.example/reset-password?token=abc-_123'],
  ])('the link on the public site (%s)', (publicUrl, link) => {
    expect(resetLink('abc-_123', publicUrl)).toBe(link);
  });

  it('names the link, its 30 minutes, and what to do if it was not you', () => {
    const { subject, text } = resetEmail('/reset-password?token=t');
    expect(subject).toBe('Reset your Kisii Property Management password');
    expect(text).toContain('\n/reset-password?token=t\n');
    expect(text).toContain('within 30 minutes');
    expect(text).toContain('If you did not ask, ignore this email');
  });
});
