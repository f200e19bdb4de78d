import { scope } from './context';

/**
 * Idempotency keys (docs/api-server.md, 'Sessions and limits'): a request that moves money
 * may carry `Idempotency-Key`; its first answer is kept, in the same transaction as its
 * change, and a retry with the same key (a dropped answer, a double click) gets that answer
 * again instead of acting twice.
 */
export interface KeptAnswer {
  status: number;
  body: unknown;
}

/** An Idempotency-Key as the contract takes it: 1 to 200 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The request's Idempotency-Key, or null without a usable one (the request then acts as any other). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers['idempotency-key'];
  return typeof raw === 'string' && IDEMPOTENCY_KEY.test(raw) ? raw : null;
}

/** The 409 of a key used again for another request (another operation, or another statement to pay out). */
export const KEY_REUSED_TEXT = 'This Idempotency-Key was used for another request.';

export async function keptAnswer(
  accountId: string,
  key: string,
  operation: string,
): Promise<KeptAnswer | undefined> {
  const rows = await scope().sql.query<{ status: number; body: unknown; operation: string }>(
    'SELECT status, body, operation FROM idempotency_keys WHERE account_id = $1 AND key = $2',
    [accountId, key],
  );
  const row = rows[0];
  if (!row) return undefined;
  // The same key on another operation is a client's mistake, never a replay of the other's answer.
  if (row.operation !== operation) return { status: 409, body: { error: KEY_REUSED_TEXT } };
  return { status: row.status, body: row.body };
}

export async function keepAnswer(
  accountId: string,
  key: string,
  operation: string,
  answer: KeptAnswer,
): Promise<void> {
  await scope().sql.query(
    'INSERT INTO idempotency_keys (account_id, key, operation, status, body) VALUES ($1, $2, $3, $4, $5::jsonb)',
    [accountId, key, operation, answer.status, JSON.stringify(answer.body ?? null)],
  );
}
