import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { quoted, type Database, type Sql } from './database';

/**
 * A new PGlite runs initdb, which takes seconds in WebAssembly; a copy of a fresh, empty
 * cluster opens in under one. The first open on a machine makes that copy (under
 * node_modules/.cache), every later in-memory open (the unit tests, one per test file)
 * starts from it.
 */
const EMPTY_CLUSTER = join(process.cwd(), 'node_modules/.cache/kpm-pglite/empty-cluster.tar');

async function emptyCluster(): Promise<Blob | undefined> {
  if (existsSync(EMPTY_CLUSTER)) return new Blob([readFileSync(EMPTY_CLUSTER)]);
  const fresh = await PGlite.create();
  try {
    const dump = await fresh.dumpDataDir('none');
    // A name of this open's own: the test workers are threads of one process, and may each
    // make the copy at once; the last rename wins, with the same bytes. The copy only saves
    // time, so failing to keep it is no failure.
    const temp = `${EMPTY_CLUSTER}.${randomUUID()}.tmp`;
    try {
      mkdirSync(dirname(EMPTY_CLUSTER), { recursive: true });
      writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
      renameSync(temp, EMPTY_CLUSTER);
    } catch {
      rmSync(temp, { force: true });
    }
    return dump;
  } finally {
    await fresh.close();
  }
}

const sqlOf = (tx: Pick<Transaction, 'query' | 'exec'>): Sql => ({
  async query<Row>(text: string, params: readonly unknown[] = []) {
    return (await tx.query<Row>(text, params as unknown[])).rows;
  },
  async exec(text: string) {
    await tx.exec(text);
  },
});

/**
 * The embedded engine: a folder (created on first start) or memory. PGlite has one
 * connection and runs one transaction at a time, which is the serialisation database.ts
 * promises.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  let db: PGlite;
  if (dataDir) {
    const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
    if (fresh) mkdirSync(dataDir, { recursive: true });
    const loadDataDir = fresh ? await emptyCluster() : undefined;
    db = await PGlite.create({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  } else {
    const loadDataDir = await emptyCluster();
    db = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  }
  return {
    engine: 'pglite',
    transaction: (schema, work) =>
      db.transaction(async (tx) => {
        await tx.exec(`SET LOCAL search_path TO ${quoted(schema)}`);
        return work(sqlOf(tx));
      }),
    administer: (work) => db.transaction((tx) => work(sqlOf(tx))),
    close: () => db.close(),
  };
}
