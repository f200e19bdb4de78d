// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../server/domain/db';
import type { MockBackend } from '../../mocks/store/backend';
import { createIdbBackend } from '../../mocks/store/idb-backend';
import { createMemoryBackend } from '../../mocks/store/memory-backend';
import { TABLE_NAMES } from '../../mocks/store/tables';

/**
 * MockBackend.versions in the memory and IndexedDB backends (the server's has its own
 * tests): a counter per table, bumped by every write to it, so a tab polls cheaply. In
 * IndexedDB the bump is in the write's transaction: another tab of the host sees both.
 */
let databases = 0;
const backends: [string, () => [MockBackend, MockBackend]][] = [
  [
    'memory',
    () => {
      const backend = createMemoryBackend();
      return [backend, backend];
    },
  ],
  [
    'IndexedDB',
    () => {
      const prefix = `kpm-versions-${++databases}-`;
      return [createIdbBackend(prefix), createIdbBackend(prefix)];
    },
  ],
];

const zero = Object.fromEntries(TABLE_NAMES.map((table) => [table, 0]));
const user = (id: string) => ({ id, name: id, email: `${id}@example.com`, role: 'user' as const });

describe.each(backends)('versions in the %s backend', (_name, make) => {
  it('start at 0 for every table; a seed bumps nothing', async () => {
    const [a] = make();
    expect(await a.versions()).toEqual(zero);
    await a.list('users');
    await a.get('emails', 'em-001');
    expect(await a.versions()).toEqual(zero);
  });

  it('put, remove and replaceAll bump their own table; clear bumps every table', async () => {
    const [a, b] = make();
    const db = createMockDb(() => a);
    await db.users.add(user('v1'));
    await db.emails.change('em-001', { read: true });
    await db.emails.remove('em-002');
    expect(await b.versions()).toEqual({ ...zero, users: 1, emails: 2 });
    await a.replaceAll('contact-submissions', []);
    expect((await b.versions())['contact-submissions']).toBe(1);

    await db.reset();
    const after = await b.versions();
    for (const table of TABLE_NAMES) expect(after[table]).toBeGreaterThan(0);
    expect(after).toMatchObject({ users: 2, emails: 3, 'contact-submissions': 2 });
    // The version record is not an item, and reset still reseeds.
    expect(await b.list('users')).not.toContainEqual(expect.objectContaining({ id: 'v1' }));
    expect((await b.list('emails')).map((e) => e.id)).toContain('em-002');
  });
});
