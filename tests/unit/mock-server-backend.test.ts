// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { bulkEmails, bulkSubmissions } from '../../server/domain/data/bulk';
import { EMAIL_FIXTURES } from '../../server/domain/data/emails';
import { createMockDb } from '../../server/domain/db';
import { expectTwoTabsKeepBothChanges, fixtureUserIds, ids, newUser } from './mock-db-cases';
import { createServerBackend, mockStoreAnswers } from '../../mocks/store/server-backend';
import { TABLE_NAMES } from '../../mocks/store/tables';
import { startStore, type RunningStore } from './mock-store-support';

/**
 * The browser's backend over the local store server (mocks/store/server-backend.ts),
 * against the real middleware on an ephemeral port. Each "tab" is its own db over its own
 * backend; a tab's data set is the cookie its requests carry, as a page's would.
 */
const running: RunningStore[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function tabsOn(dataset?: string) {
  const s = await startStore();
  running.push(s);
  return { store: s, tab: (on = dataset) => tabOf(s, on) };
}

function tabOf(s: RunningStore, dataset?: string) {
  const backend = createServerBackend({
    origin: s.origin,
    fetch: (request) => {
      if (dataset) request.headers.set('Cookie', `kpm-dataset=${dataset}`);
      return fetch(request);
    },
  });
  return { backend, db: createMockDb(() => backend) };
}

describe("the mock API's backend over the local store server", () => {
  it('seeds a table nobody has written from the fixtures, in one call; an emptied table stays empty', async () => {
    const { tab, store } = await tabsOn();
    const a = tab().db;
    expect(ids(await a.users.list())).toEqual(fixtureUserIds);
    expect((await store.call('GET', 'tables/users')).body).toMatchObject({ seeded: true });
    for (const id of fixtureUserIds) await a.users.remove(id);
    expect(await tab().db.users.list()).toEqual([]);
  });

  it('reads one item of an unseeded table from the seed, and a write to one keeps the fixtures', async () => {
    const { tab } = await tabsOn();
    expect((await tab().db.emails.find('em-001'))?.id).toBe('em-001');
    await tab().db.users.add(newUser('first-write'));
    expect(ids(await tab().db.users.list())).toEqual([...fixtureUserIds, 'first-write']);
  });

  it('two tabs changing different items at once both keep their change', async () => {
    const { tab } = await tabsOn();
    const [a, b] = [tab().db, tab().db];
    await expectTwoTabsKeepBothChanges(a, b, [a, b, tab().db]);
  });

  it('versions: every table, 0 until written; bumped per table by puts, removes, replaces and reset', async () => {
    const { tab } = await tabsOn();
    const { db } = tab();
    const zero = Object.fromEntries(TABLE_NAMES.map((table) => [table, 0]));
    expect(await db.versions()).toEqual(zero);
    await db.users.list(); // a seed changes nothing anyone saw
    expect(await db.versions()).toEqual(zero);
    await db.users.add(newUser('v'));
    await db.emails.change('em-001', { read: true });
    await db.emails.remove('em-002');
    expect(await tab().db.versions()).toEqual({ ...zero, users: 1, emails: 2 });
    await db.submissions.replace([]);
    await db.reset();
    const after = await db.versions();
    expect(after.users).toBe(2);
    expect(after.emails).toBe(3);
    expect(after['contact-submissions']).toBe(2);
  });

  it('reset and the 10,000-item load act on the current data set only', async () => {
    const { store } = await tabsOn();
    const mine = tabOf(store, 'e2e-mine').db;
    const theirs = tabOf(store, 'e2e-theirs').db;
    const shared = tabOf(store).db;
    await Promise.all([mine.emails.replace(bulkEmails()), mine.submissions.replace(bulkSubmissions())]);
    await theirs.users.add(newUser('theirs'));
    await shared.users.add(newUser('shared'));
    expect(await tabOf(store, 'e2e-mine').db.emails.list()).toHaveLength(10_000);
    expect(await theirs.emails.list()).toHaveLength(EMAIL_FIXTURES.length);

    await mine.emails.change('bk-e1', { starred: true });
    expect(await tabOf(store, 'e2e-mine').db.emails.find('bk-e1')).toMatchObject({ starred: true });

    await mine.reset();
    expect(await mine.emails.list()).toHaveLength(EMAIL_FIXTURES.length);
    expect(ids(await theirs.users.list())).toContain('theirs');
    expect(ids(await shared.users.list())).toContain('shared');
  });

  it('a store that fails rejects (the mock then answers 500), never carries on as if saved', async () => {
    const { tab, store } = await tabsOn();
    const { db } = tab();
    await db.users.list();
    await store.close();
    running.splice(0);
    await expect(db.users.add(newUser('lost'))).rejects.toThrow();
    const failing = createServerBackend({
      origin: 'http://store.test',
      fetch: async () => Response.json({ error: 'disk full' }, { status: 500 }),
    });
    await expect(failing.put('users', newUser('x'))).rejects.toThrow(/500: disk full/);
    await expect(failing.versions()).rejects.toThrow();
    // A table that turns up unseeded at every write (reset each time in between) fails, never loops.
    let calls = 0;
    const resetting = createServerBackend({
      origin: 'http://store.test',
      fetch: async (request) => {
        calls += 1;
        return Response.json(
          request.url.includes('ifUnseeded') ? { seeded: true, items: [] } : { seeded: false },
        );
      },
    });
    await expect(resetting.put('users', newUser('x'))).rejects.toThrow(/unseeded again/);
    expect(calls).toBe(6);
  });

  it('health: the store answers ok; a static copy (its app shell, or a 404) does not', async () => {
    const { store } = await tabsOn();
    expect(await mockStoreAnswers({ origin: store.origin })).toEqual({ dataset: 'demo' });
    const shell = async () =>
      new Response('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } });
    expect(await mockStoreAnswers({ origin: 'http://static.test', fetch: shell })).toBeNull();
    const missing = async () => Response.json({ error: 'Not found' }, { status: 404 });
    expect(await mockStoreAnswers({ origin: 'http://static.test', fetch: missing })).toBeNull();
    const down = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await mockStoreAnswers({ origin: 'http://static.test', fetch: down })).toBeNull();
  });

  it("each request bypasses MSW's worker and stays on the page's origin", async () => {
    const seen: Request[] = [];
    const backend = createServerBackend({
      origin: 'http://admin.localhost:4173',
      fetch: async (request) => {
        seen.push(request);
        return Response.json({ dataset: 'demo', versions: { users: 3 } });
      },
    });
    expect((await backend.versions()).users).toBe(3);
    expect(seen[0]?.url).toBe('http://admin.localhost:4173/__mock-store/versions');
    expect(seen[0]?.headers.get('accept')).toContain('msw/passthrough');
  });
});
