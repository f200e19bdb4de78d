// @vitest-environment node
import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { bulkEmails, bulkSubmissions } from '../../server/domain/data/bulk';
import { EMAIL_FIXTURES } from '../../server/domain/data/emails';
import { createMockDb } from '../../server/domain/db';
import { CUSTOMER_USER, DEMO_PASSWORD } from '../fixtures';
import { expectTwoTabsKeepBothChanges, fixtureUserIds, ids, newUser } from './mock-db-cases';
import { createIdbBackend } from '../../mocks/store/idb-backend';

/**
 * The mock API's IndexedDB backend (the browser's store in dev and demo), on
 * fake-indexeddb. Two tabs of one host are two db instances, each with its own
 * connections to the same databases; each test uses databases of its own.
 */
let databases = 0;
function twoTabs() {
  const prefix = `kpm-test-${++databases}-`;
  const tab = () => {
    const backend = createIdbBackend(prefix);
    return createMockDb(() => backend);
  };
  return { prefix, a: tab(), b: tab() };
}

describe("the mock API's IndexedDB store", () => {
  it('seeds a table nobody has written from the fixtures; an emptied table stays empty', async () => {
    const { a, b } = twoTabs();
    expect(ids(await a.users.list())).toEqual(fixtureUserIds);
    for (const id of fixtureUserIds) await a.users.remove(id);
    expect(await b.users.list()).toEqual([]);
    expect(await twoTabs().a.users.list()).toHaveLength(fixtureUserIds.length); // other databases: seeded
  });

  it('two tabs changing different items at once both keep their change', async () => {
    const { a, b } = twoTabs();
    await expectTwoTabsKeepBothChanges(a, b, [a, b]);
  });

  it('a changed item keeps its place; an added one comes last', async () => {
    const { a, b } = twoTabs();
    await a.users.add(newUser('zz-last'));
    await b.users.change(fixtureUserIds[0]!, { role: 'manager' });
    expect(ids(await a.users.list())).toEqual([...fixtureUserIds, 'zz-last']);
  });

  it('reset puts every table back to the fixtures, for every tab', async () => {
    const { a, b } = twoTabs();
    await a.emails.remove('em-001');
    await a.users.add(newUser('gone-after-reset'));
    await a.setPassword(CUSTOMER_USER.id, 'Changed#1');
    await b.reset();
    expect(await a.emails.find('em-001')).toBeDefined();
    expect(ids(await a.users.list())).toEqual(fixtureUserIds);
    expect((await a.findById(CUSTOMER_USER.id))?.password).toBe(DEMO_PASSWORD);
  });

  it('skips a corrupt record (not an object with an id) and reads the rest', async () => {
    const { prefix, a, b } = twoTabs();
    await a.emails.list();
    const emails = createStore(`${prefix}emails`, 'items');
    await set('a-number', 42, emails);
    await set('a-string', 'not an item', emails);
    await set('no-id', { order: 1, item: { subject: 'no id' } }, emails);
    await set('no-record', { id: 'no-record', subject: 'an item without its record' }, emails);
    expect(ids(await b.emails.list()).sort()).toEqual(ids([...EMAIL_FIXTURES]).sort());
    expect(await b.emails.find('a-number')).toBeUndefined();
    expect(await b.emails.find('no-record')).toBeUndefined();
  });

  it('loads 10,000 emails and 10,000 submissions, each table in one transaction', async () => {
    const { a, b } = twoTabs();
    await Promise.all([a.emails.replace(bulkEmails()), a.submissions.replace(bulkSubmissions())]);
    expect(await b.emails.list()).toHaveLength(10_000);
    expect(await b.submissions.list()).toHaveLength(10_000);
    await b.emails.change('bk-e1', { starred: true });
    expect(await a.emails.find('bk-e1')).toMatchObject({ starred: true });
  });
});
