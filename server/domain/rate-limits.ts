/**
 * Abuse limits (docs/api-server.md, 'Sessions and limits'): sign-in attempts, M-Pesa
 * prompts sent to a phone, payouts sent to an owner and password reset emails. Counted in this process's memory, per
 * data set: a window of attempts per key; past its limit a call waits until the oldest attempt
 * leaves the window (the 429's Retry-After).
 */

interface Window {
  limit: number;
  windowMs: number;
}

/** Failed sign-ins per account (or administrator name) and address: 5 in 10 minutes. */
export const LOGIN_FAILURES: Window = { limit: 5, windowMs: 10 * 60_000 };
/** M-Pesa prompts per lease or phone: 5 in 10 minutes (each one rings a phone). */
export const MPESA_PROMPTS: Window = { limit: 5, windowMs: 10 * 60_000 };
/**
 * Payout attempts that reach the provider per statement (property and month), to a phone or a
 * bank alike: 5 in 10 minutes. A paid statement answers 409 before it is counted, so in effect
 * the limit counts refused attempts.
 */
export const PAYOUT_ATTEMPTS: Window = { limit: 5, windowMs: 10 * 60_000 };

/**
 * Password reset requests (each may send an email) per address asked for: 3 in 15 minutes,
 * counted whether or not an account has it, so the limit tells no more than the answer does.
 */
export const RESET_REQUESTS_PER_EMAIL: Window = { limit: 3, windowMs: 15 * 60_000 };
/** Password reset requests per client address, whatever the addresses asked for: 10 in 15 minutes. */
export const RESET_REQUESTS_PER_IP: Window = { limit: 10, windowMs: 15 * 60_000 };

const attempts = new Map<string, number[]>();

function recent(key: string, window: Window, now: number): number[] {
  const kept = (attempts.get(key) ?? []).filter((at) => now - at < window.windowMs);
  if (kept.length === 0) attempts.delete(key);
  else attempts.set(key, kept);
  return kept;
}

/** Seconds until one more attempt is allowed under `key` (0: now). */
export function secondsToWait(key: string, window: Window, now = Date.now()): number {
  const kept = recent(key, window, now);
  if (kept.length < window.limit) return 0;
  return Math.max(1, Math.ceil((kept[0]! + window.windowMs - now) / 1000));
}

export function countAttempt(key: string, window: Window, now = Date.now()): void {
  attempts.set(key, [...recent(key, window, now), now]);
}

/** Forgets every attempt of a data set ('Reset demo data'), or all (tests). */
export function forgetAttempts(dataset?: string): void {
  for (const key of [...attempts.keys()]) if (!dataset || key.startsWith(`${dataset}|`)) attempts.delete(key);
}

/** A sign-in's limit: failures count, a success forgets them. */
export function loginLimit(dataset: string, ip: string, identity: string) {
  const key = `${dataset}|login|${ip}|${identity.trim().toLowerCase()}`;
  return {
    wait: () => secondsToWait(key, LOGIN_FAILURES),
    failed: () => countAttempt(key, LOGIN_FAILURES),
    succeeded: () => void attempts.delete(key),
  };
}

/** Seconds before another prompt may go to this lease or phone (0: now); counts it when allowed. */
export function takeMpesaPrompt(dataset: string, leaseId: string, phone: string): number {
  const keys = [`${dataset}|mpesa|lease|${leaseId}`, `${dataset}|mpesa|phone|${phone}`];
  const wait = Math.max(...keys.map((key) => secondsToWait(key, MPESA_PROMPTS)));
  if (wait === 0) for (const key of keys) countAttempt(key, MPESA_PROMPTS);
  return wait;
}

/** Seconds before another payout of the statement may go to the provider (0: now); counts it when allowed. */
export function takePayoutAttempt(dataset: string, propertyId: string, month: string): number {
  const key = `${dataset}|payout|${propertyId}|${month}`;
  const wait = secondsToWait(key, PAYOUT_ATTEMPTS);
  if (wait === 0) countAttempt(key, PAYOUT_ATTEMPTS);
  return wait;
}

/**
 * Seconds before another password reset may be asked for this address from this client (0:
 * now); counts it, under the address and the client alike, when allowed. `email` as the
 * accounts keep it (sessions.ts, `normalEmail`).
 */
export function takePasswordResetRequest(dataset: string, ip: string, email: string): number {
  const limits: [string, Window][] = [
    [`${dataset}|reset|email|${email}`, RESET_REQUESTS_PER_EMAIL],
    [`${dataset}|reset|ip|${ip}`, RESET_REQUESTS_PER_IP],
  ];
  const wait = Math.max(...limits.map(([key, window]) => secondsToWait(key, window)));
  if (wait === 0) for (const [key, window] of limits) countAttempt(key, window);
  return wait;
}
