/**
 * The server's database (docs/api-server.md, 'Database'): PGlite, PostgreSQL compiled to
 * WebAssembly, embedded in the server process by default (a folder, or memory for tests),
 * or a PostgreSQL server when `DATABASE_URL` names one. Both speak the same SQL, so one set
 * of migrations and one set of queries serve both.
 *
 * Every request runs in one transaction of its data set (a schema per data set: datasets.ts),
 * committed before the answer leaves. Transactions of one data set run one at a time: PGlite
 * has one connection, and on PostgreSQL each takes the data set's advisory lock first, so two
 * requests that read, check and write the same rows never interleave.
 */

/** What a transaction's queries see: parameterised SQL ($1, $2...) and its rows. */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Database {
  /** Which engine answers: 'pglite' (embedded) or 'postgres'. */
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction whose search path is `schema`, serialised with every other
   * transaction on that schema; commits when it resolves, rolls back when it throws.
   */
  transaction<T>(schema: string, work: (sql: Sql) => Promise<T>): Promise<T>;
  /** Runs `work` outside any data set's schema, serialised with every other such call (creating a schema). */
  administer<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string: the server then uses it instead of the embedded engine. */
  url?: string;
  /** The embedded engine's folder; absent: in memory (the tests). */
  dataDir?: string;
}

/** Opens the database the options name (PostgreSQL's driver or PGlite is loaded only when used). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.url);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir);
}

/** A schema name quoted for SQL (the names come from datasets.ts, which allows only [a-z0-9_]). */
export const quoted = (schema: string): string => {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Not a schema name: ${schema}`);
  return `"${schema}"`;
};
