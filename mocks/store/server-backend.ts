import { bypass } from 'msw';
import type { MockBackend } from './backend';
import { isItem, seedOf, versionsOf, type MockTables, type TableName } from './tables';

/** Where the local store server answers (scripts/mock-store/server.mjs), on the page's own origin. */
export const MOCK_STORE_PATH = '/__mock-store/';

/** How many times a write seeds a table that keeps turning up unseeded (a reset in between) before it fails. */
const SEED_ATTEMPTS = 3;

export interface ServerBackendOptions {
  /** The origin the store answers on; the page's (so its `kpm-dataset` cookie travels). */
  origin?: string;
  /** How a request is sent (tests stub it); the page's fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/** A table operation's answer: whether the table was written yet, and what else it carried. */
interface TableAnswer {
  seeded: boolean;
  items?: unknown;
  item?: unknown;
}

/**
 * The tables on the local dev or demo server (product rules, 'One demo, one data set'): both
 * hosts, every tab and every browser on the machine share them. Each call is one request
 * to the same origin under /__mock-store/, wrapped in MSW's `bypass()` so the worker lets
 * its own store calls through; the page's `kpm-dataset` cookie picks the data set.
 *
 * The server holds no fixtures: a table it calls unseeded is seeded here from seedOf(),
 * with one conditional replace that never lands over a write another tab made first.
 * Every write is one item or one table, applied by the server in arrival order, so two
 * tabs writing different items both keep theirs.
 */
export function createServerBackend(options: ServerBackendOptions = {}): MockBackend {
  const origin = options.origin ?? globalThis.location.origin;
  const send = options.fetch ?? ((request: Request) => fetch(request));

  /** The answer's JSON body (null when it has none); an answer that is not a success throws. */
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const init: RequestInit =
      body === undefined
        ? { method }
        : { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
    const response = await send(bypass(new URL(`${MOCK_STORE_PATH}${path}`, origin), init));
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      throw new Error(`Mock store: ${method} ${path} answered ${response.status} without JSON.`);
    }
    if (response.ok) return parsed;
    const reason = (parsed as { error?: unknown } | null)?.error;
    throw new Error(
      `Mock store: ${method} ${path} answered ${response.status}${reason ? `: ${reason}` : ''}.`,
    );
  }

  /** A table operation's answer, which always says whether the table is seeded. */
  async function tableCall(method: string, path: string, body?: unknown): Promise<TableAnswer> {
    const answer = (await call(method, path, body)) as Partial<TableAnswer> | null;
    if (typeof answer?.seeded !== 'boolean')
      throw new Error(`Mock store: ${method} ${path} answered no table.`);
    return answer as TableAnswer;
  }

  const tablePath = (table: TableName) => `tables/${encodeURIComponent(table)}`;
  const itemPath = (table: TableName, id: string) => `${tablePath(table)}/items/${encodeURIComponent(id)}`;

  /** Items as the server sent them; anything without an id (a hand edit of the file) is skipped. */
  const itemsIn = <T extends TableName>(answer: TableAnswer): MockTables[T][] => {
    if (!Array.isArray(answer.items)) throw new Error('Mock store: a table answered without its items.');
    return answer.items.filter(isItem) as MockTables[T][];
  };

  /** Seeds the table if it still is unseeded, and answers what it holds now. */
  async function seed<T extends TableName>(table: T): Promise<MockTables[T][]> {
    return itemsIn<T>(await tableCall('PUT', `${tablePath(table)}?ifUnseeded=1`, { items: seedOf(table) }));
  }

  /** A write to one item: when the table is unseeded (nothing was written), seed it and write again. */
  async function writeItem(method: 'PUT' | 'DELETE', table: TableName, id: string, item?: unknown) {
    for (let attempt = 1; attempt <= SEED_ATTEMPTS; attempt++) {
      if ((await tableCall(method, itemPath(table, id), item)).seeded) return;
      await seed(table);
    }
    throw new Error(`Mock store: ${table} was unseeded again at each of ${SEED_ATTEMPTS} writes.`);
  }

  return {
    async list<T extends TableName>(table: T) {
      const answer = await tableCall('GET', tablePath(table));
      return answer.seeded ? itemsIn<T>(answer) : seed(table);
    },
    async get<T extends TableName>(table: T, id: string) {
      const answer = await tableCall('GET', itemPath(table, id));
      if (!answer.seeded) return (await seed(table)).find((item) => item.id === id);
      return isItem(answer.item) ? (answer.item as MockTables[T]) : undefined;
    },
    put: (table, item) => writeItem('PUT', table, item.id, item),
    remove: (table, id) => writeItem('DELETE', table, id),
    async replaceAll(table, items) {
      await tableCall('PUT', tablePath(table), { items });
    },
    async clear() {
      await call('POST', 'reset');
    },
    async versions() {
      const versions = ((await call('GET', 'versions')) as { versions?: unknown } | null)?.versions;
      if (typeof versions !== 'object' || versions === null) {
        throw new Error('Mock store: versions answered without its counters.');
      }
      return versionsOf(versions as Record<string, number>);
    },
  };
}

/**
 * Whether the local store server answers on this origin: its health check, bypassing the
 * worker. A static copy of the demo answers its app shell (HTML) or 404 instead.
 */
export async function mockStoreAnswers(options: ServerBackendOptions & { timeoutMs?: number } = {}) {
  const origin = options.origin ?? globalThis.location.origin;
  const send = options.fetch ?? ((request: Request) => fetch(request));
  try {
    const request = bypass(new URL(`${MOCK_STORE_PATH}health`, origin), {
      signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
    });
    const response = await send(request);
    const body = (await response.json()) as { ok?: unknown; dataset?: unknown };
    return response.ok && body.ok === true
      ? { dataset: typeof body.dataset === 'string' ? body.dataset : 'demo' }
      : null;
  } catch {
    return null;
  }
}
