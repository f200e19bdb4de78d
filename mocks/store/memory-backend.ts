import type { MockBackend } from './backend';
import { seedOf, TABLE_NAMES, versionsOf, type MockTables, type TableName } from './tables';

/**
 * The tables in this page's memory: the unit tests' store (Node has no IndexedDB), and the
 * browser's when IndexedDB cannot be opened (a reload then starts from the seed). Items
 * are copied in and out, so no caller holds the stored object.
 */
export function createMemoryBackend(): MockBackend {
  const tables = new Map<TableName, Map<string, unknown>>();
  const counters = new Map<TableName, number>();
  const bump = (name: TableName): void => void counters.set(name, (counters.get(name) ?? 0) + 1);

  /** A Map keeps insertion order, and a replaced key its place: the order the interface promises. */
  function table<T extends TableName>(name: T): Map<string, MockTables[T]> {
    let items = tables.get(name);
    if (!items) {
      items = new Map(seedOf(name).map((item) => [item.id, item]));
      tables.set(name, items);
    }
    return items as Map<string, MockTables[T]>;
  }

  return {
    list: async (name) => structuredClone([...table(name).values()]),
    get: async (name, id) => structuredClone(table(name).get(id)),
    async put(name, item) {
      table(name).set(item.id, structuredClone(item));
      bump(name);
    },
    async remove(name, id) {
      table(name).delete(id);
      bump(name);
    },
    async replaceAll(name, items) {
      tables.set(name, new Map(items.map((item) => [item.id, structuredClone(item)])));
      bump(name);
    },
    async clear() {
      tables.clear();
      TABLE_NAMES.forEach(bump);
    },
    versions: async () => versionsOf(Object.fromEntries(counters)),
  };
}
