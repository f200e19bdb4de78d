import type { ContactSubmission, Email } from '../../src/types/console';
import type { TableStore } from './backend';
import { scope } from './context';
import type { MockTables, StoredReply, TableName } from './tables';

/**
 * The domain's records, over the tables of the request's transaction (context.ts): find,
 * add, change and remove one record at a time. Accounts and sessions: sessions.ts.
 */

type ItemTable = Exclude<TableName, 'replies'>;

/** Newest first by date and time, as a server would list mail; of equal times, the later written first. */
const newestFirst = <T extends Email | ContactSubmission>(items: T[]): T[] =>
  items.reverse().sort((a, b) => {
    const [x, y] = [`${a.date} ${a.time}`, `${b.date} ${b.time}`];
    return x === y ? 0 : x < y ? 1 : -1;
  });

const tables = (): TableStore => scope().store;

/** A random id part, so two records made in the same millisecond never share an id. */
export const uniqueSuffix = (): string =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function collection<T extends ItemTable>(table: T) {
  return {
    list: () => tables().list(table),
    find: (id: string) => tables().get(table, id),
    add: (item: MockTables[T]) => tables().put(table, item),
    /** The record with the changes, stored; undefined when there is none. */
    async change(id: string, changes: Partial<MockTables[T]>): Promise<MockTables[T] | undefined> {
      const item = await tables().get(table, id);
      if (!item) return undefined;
      const changed = { ...item, ...changes };
      await tables().put(table, changed);
      return changed;
    },
    remove: (id: string) => tables().remove(table, id),
    replace: (items: readonly MockTables[T][]) => tables().replaceAll(table, items),
  };
}

const emails = collection('emails');
const submissions = collection('contact-submissions');

export const db = {
  emails: {
    ...emails,
    list: async () => newestFirst(await emails.list()),
    /** The same list as JSON text, written by the database (the 10,000-item lists). */
    listJson: () => tables().newestFirstJson('emails'),
  },
  submissions: {
    ...submissions,
    list: async () => newestFirst(await submissions.list()),
    listJson: () => tables().newestFirstJson('contact-submissions'),
    reply: (reply: Omit<StoredReply, 'id'>) =>
      tables().put('replies', { ...reply, id: `rp-${uniqueSuffix()}` }),
  },
  users: collection('users'),

  // The customer portal and payments (the rules over them: portal.ts, mpesa.ts).
  properties: collection('properties'),
  units: collection('units'),
  leases: collection('leases'),
  charges: collection('charges'),
  payments: collection('payments'),
  mpesaPrompts: collection('mpesa-prompts'),
  taxArrangements: collection('tax-arrangements'),
  payoutMethods: collection('payout-methods'),
  payouts: collection('payouts'),
  taxDocuments: collection('tax-documents'),
  maintenanceRequests: collection('maintenance-requests'),
  maintenancePhotos: collection('maintenance-photos'),

  /** A counter per table that grows with every write to it: cheap to poll. */
  versions: () => tables().versions(),

  /** 'Reset demo data': every table goes back to the sample data. */
  reset: () => tables().clear(),
};

export type Db = typeof db;
