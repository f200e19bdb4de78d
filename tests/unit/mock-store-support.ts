import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bypass } from 'msw';
import { vi } from 'vitest';
import { createMockStore, type MockStore } from '../../scripts/mock-store/server.mjs';

/**
 * The local store server (scripts/mock-store/server.mjs) on an ephemeral port over a fresh
 * temporary folder, as plain node:http serves it standalone. Requests go through MSW's
 * `bypass()`: the unit tests' mock API (mocks/node.ts) refuses any request it does not
 * answer, and the store's calls are not its to answer, as in the browser.
 */
export interface RunningStore {
  origin: string;
  dir: string;
  store: MockStore;
  log: { info: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
  /** One request to `/__mock-store/<path>`, with the data-set cookie when given. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; dataset?: string; cookie?: string },
  ): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** A fresh temporary folder; the caller removes it. */
export const tempDir = (): string => mkdtempSync(join(tmpdir(), 'kpm-mock-store-'));

/** With `dir`, the folder is the caller's (kept at close); without, a fresh one removed at close. */
export async function startStore(
  options: { dir?: string; maxBodyBytes?: number } = {},
): Promise<RunningStore> {
  const dir = options.dir ?? tempDir();
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const store = createMockStore({ dir, maxBodyBytes: options.maxBodyBytes, log });
  const server: Server = createServer((req, res) =>
    store.middleware(req, res, () => {
      res.statusCode = 418; // not the store's: passed on
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    dir,
    store,
    log,
    async call(method, path, { body, dataset, cookie } = {}) {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const cookies = [dataset === undefined ? '' : `kpm-dataset=${dataset}`, cookie ?? ''].filter(Boolean);
      if (cookies.length > 0) headers.Cookie = cookies.join('; ');
      const response = await fetch(
        bypass(`${origin}/__mock-store/${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async close() {
      await store.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
