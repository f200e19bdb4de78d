import { beforeAll, describe, expect, it } from 'vitest';
import { MANAGED_USER_FIXTURES } from './data/managed-users';
import { db } from './db';
import { TABLE_NAMES } from './tables';
import { inDataset } from '../testing';

/**
 * The domain's records over the data set's tables (server/domain/db.ts, server/db/table-store.ts;
 * docs/api-server.md, 'Database', 'Data sets'): each kind in its order, a version per kind
 * that every write moves, one transaction that commits whole or not at all.
 */
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const user = (id: string) => ({ id, name: `User ${id}`, email: `${id}@example.com`, role: 'user' as const });

// Opening the in-memory database and seeding the sample data takes seconds on a busy machine: before the tests.
beforeAll(() => inDataset(async () => undefined), 120_000);

describe('the records of a data set', () => {
  it('a changed record keeps its place; a new one comes last; a removed one is gone', async () => {
    const fixtures = ids([...MANAGED_USER_FIXTURES]);
    const listed = await inDataset(async () => {
      await db.users.add(user('new-1'));
      await db.users.change(fixtures[0]!, { name: 'Renamed' });
      await db.users.remove(fixtures[1]!);
      await db.users.add(user('new-2'));
      return db.users.list();
    });
    expect(ids(listed)).toEqual([fixtures[0], ...fixtures.slice(2), 'new-1', 'new-2']);
    expect(listed[0]).toMatchObject({ name: 'Renamed' });
    expect(await inDataset(() => db.users.change('nobody', { name: 'x' }))).toBeUndefined();
  });

  it("every write moves its own kind's version, a read none; 'Reset demo data' moves every kind and reseeds", async () => {
    const before = await inDataset(() => db.versions());
    const after = await inDataset(async () => {
      await db.emails.list();
      await db.users.find('mu-001');
      await db.users.add(user('v1'));
      await db.emails.change('em-001', { read: true });
      await db.emails.remove('em-002');
      await db.submissions.replace([]);
      return db.versions();
    });
    expect(after).toEqual({
      ...before,
      users: before.users + 1,
      emails: before.emails + 2,
      'contact-submissions': before['contact-submissions'] + 1,
    });

    const reset = await inDataset(async () => {
      await db.reset();
      return {
        versions: await db.versions(),
        users: ids(await db.users.list()),
        emails: ids(await db.emails.list()),
      };
    });
    for (const table of TABLE_NAMES) expect(reset.versions[table], table).toBeGreaterThan(after[table]);
    expect(reset.users).not.toContain('v1');
    expect(reset.emails).toContain('em-002');
  });

  it('a transaction that fails keeps none of its writes', async () => {
    const failure = new Error('the rule refused it half way');
    await expect(
      inDataset(async () => {
        await db.users.add(user('half-way'));
        await db.emails.remove('em-001');
        throw failure;
      }),
    ).rejects.toBe(failure);
    const [users, email] = await inDataset(() => Promise.all([db.users.list(), db.emails.find('em-001')]));
    expect(ids(users)).not.toContain('half-way');
    expect(email).toBeDefined();
  });

  it('one payment per M-Pesa receipt number: the database refuses a second, and the transaction with it', async () => {
    const [first] = await inDataset(() => db.payments.list());
    await expect(
      inDataset(() => db.payments.add({ ...first!, id: 'pm-copy', leaseId: null })),
    ).rejects.toThrow();
    expect(await inDataset(() => db.payments.find('pm-copy'))).toBeUndefined();
  });

  it('a data set of its own does not see the shared set’s changes', async () => {
    await inDataset(() => db.users.add(user('only-in-demo')));
    const elsewhere = await inDataset(() => db.users.list(), 'db-test-other');
    expect(ids(elsewhere)).toEqual(ids([...MANAGED_USER_FIXTURES]));
  });
});
