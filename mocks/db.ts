import type { ContactSubmission, Email, ManagedUser } from '../src/types/console';
import type { Reply } from '../src/types/api.gen';
import { CONTACT_SUBMISSION_FIXTURES } from './data/contact-submissions';
import { DEMO_ACCOUNTS, EXPIRED_TOKEN, type DemoAccount } from './data/accounts';
import { EMAIL_FIXTURES } from './data/emails';
import { MANAGED_USER_FIXTURES } from './data/managed-users';

/**
 * The mock API's system of record (DECISIONS, 'The API contract'): in the browser (dev,
 * demo) it keeps its data in localStorage under `mock-api:` keys, so a reload or a
 * second tab of the same host sees the same data, and the app's logout leaves it, as a
 * real server would. Each request reads the store afresh. Without storage (or when it is
 * full) it keeps the data in memory. Unit tests clear the storage after each test.
 *
 * Tokens are self-describing (`demo.<userId>.<n>`), so a session survives a reload.
 */

export const MOCK_STORE_PREFIX = 'mock-api:';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

interface Table<T> {
  read(): T;
  write(value: T): void;
}

const memory = new Map<string, unknown>();

/** One stored collection: its key, its sample data, and a shape check for what storage holds. */
function table<T>(name: string, seed: () => T, isValid: (value: unknown) => value is T): Table<T> {
  const key = `${MOCK_STORE_PREFIX}${name}`;
  return {
    read() {
      const store = storage();
      const text = store ? store.getItem(key) : null;
      if (text !== null) {
        try {
          const value: unknown = JSON.parse(text);
          if (isValid(value)) return value;
        } catch {
          // Corrupt: the sample data stands in.
        }
      } else if (!store && memory.has(key)) {
        return structuredClone(memory.get(key) as T);
      }
      return seed();
    },
    write(value) {
      const store = storage();
      try {
        if (store) {
          store.setItem(key, JSON.stringify(value));
          return;
        }
      } catch {
        // Quota: keep it in memory for this page's life.
      }
      memory.set(key, structuredClone(value));
    },
  };
}

const isArray = (value: unknown): value is never[] => Array.isArray(value);
const isRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const emails = table<Email[]>('emails', () => structuredClone([...EMAIL_FIXTURES]), isArray);
const submissions = table<ContactSubmission[]>(
  'contact-submissions',
  () => structuredClone([...CONTACT_SUBMISSION_FIXTURES]),
  isArray,
);
const users = table<ManagedUser[]>('users', () => structuredClone([...MANAGED_USER_FIXTURES]), isArray);
const replies = table<(Reply & { submissionId: string })[]>('replies', () => [], isArray);
/** Changed passwords by user id (the demo accounts keep theirs otherwise). */
const passwords = table<Record<string, string>>('passwords', () => ({}), isRecord);

let issued = 0;

/** A collection's read-change-write, in one step. */
function update<T>(t: Table<T>, change: (value: T) => T): T {
  const next = change(t.read());
  t.write(next);
  return next;
}

const account = (a: DemoAccount): DemoAccount => ({
  ...a,
  password: passwords.read()[a.user.id] ?? a.password,
});

export const db = {
  findByEmail: (email: string) => {
    const found = DEMO_ACCOUNTS.find((a) => a.user.email.toLowerCase() === email.trim().toLowerCase());
    return found && account(found);
  },
  findById: (id: string) => {
    const found = DEMO_ACCOUNTS.find((a) => a.user.id === id);
    return found && account(found);
  },
  issueToken(userId: string): string {
    issued += 1;
    return `demo.${userId}.${Date.now().toString(36)}${issued}`;
  },
  /** The account a bearer token belongs to, or undefined for missing, unknown or expired tokens. */
  accountForToken(token: string | null): DemoAccount | undefined {
    if (!token || token === EXPIRED_TOKEN) return undefined;
    const match = /^demo\.([\w-]+)\.\w+$/.exec(token);
    return match?.[1] ? this.findById(match[1]) : undefined;
  },
  setPassword(userId: string, password: string) {
    update(passwords, (all) => ({ ...all, [userId]: password }));
  },

  emails: {
    list: () => emails.read(),
    find: (id: string) => emails.read().find((e) => e.id === id),
    add: (email: Email) => void update(emails, (all) => [email, ...all]),
    change: (id: string, changes: Partial<Email>) =>
      update(emails, (all) => all.map((e) => (e.id === id ? { ...e, ...changes } : e))).find(
        (e) => e.id === id,
      ),
    remove: (id: string) => void update(emails, (all) => all.filter((e) => e.id !== id)),
    replace: (all: Email[]) => emails.write(all),
  },
  submissions: {
    list: () => submissions.read(),
    find: (id: string) => submissions.read().find((s) => s.id === id),
    add: (submission: ContactSubmission) => void update(submissions, (all) => [submission, ...all]),
    change: (id: string, changes: Partial<ContactSubmission>) =>
      update(submissions, (all) => all.map((s) => (s.id === id ? { ...s, ...changes } : s))).find(
        (s) => s.id === id,
      ),
    remove: (id: string) => void update(submissions, (all) => all.filter((s) => s.id !== id)),
    replace: (all: ContactSubmission[]) => submissions.write(all),
    reply: (reply: Reply & { submissionId: string }) => void update(replies, (all) => [...all, reply]),
    replies: () => replies.read(),
  },
  users: {
    list: () => users.read(),
    find: (id: string) => users.read().find((u) => u.id === id),
    add: (user: ManagedUser) => void update(users, (all) => [...all, user]),
    change: (id: string, changes: Partial<ManagedUser>) =>
      update(users, (all) => all.map((u) => (u.id === id ? { ...u, ...changes } : u))).find(
        (u) => u.id === id,
      ),
    remove: (id: string) => void update(users, (all) => all.filter((u) => u.id !== id)),
  },

  /** 'Reset demo data': every collection goes back to the sample data. */
  reset() {
    const store = storage();
    if (store) {
      for (let i = store.length - 1; i >= 0; i -= 1) {
        const key = store.key(i);
        if (key?.startsWith(MOCK_STORE_PREFIX)) store.removeItem(key);
      }
    }
    memory.clear();
    issued = 0;
  },
};

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}
