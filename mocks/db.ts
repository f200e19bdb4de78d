import type { ContactSubmission, Email } from '../src/types/console';
import { DEMO_ACCOUNTS, EXPIRED_TOKEN, type DemoAccount } from './data/accounts';
import type { MockBackend } from './store/backend';
import { createMemoryBackend } from './store/memory-backend';
import type { MockTables, StoredReply, TableName } from './store/tables';

/**
 * The mock API's system of record (product rules, 'The API contract'), over a pluggable
 * backend (store/backend.ts): in the browser (dev, demo) the local store server, so both
 * hosts and every tab share one data set (product rules, 'One demo, one data set'), and the
 * app's logout leaves it, as a real server would; without that server IndexedDB (per
 * host); in the unit tests (and a browser without IndexedDB) memory. Every
 * operation is async and reads the backend afresh; a failed read or write rejects, and
 * the handler answers 500 (mocks/serve.ts).
 *
 * Tokens are self-describing (`demo.<userId>.<n>`), so a session survives a reload.
 */

type ItemTable = Exclude<TableName, 'replies' | 'passwords'>;

/** Newest first by date and time, as a server would list mail; of equal times, the later written first. */
const newestFirst = <T extends Email | ContactSubmission>(items: T[]): T[] =>
  items.reverse().sort((a, b) => {
    const [x, y] = [`${a.date} ${a.time}`, `${b.date} ${b.time}`];
    return x === y ? 0 : x < y ? 1 : -1;
  });

let issued = 0;

/** The operations the handlers use, over `backend()` (read at each call, so it can be swapped). */
export function createMockDb(backend: () => MockBackend) {
  /** The console's collections: find, add, change and remove one item at a time. */
  const collection = <T extends ItemTable>(table: T) => ({
    list: () => backend().list(table),
    find: (id: string) => backend().get(table, id),
    add: (item: MockTables[T]) => backend().put(table, item),
    /**
     * The item with the changes, stored; undefined when there is no such item. It reads,
     * then writes the whole item: of two tabs changing one item at once, the later write
     * stands (changes to different items never meet).
     */
    async change(id: string, changes: Partial<MockTables[T]>): Promise<MockTables[T] | undefined> {
      const item = await backend().get(table, id);
      if (!item) return undefined;
      const changed = { ...item, ...changes };
      await backend().put(table, changed);
      return changed;
    },
    remove: (id: string) => backend().remove(table, id),
    replace: (items: readonly MockTables[T][]) => backend().replaceAll(table, items),
  });

  /** The account with its changed password, if it was changed. */
  const withPassword = async (account: DemoAccount): Promise<DemoAccount> => ({
    ...account,
    password: (await backend().get('passwords', account.user.id))?.password ?? account.password,
  });

  const findById = async (id: string) => {
    const found = DEMO_ACCOUNTS.find((a) => a.user.id === id);
    return found && withPassword(found);
  };

  const emails = collection('emails');
  const submissions = collection('contact-submissions');

  return {
    async findByEmail(email: string) {
      const found = DEMO_ACCOUNTS.find((a) => a.user.email.toLowerCase() === email.trim().toLowerCase());
      return found && withPassword(found);
    },
    findById,
    issueToken(userId: string): string {
      issued += 1;
      return `demo.${userId}.${Date.now().toString(36)}${issued}`;
    },
    /** The account a bearer token belongs to, or undefined for missing, unknown or expired tokens. */
    accountForToken(token: string | null): Promise<DemoAccount | undefined> {
      if (!token || token === EXPIRED_TOKEN) return Promise.resolve(undefined);
      const match = /^demo\.([\w-]+)\.\w+$/.exec(token);
      return match?.[1] ? findById(match[1]) : Promise.resolve(undefined);
    },
    setPassword: (userId: string, password: string) => backend().put('passwords', { id: userId, password }),

    emails: { ...emails, list: async () => newestFirst(await emails.list()) },
    submissions: {
      ...submissions,
      list: async () => newestFirst(await submissions.list()),
      /** A random part, so two tabs replying in the same millisecond keep both replies. */
      reply: (reply: Omit<StoredReply, 'id'>) =>
        backend().put('replies', {
          ...reply,
          id: `rp-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
        }),
    },
    users: collection('users'),

    // The customer portal and payments (the rules over them: mocks/portal.ts, mocks/mpesa.ts).
    properties: collection('properties'),
    units: collection('units'),
    leases: collection('leases'),
    charges: collection('charges'),
    payments: collection('payments'),
    mpesaPrompts: collection('mpesa-prompts'),
    maintenanceRequests: collection('maintenance-requests'),
    maintenancePhotos: collection('maintenance-photos'),

    /** A counter per table that grows with every write to it (MockBackend.versions): cheap to poll. */
    versions: () => backend().versions(),

    /** 'Reset demo data': every table goes back to the sample data. */
    async reset() {
      await backend().clear();
      issued = 0;
    },
  };
}

export type MockDb = ReturnType<typeof createMockDb>;

let current: MockBackend = createMemoryBackend();

/** The browser worker plugs in its backend before it starts (mocks/browser.ts); tests may plug in a failing one. */
export function setMockBackend(backend: MockBackend): void {
  current = backend;
}

export const db: MockDb = createMockDb(() => current);

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}
