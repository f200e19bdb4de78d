import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatasets } from './datasets';
import { openDatabase, type Database } from './db/database';
import { tableStore } from './db/table-store';
import { inTransaction } from './domain/context';
import { monthStart, payoutMethodsSeed, taxArrangementsSeed } from './domain/data/portal';
import { sampleToday } from './domain/data/sample-dates';
import { db } from './domain/db';
import { payoutsSeed } from './domain/payouts';

/*
 * A data set made before a migration (docs/api-server.md, 'Migrating'): the next time the
 * server uses it, the migration runs and the table it added gets its sample data; what the
 * data set already held stays as it was.
 */

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
}, 120_000);
afterAll(() => database.close());

/** Runs domain code in one transaction of the data set's schema. */
const inSchema = <T>(schema: string, work: () => Promise<T>): Promise<T> =>
  database.transaction(schema, (sql) => inTransaction({ sql, store: tableStore(sql) }, work));

/** Takes the data set back to before these migrations: their tables and their record gone. */
async function before(schema: string, migrations: Record<string, string>): Promise<void> {
  await database.transaction(schema, async (sql) => {
    for (const [version, table] of Object.entries(migrations)) {
      await sql.exec(`DROP TABLE ${table}`);
      await sql.query('DELETE FROM schema_migrations WHERE version = $1', [version]);
    }
  });
}

describe('an older data set', () => {
  it('made before 0004: its statements before last month are paid out, as its own records say', async () => {
    const schema = await createDatasets(database).ready('made-before-0004');
    const today = sampleToday();
    const monthBeforeLast = monthStart(today, -2).slice(0, 7);
    // The data set's own records differ from the sample: Milimani House's rent of the month before last was never received.
    const removed = await inSchema(schema, async () => {
      const payment = (await db.payments.list()).find(
        (p) => p.leaseId === 'ls-milimani-house' && p.date.startsWith(monthBeforeLast),
      )!;
      await db.payments.remove(payment.id);
      return payment;
    });
    await before(schema, { '0004_payouts': 'payouts' });

    await createDatasets(database).ready('made-before-0004');
    const payouts = await inSchema(schema, () => db.payouts.list());
    const expected = payoutsSeed(today).filter(
      (p) => !(p.propertyId === 'pr-milimani' && p.month === removed.date.slice(0, 7)),
    );
    expect(payouts).toEqual(expected);
    expect(payouts.length).toBe(payoutsSeed(today).length - 1);
  }, 60_000);

  it('made before 0003: gains the sample payout methods and keeps its tax arrangements as they were', async () => {
    const schema = await createDatasets(database).ready('made-before-0003');
    await inSchema(schema, () => db.taxArrangements.remove('ta-resident-files'));
    await before(schema, { '0003_payout_methods': 'payout_methods' });

    // The server starts again: a new process, the same database.
    expect(await createDatasets(database).ready('made-before-0003')).toBe(schema);
    const [payoutMethods, taxArrangements] = await inSchema(schema, () =>
      Promise.all([db.payoutMethods.list(), db.taxArrangements.list()]),
    );
    expect(payoutMethods).toEqual(payoutMethodsSeed());
    expect(taxArrangements.map((a) => a.id)).toEqual(['ta-owner-agent', 'ta-investor-non-resident']);
  }, 60_000);

  it('made before 0002: gains both', async () => {
    const schema = await createDatasets(database).ready('made-before-0002');
    await before(schema, {
      '0003_payout_methods': 'payout_methods',
      '0002_tax_arrangements': 'tax_arrangements',
    });

    await createDatasets(database).ready('made-before-0002');
    const [payoutMethods, taxArrangements] = await inSchema(schema, () =>
      Promise.all([db.payoutMethods.list(), db.taxArrangements.list()]),
    );
    expect(payoutMethods).toEqual(payoutMethodsSeed());
    expect(taxArrangements).toEqual(taxArrangementsSeed(sampleToday()));
  }, 60_000);
});
