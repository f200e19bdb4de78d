import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import type { MockBackend } from './backend';
import { isItem, seedOf, TABLE_NAMES, versionsOf, type MockTables, type TableName } from './tables';

/** The mock API's IndexedDB databases: one per table (`kpm-mock-api-emails`, ...), each with one store. */
export const MOCK_IDB_PREFIX = 'kpm-mock-api-';
const STORE_NAME = 'items';

/**
 * One item's record, under the item's id. IndexedDB returns records by key, so the
 * record carries the table's order: a seed's or a replaceAll's items count 0, 1, 2...,
 * an item added later the time it was added, which puts it after them.
 */
interface StoredRecord {
  order: number;
  item: { id: string };
}

/**
 * Set once a table is written (seeded included), so an emptied table is not seeded
 * again. An array key sorts after every string key and is never an item's id.
 */
const WRITTEN_KEY: IDBValidKey = ['written'];

/**
 * The table's version (MockBackend.versions): a number, bumped in the same transaction as
 * each write, so another tab of this host reads the bump exactly when it can read the write.
 * clear() keeps it (and bumps it), so it only ever grows.
 */
const VERSION_KEY: IDBValidKey = ['version'];

const versionIn = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;

/** Adds one to the table's version, in the transaction `store` belongs to. */
function bump(store: IDBObjectStore): void {
  const version = store.get(VERSION_KEY);
  version.onsuccess = () => store.put(versionIn(version.result) + 1, VERSION_KEY);
}

/** Empties the table, version aside, and bumps its version; `then` runs after, in the same transaction. */
function empty(store: IDBObjectStore, then: () => void = () => undefined): void {
  const version = store.get(VERSION_KEY);
  version.onsuccess = () => {
    store.clear();
    store.put(versionIn(version.result) + 1, VERSION_KEY);
    then();
  };
}

/** Anything else in the store (the marker, another version's data, a hand edit) is skipped. */
const isRecord = (value: unknown): value is StoredRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { order?: unknown }).order === 'number' &&
  isItem((value as { item?: unknown }).item);

/** Makes the items a table's whole content, in their order, and marks the table written. */
function plant(store: IDBObjectStore, items: readonly { id: string }[]): void {
  items.forEach((item, order) => store.put({ order, item } satisfies StoredRecord, item.id));
  store.put(true, WRITTEN_KEY);
}

/**
 * The tables in IndexedDB (the browser: dev and demo), one record per item, so two tabs
 * that change different items both keep their change. Each write is one transaction;
 * the 10,000-item load is one transaction per table. `prefix` names the databases (the
 * tests use a fresh one each).
 */
export function createIdbBackend(prefix = MOCK_IDB_PREFIX): MockBackend {
  const stores = new Map<TableName, UseStore>(
    TABLE_NAMES.map((table) => [table, createStore(`${prefix}${table}`, STORE_NAME)]),
  );
  const storeOf = (table: TableName): UseStore => stores.get(table)!;

  /**
   * One readwrite transaction: a table nobody has written is seeded first, then the
   * change runs (after the seed, so a seed never lands over it) and bumps the version.
   * Without a change, it only seeds (and bumps nothing: a seed changes nothing seen).
   */
  const write = (table: TableName, change?: (store: IDBObjectStore) => void): Promise<void> =>
    storeOf(table)('readwrite', (store) => {
      const written = store.get(WRITTEN_KEY);
      written.onsuccess = () => {
        if (written.result === undefined) plant(store, seedOf(table));
        if (!change) return;
        change(store);
        bump(store);
      };
      return promisifyRequest(store.transaction);
    });

  /** One readonly transaction; a table nobody has written is seeded, then read again. */
  async function read<R>(table: TableName, query: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> {
    const [written, result] = await storeOf(table)('readonly', (store) =>
      Promise.all([promisifyRequest(store.get(WRITTEN_KEY)), promisifyRequest(query(store))]),
    );
    if (written !== undefined) return result;
    await write(table);
    return storeOf(table)('readonly', (store) => promisifyRequest(query(store)));
  }

  return {
    async list<T extends TableName>(table: T) {
      const records = (await read(table, (store) => store.getAll())).filter(isRecord);
      records.sort((a, b) => a.order - b.order || (a.item.id < b.item.id ? -1 : 1));
      return records.map((record) => record.item as MockTables[T]);
    },
    async get<T extends TableName>(table: T, id: string) {
      const record: unknown = await read(table, (store) => store.get(id));
      return isRecord(record) ? (record.item as MockTables[T]) : undefined;
    },
    put: (table, item) =>
      write(table, (store) => {
        const before = store.get(item.id);
        before.onsuccess = () => {
          const order = isRecord(before.result) ? before.result.order : Date.now();
          store.put({ order, item } satisfies StoredRecord, item.id);
        };
      }),
    remove: (table, id) => write(table, (store) => void store.delete(id)),
    replaceAll: (table, items) =>
      storeOf(table)('readwrite', (store) => {
        empty(store, () => plant(store, items));
        return promisifyRequest(store.transaction);
      }),
    async clear() {
      await Promise.all(
        TABLE_NAMES.map((table) =>
          storeOf(table)('readwrite', (store) => {
            empty(store);
            return promisifyRequest(store.transaction);
          }),
        ),
      );
    },
    async versions() {
      const counted = await Promise.all(
        TABLE_NAMES.map((table) =>
          storeOf(table)('readonly', (store) => promisifyRequest(store.get(VERSION_KEY))),
        ),
      );
      return versionsOf(Object.fromEntries(TABLE_NAMES.map((table, i) => [table, versionIn(counted[i])])));
    },
  };
}
