import { createHash } from 'node:crypto';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { plantSeeds, plantSeedsOf, tableStore } from './db/table-store';
import { inTransaction } from './domain/context';
import { settlePayoutsOfRecords } from './domain/payouts';
import { seedAccounts } from './domain/sessions';

/**
 * Data sets (docs/api-server.md, 'Data sets'): in demo mode the `kpm-dataset` cookie picks
 * one (letters, digits and dashes; absent: the shared set `demo`), so tests and two demos on
 * one machine never meet; without demo mode there is one, `main`. Each is a schema of its
 * own, created, migrated and seeded with the sample data the first time it is used.
 */
export const DATASET_COOKIE = 'kpm-dataset';
export const DEMO_DATASET = 'demo';
export const PRODUCTION_DATASET = 'main';

const DATASET_NAME = /^[A-Za-z0-9-]{1,64}$/;

/** The data set a request's cookie selects (lower case); anything else, or none, is `demo`. */
export function datasetOf(cookieHeader: string | undefined): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DATASET_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return DATASET_NAME.test(value) ? value.toLowerCase() : DEMO_DATASET;
  }
  return DEMO_DATASET;
}

/** The schema of a data set: `ds_` and its name (dashes as underscores), or a hash of a long one. */
export function schemaOf(dataset: string): string {
  const plain = `ds_${dataset.toLowerCase().replaceAll('-', '_')}`;
  return plain.length <= 40 ? plain : `ds_${createHash('sha256').update(dataset).digest('hex').slice(0, 32)}`;
}

export interface Datasets {
  /** Creates, migrates and seeds the data set's schema if need be; then answers its schema. */
  ready(dataset: string): Promise<string>;
}

export function createDatasets(database: Database): Datasets {
  const ready = new Map<string, Promise<string>>();

  async function prepare(dataset: string): Promise<string> {
    const schema = schemaOf(dataset);
    await database.administer((sql) => sql.exec(`CREATE SCHEMA IF NOT EXISTS "${schema}"`));
    await database.transaction(schema, async (sql) => {
      const applied = await migrate(sql);
      // A schema whose first migration ran just now is new: it gets the sample data.
      if (applied[0] === '0001_initial') {
        await inTransaction({ sql, store: tableStore(sql) }, async () => {
          await plantSeeds(sql);
          await seedAccounts();
        });
      } else if (applied.length > 0) {
        // An older data set: the tables its new migrations added get their sample data.
        await inTransaction({ sql, store: tableStore(sql) }, async () => {
          // The owners' tax arrangements; the demo accounts gain the owner who files MRI herself.
          if (applied.includes('0002_tax_arrangements')) {
            await plantSeedsOf(sql, ['tax-arrangements']);
            await seedAccounts({ onlyMissing: true });
          }
          // The owners' payout methods.
          if (applied.includes('0003_payout_methods')) await plantSeedsOf(sql, ['payout-methods']);
          // The payouts: its own statements before last month are paid, as the sample data's
          // are (from its own records, so each payout is what its statement says).
          if (applied.includes('0004_payouts')) await settlePayoutsOfRecords();
          // The statements' documents: none (its own, as every data set's, are issued as they are read).
          if (applied.includes('0005_tax_documents')) await plantSeedsOf(sql, ['tax-documents']);
        });
      }
    });
    return schema;
  }

  return {
    ready(dataset) {
      let done = ready.get(dataset);
      if (!done) {
        done = prepare(dataset);
        ready.set(dataset, done);
        done.catch(() => ready.delete(dataset));
      }
      return done;
    },
  };
}
