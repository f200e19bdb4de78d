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

export async function keptAnswer(accountId: string, key: string, operation: string): Promise<KeptAnswer | undefined> {
  const rows = await scope().sql.query<{ status: number; body: unknown; operation: string }>(
    'SELECT status, body, operation FROM idempotency_keys WHERE account_id = $1 AND key = $2',
    [accountId, key],
  );
  const row = rows[0];
  if (!row) return undefined;
  // The same key on another operation is a client's mistake, never a replay of the other's answer.
  if (row.operation !== operation) return { status: 409, body: { error: 'This Idempotency-Key was used for another request.' } };
  return { status: row.status, body: row.body };
}

export async function keepAnswer(accountId: string, key: string, operation: string, answer: KeptAnswer): Promise<void> {
  await scope().sql.query(
    'INSERT INTO idempotency_keys (account_id, key, operation, status, body) VALUES ($1, $2, $3, $4, $5::jsonb)',
    [accountId, key, operation, answer.status, JSON.stringify(answer.body ?? null)],
  );
}
