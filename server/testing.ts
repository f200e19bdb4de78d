import type { FastifyInstance } from 'fastify';
import { forgetEmails } from './adapters/email';
import { openDatabase, type Database } from './db/database';
import { tableStore } from './db/table-store';
import { createDatasets, DATASET_COOKIE, DEMO_DATASET } from './datasets';
import { inTransaction } from './domain/context';
import { db } from './domain/db';
import { forgetPasswordResets } from './domain/password-resets';
import { forgetAttempts } from './domain/rate-limits';
import { findAccountById, seedAccounts, startSession } from './domain/sessions';
import { buildServer } from './http/app';
import { registerTestReset } from './test-reset';

/**
 * The API server in the unit tests' own process (docs/api-server.md, 'Tests'): the same
 * server on an in-memory database, in demo mode, started by the first call that needs it
 * (a test file that never calls the API never opens a database). mocks/node.ts sends the
 * page's requests to it; domain tests run their code inside one of its transactions.
 */
interface InProcess {
  app: FastifyInstance;
  database: Database;
  schema: (dataset: string) => Promise<string>;
}

let started: Promise<InProcess> | undefined;
let withoutDemo: Promise<FastifyInstance> | undefined;
/** Whether anything may have written since the last reset (a reset costs a few milliseconds). */
let dirty = false;
/**
 * Whether a test file has begun since the server last answered: the server outlives a test file
 * (the files of a worker share its modules), so the file's first call finds the sample data
 * and no session, as a server started for that file would, under the file's clock then.
 */
let fileBegun = false;
let fileReset: Promise<void> | undefined;

async function inProcess(): Promise<InProcess> {
  started ??= (async () => {
    const database = await openDatabase({});
    const app = await buildServer({ database, demo: true });
    await app.ready();
    const datasets = createDatasets(database);
    return { app, database, schema: (dataset: string) => datasets.ready(dataset) };
  })();
  const running = await started;
  if (fileBegun) {
    fileBegun = false;
    fixtureTokens.clear();
    fileReset = reseed(running, { sessions: true });
  }
  await fileReset;
  return running;
}

/** The shared set back to the sample data as of today's (possibly pinned) clock. */
async function reseed({ database, schema }: InProcess, { sessions = false } = {}): Promise<void> {
  dirty = false;
  await database.transaction(await schema(DEMO_DATASET), (sql) =>
    inTransaction({ sql, store: tableStore(sql) }, async () => {
      await db.reset();
      await seedAccounts();
      await forgetPasswordResets();
      if (sessions) await sql.query('DELETE FROM sessions');
    }),
  );
}

const NO_BODY = new Set([204, 304]);

/**
 * The tests' fixture tokens (tests/fixtures.ts, `demo.<userId>.<word>`): the first request
 * that carries one signs that account in with that very token, as if it had logged in, so a
 * test can start signed in. Once only: after a logout it answers 401 like any other. The
 * server itself knows nothing of them.
 */
const FIXTURE_TOKEN = /^demo\.(u-[\w-]+)\.\w+$/;
/** Each fixture token's sign-in, once: a request sent meanwhile waits for it to be saved. */
const fixtureTokens = new Map<string, Promise<void>>();

async function signInFixtureToken(request: Request): Promise<void> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  const userId = token && FIXTURE_TOKEN.exec(token)?.[1];
  if (!token || !userId) return;
  let signIn = fixtureTokens.get(token);
  if (!signIn) {
    signIn = inDataset(async () => {
      if (await findAccountById(userId)) await startSession(userId, token);
    });
    fixtureTokens.set(token, signIn);
  }
  await signIn;
}

/** Answers a request as the server would over HTTP (Fastify's inject: no socket). */
export async function serverFetch(request: Request): Promise<Response> {
  const { app } = await inProcess();
  await signInFixtureToken(request);
  return answer(app, request);
}

/**
 * Answers a request as the same server without demo mode would (docs/api-server.md, 'Demo
 * mode'): one data set, `main`, on the same in-memory database; no `/api/demo/*`.
 */
export async function serverFetchWithoutDemo(request: Request): Promise<Response> {
  withoutDemo ??= (async () => {
    const { database } = await inProcess();
    const app = await buildServer({ database, demo: false });
    await app.ready();
    return app;
  })();
  return answer(await withoutDemo, request);
}

async function answer(app: FastifyInstance, request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  if (request.method !== 'GET' && request.method !== 'HEAD') dirty = true;
  const body =
    request.method === 'GET' || request.method === 'HEAD'
      ? undefined
      : Buffer.from(await request.arrayBuffer());
  const answered = await app.inject({
    method: request.method as 'GET',
    url: `${pathname}${search}`,
    headers: Object.fromEntries(request.headers),
    ...(body && body.length > 0 ? { payload: body } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answered.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return new Response(NO_BODY.has(answered.statusCode) ? null : new Uint8Array(answered.rawPayload), {
    status: answered.statusCode,
    headers,
  });
}

/** Runs domain code in one transaction of a data set of the test server, as a request would. */
export async function inDataset<T>(work: () => Promise<T>, dataset = DEMO_DATASET): Promise<T> {
  const { database, schema } = await inProcess();
  dirty = true;
  return database.transaction(await schema(dataset), (sql) =>
    inTransaction({ sql, store: tableStore(sql) }, work),
  );
}

/** A signed-in session's token for a demo account (by user id), as its sign-in would give. */
export const sessionToken = (userId: string, dataset = DEMO_DATASET): Promise<string> =>
  inDataset(() => startSession(userId), dataset);

/** The test server's data back to the sample data as of today's (possibly pinned) clock. */
export async function resetServer(): Promise<void> {
  forgetAttempts();
  forgetEmails();
  if (!dirty || !started) return;
  await reseed(await started);
}

/** Before a test file (tests/setup.ts): its first call finds the server as if started for it. */
function beginFile(): Promise<void> {
  forgetAttempts();
  forgetEmails();
  if (started) fileBegun = true;
  return Promise.resolve();
}

registerTestReset(resetServer, beginFile);

export interface CallOptions {
  /** The bearer token, if any. */
  token?: string | null;
  method?: string;
  /** A JSON body (sent as JSON), or with `raw` the body's text as is (with a JSON content type). */
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  /** The data set (the `kpm-dataset` cookie); none: the shared set `demo`. */
  dataset?: string;
  /** false: the server without demo mode (serverFetchWithoutDemo). */
  demo?: boolean;
  /** false: the answer need not keep the contract (a test of what the contract does not describe). */
  contract?: boolean;
}

export interface Answered<T> {
  status: number;
  /** The parsed JSON body; null when there is none. */
  body: T;
  headers: Headers;
}

let validator: Promise<import('../scripts/api/contract-validator.mjs').ContractValidator> | undefined;

/**
 * One call of the API as a client makes it (a real Request to http://localhost:5000), answered
 * by the test server: status, parsed body and headers. The answer must keep the contract
 * (api/openapi.yaml: a documented status and a body of its schema), as tests/contract-guard.ts
 * checks the app's calls, unless `contract: false`.
 */
export async function callApi<T = unknown>(path: string, options: CallOptions = {}): Promise<Answered<T>> {
  const { token, method = 'GET', body, raw, dataset, demo = true, contract = true } = options;
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined || raw !== undefined) headers['Content-Type'] ??= 'application/json';
  if (dataset !== undefined) headers.Cookie = `${DATASET_COOKIE}=${dataset}`;
  const request = new Request(`http://localhost:5000${path}`, {
    method,
    headers,
    ...(raw !== undefined ? { body: raw } : body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const response = await (demo ? serverFetch(request) : serverFetchWithoutDemo(request));
  const text = await response.text();
  if (contract) {
    validator ??= import('../scripts/api/contract-validator.mjs').then((m) => m.createContractValidator());
    const { problems } = (await validator).check({
      method,
      pathname: new URL(request.url).pathname,
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: text,
    });
    if (problems.length > 0)
      throw new Error(`The server answered outside the contract:\n${problems.join('\n')}`);
  }
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}
