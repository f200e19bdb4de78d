import pg from 'pg';
import { quoted, type Database, type Sql } from './database';

// Whole numbers come back as numbers (bigint columns hold counters and whole shillings, far
// below 2^53), not as strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

const sqlOf = (client: pg.PoolClient): Sql => ({
  async query<Row>(text: string, params: readonly unknown[] = []) {
    return (await client.query(text, params as unknown[])).rows as Row[];
  },
  async exec(text: string) {
    await client.query(text);
  },
});

/** A lock key for a schema: transactions on one data set queue on it (database.ts). */
const ADMIN_LOCK = 'kpm:administer';

/** A PostgreSQL server (`DATABASE_URL`), through a pool of connections. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fails now, at start, when the server cannot be reached or the credentials are wrong.
  (await pool.connect()).release();

  async function inTransaction<T>(
    lockKey: string,
    before: string | null,
    work: (sql: Sql) => Promise<T>,
  ): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [lockKey]);
      if (before) await client.query(before);
      const result = await work(sqlOf(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    engine: 'postgres',
    transaction: (schema, work) =>
      inTransaction(`kpm:${schema}`, `SET LOCAL search_path TO ${quoted(schema)}`, work),
    administer: (work) => inTransaction(ADMIN_LOCK, null, work),
    close: () => pool.end(),
  };
}
