import { expect } from 'vitest';
import { EMAIL_FIXTURES } from '../../server/domain/data/emails';
import { MANAGED_USER_FIXTURES } from '../../server/domain/data/managed-users';
import type { createMockDb } from '../../server/domain/db';
import { CUSTOMER_USER, MANAGER_USER } from '../fixtures';

/** What every backend of the mock's store must do, shared by its backends' tests. */

type MockDb = ReturnType<typeof createMockDb>;

export const ids = (items: { id: string }[]) => items.map((item) => item.id);
export const fixtureUserIds = ids([...MANAGED_USER_FIXTURES]);
export const newUser = (id: string) => ({
  id,
  name: `User ${id}`,
  email: `${id}@example.com`,
  role: 'user' as const,
});

/**
 * Two tabs (`a`, `b`) change different items of the same tables at once; every reader
 * (the two tabs, and any other) then sees both changes: per-item writes lose nothing.
 */
export async function expectTwoTabsKeepBothChanges(a: MockDb, b: MockDb, readers: MockDb[]) {
  await Promise.all([
    a.emails.change('em-001', { starred: false, read: true }),
    b.emails.change('em-002', { starred: true }),
    b.emails.remove('em-003'),
    a.users.add(newUser('from-a')),
    b.users.add(newUser('from-b')),
    a.setPassword(CUSTOMER_USER.id, 'Changed#1'),
    b.setPassword(MANAGER_USER.id, 'Changed#2'),
  ]);
  for (const db of readers) {
    expect(await db.emails.find('em-001')).toMatchObject({ starred: false, read: true });
    expect(await db.emails.find('em-002')).toMatchObject({ starred: true });
    expect(await db.emails.find('em-003')).toBeUndefined();
    expect(await db.emails.list()).toHaveLength(EMAIL_FIXTURES.length - 1);
    const users = ids(await db.users.list());
    expect(users.slice(0, fixtureUserIds.length)).toEqual(fixtureUserIds);
    expect(users.slice(fixtureUserIds.length).sort()).toEqual(['from-a', 'from-b']);
    expect((await db.findById(CUSTOMER_USER.id))?.password).toBe('Changed#1');
    expect((await db.findById(MANAGER_USER.id))?.password).toBe('Changed#2');
  }
}
