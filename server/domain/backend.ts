import type { MockTables, TableName } from './tables';

/**
 * Where the domain keeps its records (db.ts builds the operations on it): the tables of one
 * data set, inside the transaction of the request being answered (server/db/table-store.ts).
 * Every method may reject (the database failed): the request then answers 500 and its
 * transaction rolls back, so nothing half done is kept.
 */
export interface TableStore {
  /** Every item, in the order first written. */
  list<T extends TableName>(table: T): Promise<MockTables[T][]>;
  /**
   * Every item of a dated table (`date`, `time`) as one JSON array's text, newest first (of
   * equal times the later written first): the database writes it, so a 10,000-item list is
   * never parsed and written again on its way out.
   */
  newestFirstJson(table: 'emails' | 'contact-submissions'): Promise<string>;
  get<T extends TableName>(table: T, id: string): Promise<MockTables[T] | undefined>;
  /** Adds the item, or replaces the one with its id (which keeps its place). */
  put<T extends TableName>(table: T, item: MockTables[T]): Promise<void>;
  remove(table: TableName, id: string): Promise<void>;
  /** The table's whole content at once (the 10,000-item load). */
  replaceAll<T extends TableName>(table: T, items: readonly MockTables[T][]): Promise<void>;
  /** Every table back to its seed ('Reset demo data'). */
  clear(): Promise<void>;
  /** A counter per table, bumped by every write to it; only ever grows. */
  versions(): Promise<Record<TableName, number>>;
}
