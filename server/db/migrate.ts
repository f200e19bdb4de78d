import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from './database';

// From the module's own path as a string: in a test's DOM environment `URL` is jsdom's.
const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations/');

export interface Migration {
  /** The file name without `.sql`: '0001_initial'. */
  version: string;
  sql: string;
}

/** The migrations in the repository, in order (their names start with a number). */
export function migrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.slice(0, -4), sql: readFileSync(`${MIGRATIONS_DIR}${name}`, 'utf8') }));
}

/**
 * Brings the schema the transaction's search path names up to date: each migration not yet
 * applied, in order, inside the caller's transaction (PostgreSQL's DDL is transactional, so a
 * failed migration leaves nothing half done). Answers the versions it applied.
 */
export async function migrate(sql: Sql): Promise<string[]> {
  await sql.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await sql.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version),
  );
  const done: string[] = [];
  for (const migration of migrations()) {
    if (applied.has(migration.version)) continue;
    await sql.exec(migration.sql);
    await sql.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    done.push(migration.version);
  }
  return done;
}
