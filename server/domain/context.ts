import { AsyncLocalStorage } from 'node:async_hooks';
import type { Sql } from '../db/database';
import type { TableStore } from './backend';

/**
 * The transaction a request runs in (docs/api-server.md, 'One request, one transaction'): the
 * HTTP layer opens it and runs the operation inside `inTransaction`; the domain's reads and
 * writes (db.ts, sessions.ts) reach it through `scope()`, so a rule never holds a
 * connection of its own and never writes outside its request's transaction.
 */
export interface Scope {
  /** The records of the request's data set. */
  store: TableStore;
  /** The same transaction, for what is not a record table (accounts, sessions, keys). */
  sql: Sql;
}

const storage = new AsyncLocalStorage<Scope>();

export const inTransaction = <T>(scope: Scope, work: () => Promise<T>): Promise<T> => storage.run(scope, work);

export function scope(): Scope {
  const current = storage.getStore();
  if (!current) throw new Error('The domain was called outside a request transaction (server/http).');
  return current;
}
