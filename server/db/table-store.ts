import type { TableStore } from '../domain/backend';
import { seedOf, TABLE_NAMES, type MockTables, type TableName } from '../domain/tables';
import type { Sql } from './database';

/** The SQL table of a domain table: 'contact-submissions' is contact_submissions. */
export const sqlTable = (table: TableName): string => table.replaceAll('-', '_');

async function bump(sql: Sql, tables: readonly TableName[]): Promise<void> {
  await sql.query(
    `INSERT INTO data_versions (name, version) SELECT unnest($1::text[]), 1
     ON CONFLICT (name) DO UPDATE SET version = data_versions.version + 1`,
    [tables],
  );
}

/** Writes the items into the (empty) table, in their order, in one statement. */
async function plant(sql: Sql, table: TableName, items: readonly { id: string }[]): Promise<void> {
  if (items.length === 0) return;
  await sql.query(
    `INSERT INTO ${sqlTable(table)} (id, data)
     SELECT item->>'id', item FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(item, n) ORDER BY n`,
    [JSON.stringify(items)],
  );
}

/** Every table holds its seed as of today (a new data set, and 'Reset demo data'). */
export async function plantSeeds(sql: Sql): Promise<void> {
  await plantSeedsOf(sql, TABLE_NAMES);
}

/** These (empty) tables hold their seed as of today: a table a later migration added. */
export async function plantSeedsOf(sql: Sql, tables: readonly TableName[]): Promise<void> {
  for (const table of tables) await plant(sql, table, seedOf(table));
}

/** The domain's tables over the transaction `sql` (server/domain/backend.ts). */
export function tableStore(sql: Sql): TableStore {
  return {
    async list<T extends TableName>(table: T) {
      const rows = await sql.query<{ data: MockTables[T] }>(
        `SELECT data FROM ${sqlTable(table)} ORDER BY position`,
      );
      return rows.map((row) => row.data);
    },
    async newestFirstJson(table) {
      const rows = await sql.query<{ items: string }>(
        `SELECT coalesce(json_agg(data ORDER BY data->>'date' DESC, data->>'time' DESC, position DESC), '[]')::text AS items
         FROM ${sqlTable(table)}`,
      );
      return rows[0]?.items ?? '[]';
    },
    async get<T extends TableName>(table: T, id: string) {
      const rows = await sql.query<{ data: MockTables[T] }>(
        `SELECT data FROM ${sqlTable(table)} WHERE id = $1`,
        [id],
      );
      return rows[0]?.data;
    },
    async put(table, item) {
      await sql.query(
        `INSERT INTO ${sqlTable(table)} (id, data) VALUES ($1, $2::jsonb)
         ON CONFLICT (id) DO UPDATE SET data = excluded.data`,
        [item.id, JSON.stringify(item)],
      );
      await bump(sql, [table]);
    },
    async remove(table, id) {
      await sql.query(`DELETE FROM ${sqlTable(table)} WHERE id = $1`, [id]);
      await bump(sql, [table]);
    },
    async replaceAll(table, items) {
      await sql.query(`DELETE FROM ${sqlTable(table)}`);
      await plant(sql, table, items);
      await bump(sql, [table]);
    },
    async clear() {
      await sql.exec(`TRUNCATE ${TABLE_NAMES.map(sqlTable).join(', ')}`);
      await plantSeeds(sql);
      await bump(sql, TABLE_NAMES);
    },
    async versions() {
      const rows = await sql.query<{ name: string; version: number }>(
        'SELECT name, version FROM data_versions',
      );
      const counted = new Map(rows.map((row) => [row.name, Number(row.version)]));
      return Object.fromEntries(TABLE_NAMES.map((table) => [table, counted.get(table) ?? 0])) as Record<
        TableName,
        number
      >;
    },
  };
}
