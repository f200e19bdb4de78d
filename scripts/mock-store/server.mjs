// The mock API's store on the local server (product rules, 'One demo, one data set'). Browser
// storage is per origin, so the public host and the admin host cannot share it; MSW still
// answers every API request in the page, but keeps its tables here, with the dev or demo
// server, in one JSON file per data set: `.mock-store/<data set>.json`.
//
//   In Vite (dev and `vite preview`): vite.config.ts adds the middleware (`createMockStore`).
//   Standalone, behind nginx (the end-to-end tests):
//     node scripts/mock-store/server.mjs --port 6173 [--host 127.0.0.1] [--dir .mock-store] [--fresh]
//   `--fresh` deletes the folder's data sets first (a test run starts from the fixtures).
//
// Endpoints under /__mock-store/ (JSON; the data set is the `kpm-dataset` cookie's):
//   GET    health                       { ok: true, dataset }
//   GET    versions                     { dataset, versions: { <table>: n } }: bumped on every write
//   POST   reset                        every table unseeded again ('Reset demo data'): 204
//   GET    tables/<t>                   { seeded: true, items } | { seeded: false }
//   PUT    tables/<t>                   body { items }: the table's whole content: { seeded: true }
//   PUT    tables/<t>?ifUnseeded=1      body { items }: the seed, kept only if nobody wrote the
//                                       table yet; answers what the table holds: { seeded: true, items }
//   GET    tables/<t>/items/<id>        { seeded: true, item } (null when there is none) | { seeded: false }
//   PUT    tables/<t>/items/<id>        body: the item (its id is <id>): { seeded: true } | { seeded: false }
//   DELETE tables/<t>/items/<id>        { seeded: true } | { seeded: false }
// A table nobody has written answers `seeded: false` (and a write to it writes nothing): the
// browser holds the fixtures (TypeScript in mocks/data) and seeds it first
// (mocks/store/server-backend.ts); this server never needs them. Those answers, and a
// missing item, are 200s: the browser's console reports every 4xx fetch as an error, and
// neither is one. Errors are: 400 (a bad body), 404 (no such endpoint), 405, 413 (a body
// over 50 MB), 500 (the file could not be written).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const MOCK_STORE_PREFIX = '/__mock-store/';
export const DATASET_COOKIE = 'kpm-dataset';
export const DEFAULT_DATASET = 'demo';
/** The 10,000 + 10,000 bulk load is about 10 MB; anything past this is a mistake, not data. */
export const MAX_BODY_BYTES = 50 * 1024 * 1024;

const DATASET_NAME = /^[A-Za-z0-9-]{1,64}$/;
const TABLE_NAME = /^[A-Za-z0-9-]{1,64}$/;
const FILE_FORMAT = 1;

/**
 * @typedef {{ id: string } & Record<string, unknown>} Item
 * @typedef {{ mtimeMs: number, size: number, ino: number } | null} FileStamp
 * @typedef {{
 *   name: string,
 *   file: string,
 *   tables: Map<string, Map<string, Item>>,
 *   versions: Map<string, number>,
 *   onDisk: FileStamp,
 *   saver: Saver,
 * }} DataSet
 */

/**
 * The data set a request's cookie selects: letters, digits and dashes, at most 64 (lower
 * case, so a case-insensitive file system never folds two sets into one file); anything
 * else, or no cookie, is the shared set `demo`.
 * @param {string | undefined} cookieHeader
 * @returns {string}
 */
export function datasetOf(cookieHeader) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DATASET_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return DATASET_NAME.test(value) ? value.toLowerCase() : DEFAULT_DATASET;
  }
  return DEFAULT_DATASET;
}

/** @param {unknown} value @returns {value is Item} */
const isItem = (value) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (/** @type {{ id?: unknown }} */ (value).id) === 'string' &&
  /** @type {{ id: string }} */ (value).id !== '';

/** @param {string} file @returns {FileStamp} */
function stampOf(file) {
  try {
    const { mtimeMs, size, ino } = statSync(file);
    return { mtimeMs, size, ino };
  } catch {
    return null;
  }
}

/** @param {FileStamp} a @param {FileStamp} b */
const sameStamp = (a, b) =>
  a === b || (a !== null && b !== null && a.mtimeMs === b.mtimeMs && a.size === b.size && a.ino === b.ino);

let tempFiles = 0;

/**
 * Writes the file whole or not at all: a temporary file in the same folder (so the rename
 * never crosses file systems), then a rename over the old one, which readers see at once
 * and complete. A failed write leaves no temporary file behind.
 * @param {string} file
 * @param {string} text
 */
async function writeAtomically(file, text) {
  const temp = `${file}.${process.pid}-${++tempFiles}.tmp`;
  try {
    await mkdir(resolve(file, '..'), { recursive: true });
    await writeFile(temp, text);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Saves a data set after its writes, one file write at a time. Writes that arrive while
 * one is under way share the next file write (a group commit), so a burst of per-item
 * writes to a 10 MB data set costs a few file writes, not hundreds. Each caller's promise
 * settles once a file write that holds its change has ended.
 */
class Saver {
  /** @param {string} file @param {() => string} text @param {(stamp: FileStamp) => void} saved */
  constructor(file, text, saved) {
    this.file = file;
    this.text = text;
    this.saved = saved;
    this.busy = false;
    /** Settles when the writes under way (and those queued behind them) have ended. */
    this.idle = Promise.resolve();
    /** @type {{ promise: Promise<void>, resolve: () => void, reject: (error: unknown) => void } | null} */
    this.next = null;
  }

  /** @returns {Promise<void>} */
  save() {
    if (!this.next) {
      /** @type {() => void} */
      let resolveIt = () => undefined;
      /** @type {(error: unknown) => void} */
      let rejectIt = () => undefined;
      const promise = new Promise((res, rej) => {
        resolveIt = /** @type {() => void} */ (res);
        rejectIt = rej;
      });
      this.next = { promise, resolve: resolveIt, reject: rejectIt };
    }
    const { promise } = this.next;
    if (!this.busy) this.idle = this.run();
    return promise;
  }

  async run() {
    this.busy = true;
    while (this.next) {
      const waiting = this.next;
      this.next = null;
      try {
        // The text is taken now, synchronously: it holds every change made before this line.
        await writeAtomically(this.file, this.text());
        this.saved(stampOf(this.file));
        waiting.resolve();
      } catch (error) {
        waiting.reject(error);
      }
    }
    this.busy = false;
  }
}

/**
 * A data set's tables from its file. A missing file is a new data set; a file that is not
 * this store's JSON starts empty too, and says so (once: the store then remembers the
 * file's stamp and reads it again only when it changes).
 * @param {string} name
 * @param {string} file
 * @param {Pick<Console, 'info' | 'warn'>} log
 */
function load(name, file, log) {
  /** @type {Map<string, Map<string, Item>>} */
  const tables = new Map();
  /** @type {Map<string, number>} */
  const versions = new Map();
  const onDisk = stampOf(file);
  if (onDisk === null) {
    log.info(`Mock store: data set '${name}' starts unseeded (${file} does not exist yet).`);
    return { tables, versions, onDisk };
  }
  try {
    const data = JSON.parse(readFileSync(file, 'utf8'));
    if (data?.format !== FILE_FORMAT || typeof data.tables !== 'object' || data.tables === null) {
      throw new Error(`not a format-${FILE_FORMAT} mock store file`);
    }
    let skipped = 0;
    for (const [table, items] of Object.entries(data.tables)) {
      if (!TABLE_NAME.test(table) || !Array.isArray(items)) throw new Error(`table ${table} is not a list`);
      const kept = items.filter(isItem);
      skipped += items.length - kept.length;
      tables.set(table, new Map(kept.map((item) => [item.id, item])));
    }
    for (const [table, version] of Object.entries(data.versions ?? {})) {
      if (Number.isSafeInteger(version) && version >= 0) versions.set(table, version);
    }
    if (skipped > 0) log.warn(`Mock store: skipped ${skipped} entries without an id in ${file}.`);
  } catch (error) {
    tables.clear();
    versions.clear();
    log.warn(
      `Mock store: ${file} cannot be read (${error instanceof Error ? error.message : error}); ` +
        `data set '${name}' starts unseeded, and the file is replaced at its next write.`,
    );
  }
  return { tables, versions, onDisk };
}

/** @param {DataSet} set */
const fileText = (set) =>
  JSON.stringify({
    format: FILE_FORMAT,
    versions: Object.fromEntries(set.versions),
    tables: Object.fromEntries([...set.tables].map(([table, items]) => [table, [...items.values()]])),
  });

class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The request's JSON body, at most `limit` bytes (else 413).
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<unknown>}
 */
async function jsonBody(req, limit) {
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    req.resume();
    throw new HttpError(413, `The body is larger than ${limit} bytes.`);
  }
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    // Read on to the end (a client sending its body reads the answer only after), keep nothing.
    if (size <= limit) chunks.push(chunk);
  }
  if (size > limit) throw new HttpError(413, `The body is larger than ${limit} bytes.`);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'The body is not JSON.');
  }
}

/** @param {string} part */
function decodePart(part) {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new HttpError(400, `Bad escape in the address: ${part}`);
  }
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} [body]
 */
function send(res, status, body) {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (body === undefined) return void res.end();
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * The store: its data sets in memory (read from their files when first asked for), each
 * write applied at once and synchronously, so Node's one thread serialises every request
 * (two tabs writing different items of one table both keep theirs), then saved to the file.
 * @param {{ dir: string, maxBodyBytes?: number, log?: Pick<Console, 'info' | 'warn' | 'error'> }} options
 */
export function createMockStore({ dir, maxBodyBytes = MAX_BODY_BYTES, log = console }) {
  const folder = resolve(dir);
  /** @type {Map<string, DataSet>} */
  const sets = new Map();

  /**
   * The data set, as its file holds it: read on first use, and read again when the file
   * changed under the store (deleted to start over, or edited by hand) while no write of
   * its own is under way. Versions only grow, so a tab polling them sees the change.
   * @param {string} name
   * @returns {DataSet}
   */
  function dataSet(name) {
    const file = join(folder, `${name}.json`);
    let set = sets.get(name);
    if (set && (set.saver.busy || sameStamp(stampOf(file), set.onDisk))) return set;
    const loaded = load(name, file, log);
    if (set) {
      for (const table of new Set([...set.versions.keys(), ...loaded.versions.keys()])) {
        loaded.versions.set(
          table,
          Math.max(set.versions.get(table) ?? 0, loaded.versions.get(table) ?? 0) + 1,
        );
      }
      set.tables = loaded.tables;
      set.versions = loaded.versions;
      set.onDisk = loaded.onDisk;
      return set;
    }
    /** @type {DataSet} */
    const created = {
      name,
      file,
      ...loaded,
      saver: new Saver(
        file,
        () => fileText(created),
        (stamp) => void (created.onDisk = stamp),
      ),
    };
    sets.set(name, created);
    return created;
  }

  /** @param {DataSet} set @param {string} table */
  const bump = (set, table) => set.versions.set(table, (set.versions.get(table) ?? 0) + 1);

  /** @param {DataSet} set */
  async function save(set) {
    try {
      await set.saver.save();
    } catch (error) {
      log.error(`Mock store: could not write ${set.file}.`, error);
      throw new HttpError(500, `The store could not write ${set.name}.json.`);
    }
  }

  /** @param {unknown} body @returns {Item[]} */
  function itemsOf(body) {
    const items = /** @type {{ items?: unknown }} */ (body)?.items;
    if (!Array.isArray(items) || !items.every(isItem)) {
      throw new HttpError(400, 'The body must be { items: [...] }, each item with an id.');
    }
    return items;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://mock-store');
    const method = req.method ?? 'GET';
    const route = url.pathname.slice(MOCK_STORE_PREFIX.length).split('/').map(decodePart);
    const name = datasetOf(req.headers.cookie);
    const [first, table, itemsWord, id, ...rest] = route;
    /** @param {string[]} allowed */
    const only = (allowed) => {
      if (allowed.includes(method)) return;
      res.setHeader('Allow', allowed.join(', '));
      throw new HttpError(405, `${method} is not allowed here.`);
    };

    if (route.length === 1 && first === 'health') {
      only(['GET', 'HEAD']);
      return send(res, 200, { ok: true, dataset: name });
    }
    if (route.length === 1 && first === 'versions') {
      only(['GET']);
      return send(res, 200, { dataset: name, versions: Object.fromEntries(dataSet(name).versions) });
    }
    if (route.length === 1 && first === 'reset') {
      only(['POST']);
      const set = dataSet(name);
      // Every table the set has counted is bumped, so tabs polling versions refetch its seed.
      for (const known of new Set([...set.versions.keys(), ...set.tables.keys()])) bump(set, known);
      set.tables.clear();
      await save(set);
      return send(res, 204);
    }
    if (first !== 'tables' || table === undefined || !TABLE_NAME.test(table) || rest.length > 0) {
      throw new HttpError(404, 'No such mock store endpoint.');
    }

    if (itemsWord === undefined) {
      only(['GET', 'PUT']);
      if (method === 'GET') {
        const items = dataSet(name).tables.get(table);
        return items
          ? send(res, 200, { seeded: true, items: [...items.values()] })
          : send(res, 200, { seeded: false });
      }
      const items = itemsOf(await jsonBody(req, maxBodyBytes));
      const set = dataSet(name);
      if (url.searchParams.has('ifUnseeded')) {
        // Two tabs may both find the table unseeded: the first seed stands, and no seed
        // ever lands over a change. Seeding changes nothing anyone has seen: no bump.
        if (!set.tables.has(table)) {
          set.tables.set(table, new Map(items.map((item) => [item.id, item])));
          await save(set);
        }
        return send(res, 200, { seeded: true, items: [...(set.tables.get(table)?.values() ?? [])] });
      }
      set.tables.set(table, new Map(items.map((item) => [item.id, item])));
      bump(set, table);
      await save(set);
      return send(res, 200, { seeded: true });
    }

    if (itemsWord !== 'items' || id === undefined || id === '') {
      throw new HttpError(404, 'No such mock store endpoint.');
    }
    only(['GET', 'PUT', 'DELETE']);
    const body = method === 'PUT' ? await jsonBody(req, maxBodyBytes) : undefined;
    if (method === 'PUT' && (!isItem(body) || body.id !== id)) {
      throw new HttpError(400, `The body must be the item, with the id '${id}'.`);
    }
    // After the body is read, the rest runs without a pause: no other request comes between.
    const set = dataSet(name);
    const items = set.tables.get(table);
    if (!items) return send(res, 200, { seeded: false });
    if (method === 'GET') {
      const item = items.get(id);
      return send(res, 200, { seeded: true, item: item ?? null });
    }
    // A Map keeps a replaced key in its place and puts a new one last: the order MockBackend promises.
    if (method === 'PUT') items.set(id, /** @type {Item} */ (body));
    else items.delete(id);
    bump(set, table);
    await save(set);
    return send(res, 200, { seeded: true });
  }

  /**
   * Connect-style middleware (Vite's dev and preview servers, or plain node:http): answers
   * every request under /__mock-store/ and passes the rest on.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {(error?: unknown) => void} next
   */
  function middleware(req, res, next) {
    if (!(req.url ?? '').startsWith(MOCK_STORE_PREFIX)) return next();
    handle(req, res).catch((error) => {
      if (!(error instanceof HttpError)) log.error('Mock store: the request failed.', error);
      const status = error instanceof HttpError ? error.status : 500;
      if (res.headersSent) return void res.destroy();
      if (status === 413) res.setHeader('Connection', 'close');
      send(res, status, { error: error instanceof Error ? error.message : String(error) });
    });
  }

  /** Settles when every write so far is in its file (for tests and a clean exit). */
  async function flush() {
    await Promise.all([...sets.values()].map((set) => set.saver.idle));
  }

  return { dir: folder, middleware, flush };
}

/** @param {string} folder Deletes the folder's data sets (and any temporary file a killed process left). */
function deleteDataSets(folder) {
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    if (/\.json$|\.tmp$/.test(name)) rmSync(join(folder, name), { force: true });
  }
}

function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '6173' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string', default: '.mock-store' },
      fresh: { type: 'boolean', default: false },
    },
  });
  const dir = resolve(values.dir);
  mkdirSync(dir, { recursive: true });
  if (values.fresh) deleteDataSets(dir);
  const store = createMockStore({ dir });
  const server = createServer((req, res) =>
    store.middleware(req, res, () => send(res, 404, { error: 'Only /__mock-store/ is served here.' })),
  );
  server.on('error', (error) => {
    console.error(`Mock store: cannot listen on ${values.host}:${values.port}.`, error.message);
    process.exit(1);
  });
  server.listen(Number(values.port), values.host, () => {
    console.log(
      `Mock store at http://${values.host}:${values.port}${MOCK_STORE_PREFIX} (data sets in ${dir})`,
    );
  });
  const stop = () => {
    server.close();
    void store.flush().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
