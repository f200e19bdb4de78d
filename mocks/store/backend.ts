import type { MockTables, TableName } from './tables';

/**
 * Where the mock API keeps its tables (mocks/db.ts builds the operations on it). It reads
 * and writes one item at a time on purpose: two tabs, or two hosts through the local
 * store server, that change different items never overwrite each other's change, as
 * whole-table writes did.
 *
 * A table nobody has written yet reads as its seed (the fixtures of mocks/data); once
 * written it stays as written, even empty, until clear(). Every method may reject (storage
 * full, blocked or gone): the mock then answers 500, it never carries on as if saved.
 */
export interface MockBackend {
  /** Every item, in the order first written (a seed's or a replaceAll's order first). */
  list<T extends TableName>(table: T): Promise<MockTables[T][]>;
  get<T extends TableName>(table: T, id: string): Promise<MockTables[T] | undefined>;
  /** Adds the item, or replaces the one with its id (which keeps its place). */
  put<T extends TableName>(table: T, item: MockTables[T]): Promise<void>;
  remove(table: TableName, id: string): Promise<void>;
  /** The table's whole content at once, in one write (the 10,000-item load). */
  replaceAll<T extends TableName>(table: T, items: readonly MockTables[T][]): Promise<void>;
  /** Every table back to its seed ('Reset demo data'). */
  clear(): Promise<void>;
  /**
   * A counter per table, bumped by every put, remove, replaceAll and clear (a seed changes
   * nothing anyone has seen, so it bumps nothing): a tab compares them to know, cheaply,
   * whether a table changed since it last looked, in another tab or on the other host.
   * Only ever grows; 0 for a table never written.
   */
  versions(): Promise<Record<TableName, number>>;
}
