import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { User } from '../../src/types/user';
import { scope } from './context';
import { DEMO_ACCOUNTS } from './data/accounts';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

/**
 * How long a session lasts after sign-in (the contract's `bearerAuth` says so too): 12 hours,
 * a working day and an evening. After it, and after logout, the token answers 401.
 */
export const SESSION_HOURS = 12;

const KEY_LENGTH = 32;

/** A password as stored: `scrypt$<salt>$<hash>`, both base64 (node:crypto's scrypt, N = 16384). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Only a token's hash is stored, so a copy of the database signs nobody in. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** An email as the accounts keep it, and as sign-in and a password reset look it up: no case, no spaces at either end. */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

export interface Account {
  user: User;
}

/** The account holder's name, as records say who did something ('Grace Moraa'). */
export const fullName = (account: Account): string => `${account.user.firstName} ${account.user.lastName}`;

interface AccountRow {
  id: string;
  password_hash: string;
  data: User;
}

/**
 * The demo accounts' password hashes, made once per process (scrypt is slow on purpose): a
 * new data set, the tests' included, then seeds its accounts in milliseconds.
 */
let demoHashes: Promise<Map<string, string>> | undefined;
const demoAccountHashes = () =>
  (demoHashes ??= Promise.all(
    DEMO_ACCOUNTS.map(async (a) => [a.user.id, await hashPassword(a.password)] as const),
  ).then((pairs) => new Map(pairs)));

/**
 * The demo accounts with their demo passwords (a new data set, 'Reset demo data'). With
 * `onlyMissing`, only the accounts the data set lacks are added (an older data set gaining a
 * new demo account); the others keep their password.
 */
export async function seedAccounts({ onlyMissing = false } = {}): Promise<void> {
  const { sql } = scope();
  const hashes = await demoAccountHashes();
  const onConflict = onlyMissing
    ? 'DO NOTHING'
    : 'DO UPDATE SET email = excluded.email, password_hash = excluded.password_hash, data = excluded.data';
  for (const { user } of DEMO_ACCOUNTS) {
    await sql.query(
      `INSERT INTO accounts (id, email, password_hash, data) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (id) ${onConflict}`,
      [user.id, normalEmail(user.email), hashes.get(user.id), JSON.stringify(user)],
    );
  }
}

export async function findAccountById(id: string): Promise<Account | undefined> {
  const rows = await scope().sql.query<AccountRow>(
    'SELECT id, password_hash, data FROM accounts WHERE id = $1',
    [id],
  );
  return rows[0] && { user: rows[0].data };
}

/** The account that has this email (compared as `normalEmail`), or undefined. */
export async function findAccountByEmail(email: string): Promise<Account | undefined> {
  const rows = await scope().sql.query<AccountRow>(
    'SELECT id, password_hash, data FROM accounts WHERE email = $1',
    [normalEmail(email)],
  );
  return rows[0] && { user: rows[0].data };
}

/** The account whose email and password these are, or undefined. */
export async function accountForCredentials(email: string, password: string): Promise<Account | undefined> {
  const rows = await scope().sql.query<AccountRow>(
    'SELECT id, password_hash, data FROM accounts WHERE email = $1',
    [normalEmail(email)],
  );
  const row = rows[0];
  return row && (await passwordMatches(password, row.password_hash)) ? { user: row.data } : undefined;
}

export async function passwordOf(id: string, password: string): Promise<boolean> {
  const rows = await scope().sql.query<AccountRow>('SELECT password_hash FROM accounts WHERE id = $1', [id]);
  return rows[0] !== undefined && passwordMatches(password, rows[0].password_hash);
}

export async function setPassword(id: string, password: string): Promise<void> {
  await scope().sql.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [
    id,
    await hashPassword(password),
  ]);
}

/** A new session for the account: a random token (256 bits), valid for SESSION_HOURS. */
export async function startSession(
  accountId: string,
  token = randomBytes(32).toString('base64url'),
): Promise<string> {
  await scope().sql.query(
    `INSERT INTO sessions (token_hash, account_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`,
    [tokenHash(token), accountId, SESSION_HOURS],
  );
  return token;
}

/** The account a bearer token signs in, or undefined: unknown, expired or revoked. */
export async function accountForToken(token: string | null): Promise<Account | undefined> {
  if (!token) return undefined;
  const rows = await scope().sql.query<{ data: User }>(
    `SELECT a.data FROM sessions s JOIN accounts a ON a.id = s.account_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [tokenHash(token)],
  );
  return rows[0] && { user: rows[0].data };
}

/** Logout: the token answers 401 from now on. */
export async function endSession(token: string): Promise<void> {
  await scope().sql.query(
    'UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash(token)],
  );
}

/** Logout everywhere (a password reset): every session of the account answers 401 from now on. */
export async function endAllSessions(accountId: string): Promise<void> {
  await scope().sql.query(
    'UPDATE sessions SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL',
    [accountId],
  );
}
