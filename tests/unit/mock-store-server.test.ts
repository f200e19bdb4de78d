// @vitest-environment node
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bypass } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { datasetOf, MAX_BODY_BYTES } from '../../scripts/mock-store/server.mjs';
import { startStore, tempDir, type RunningStore } from './mock-store-support';

/**
 * The local store server (product rules, 'One demo, one data set'): the mock's tables in one
 * JSON file per data set, per-item writes serialised by the Node process, written
 * atomically, a counter per table, data sets by the `kpm-dataset` cookie.
 */
const running: RunningStore[] = [];
async function store(options: Parameters<typeof startStore>[0] = {}): Promise<RunningStore> {
  const started = await startStore(options);
  running.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

const item = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: `Item ${id}`, ...extra });
const itemsOf = (body: unknown) => (body as { items: { id: string }[] }).items;
const ids = (body: unknown) => itemsOf(body).map((i) => i.id);
const versionsOf = async (s: RunningStore, dataset?: string) =>
  ((await s.call('GET', 'versions', { dataset })).body as { versions: Record<string, number> }).versions;
const fileOf = (s: RunningStore, dataset = 'demo') =>
  JSON.parse(readFileSync(join(s.dir, `${dataset}.json`), 'utf8')) as {
    versions: Record<string, number>;
    tables: Record<string, { id: string }[]>;
  };

/** `count` tasks, `parallel` at a time. */
async function inParallel(count: number, parallel: number, task: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

describe('the local mock store server', () => {
  it('answers its health, and passes every other path on', async () => {
    const s = await store();
    expect(await s.call('GET', 'health')).toEqual({ status: 200, body: { ok: true, dataset: 'demo' } });
    const other = await fetch(bypass(`${s.origin}/api/contact`));
    expect(other.status).toBe(418);
    expect((await s.call('GET', 'nothing-here')).status).toBe(404);
    expect((await s.call('DELETE', 'health')).status).toBe(405);
    expect((await s.call('PATCH', 'tables/users')).status).toBe(405);
  });

  it('a table never written is unseeded; seeding keeps the first seed, never lands over a write', async () => {
    const s = await store();
    // 200s, not 404s: the browser's console would report each as an error.
    const unseeded = { status: 200, body: { seeded: false } };
    expect(await s.call('GET', 'tables/users')).toEqual(unseeded);
    expect(await s.call('GET', 'tables/users/items/a')).toEqual(unseeded);
    expect(await s.call('PUT', 'tables/users/items/a', { body: item('a') })).toEqual(unseeded);
    expect(await s.call('DELETE', 'tables/users/items/a')).toEqual(unseeded);
    expect(await s.call('GET', 'tables/users')).toEqual(unseeded); // nothing was written

    const seeded = await s.call('PUT', 'tables/users?ifUnseeded=1', {
      body: { items: [item('a'), item('b')] },
    });
    expect(seeded.status).toBe(200);
    expect(ids(seeded.body)).toEqual(['a', 'b']);
    await s.call('PUT', 'tables/users/items/c', { body: item('c') });
    // A second tab's seed, late: what the table holds stands, and comes back.
    const late = await s.call('PUT', 'tables/users?ifUnseeded=1', { body: { items: [item('x')] } });
    expect(ids(late.body)).toEqual(['a', 'b', 'c']);
    expect(await s.call('GET', 'tables/users/items/zz')).toEqual({
      status: 200,
      body: { seeded: true, item: null },
    });
    // An emptied table stays written (and empty).
    await s.call('PUT', 'tables/users', { body: { items: [] } });
    expect(await s.call('GET', 'tables/users')).toEqual({ status: 200, body: { seeded: true, items: [] } });
  });

  it('keeps the order: a replaced item keeps its place, a new one comes last', async () => {
    const s = await store();
    await s.call('PUT', 'tables/users', { body: { items: [item('a'), item('b')] } });
    await s.call('PUT', 'tables/users/items/c', { body: item('c') });
    await s.call('PUT', 'tables/users/items/a', { body: item('a', { role: 'manager' }) });
    const listed = await s.call('GET', 'tables/users');
    expect(ids(listed.body)).toEqual(['a', 'b', 'c']);
    expect(itemsOf(listed.body)[0]).toEqual(item('a', { role: 'manager' }));
    expect(await s.call('GET', 'tables/users/items/a')).toEqual({
      status: 200,
      body: { seeded: true, item: item('a', { role: 'manager' }) },
    });
  });

  it('refuses a body that is not JSON, an item without its id, and items without ids', async () => {
    const s = await store();
    await s.call('PUT', 'tables/users', { body: { items: [] } });
    expect((await s.call('PUT', 'tables/users/items/a', { body: '{not json' })).status).toBe(400);
    expect((await s.call('PUT', 'tables/users/items/a', { body: item('b') })).status).toBe(400);
    expect((await s.call('PUT', 'tables/users', { body: { items: [{ name: 'no id' }] } })).status).toBe(400);
    expect((await s.call('PUT', 'tables/users', { body: [item('a')] })).status).toBe(400);
    expect(ids((await s.call('GET', 'tables/users')).body)).toEqual([]);
  });

  it('two clients hammering one table with per-item writes lose none of them', async () => {
    const s = await store();
    await s.call('PUT', 'tables/emails?ifUnseeded=1', {
      body: { items: Array.from({ length: 20 }, (_, i) => item(`seed-${i}`, { read: false })) },
    });
    const clients = ['a', 'b'];
    const perClient = 150;
    let readsOfTheFile = 0;
    let reading = true;
    // Meanwhile the file is read over and over: it is whole JSON every time it is there.
    const reader = (async () => {
      while (reading) {
        const path = join(s.dir, 'demo.json');
        if (existsSync(path)) {
          expect(() => JSON.parse(readFileSync(path, 'utf8'))).not.toThrow();
          readsOfTheFile += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    await Promise.all(
      clients.map((client) =>
        inParallel(perClient, 8, async (i) => {
          const written =
            i % 3 === 0
              ? await s.call('PUT', `tables/emails/items/seed-${i % 20}`, {
                  body: item(`seed-${i % 20}`, { read: false, [`by-${client}-${i % 20}`]: true }),
                })
              : await s.call('PUT', `tables/emails/items/${client}-${i}`, { body: item(`${client}-${i}`) });
          expect(written).toEqual({ status: 200, body: { seeded: true } });
        }),
      ),
    );
    reading = false;
    await reader;
    expect(readsOfTheFile).toBeGreaterThan(0);

    const listed = itemsOf((await s.call('GET', 'tables/emails')).body);
    const added = clients.flatMap((client) =>
      Array.from({ length: perClient }, (_, i) => i)
        .filter((i) => i % 3 !== 0)
        .map((i) => `${client}-${i}`),
    );
    expect(listed.map((i) => i.id).sort()).toEqual(
      [...Array.from({ length: 20 }, (_, i) => `seed-${i}`), ...added].sort(),
    );
    expect((await versionsOf(s)).emails).toBe(clients.length * perClient);

    await s.store.flush();
    const file = fileOf(s);
    expect(file.tables.emails).toEqual(listed);
    expect(file.versions.emails).toBe(clients.length * perClient);
    expect(readdirSync(s.dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('a write that cannot reach its file answers 500 and leaves no temporary file', async () => {
    const s = await store();
    mkdirSync(join(s.dir, 'broken.json')); // a folder where the file should go: the rename fails
    const written = await s.call('PUT', 'tables/users', { body: { items: [item('a')] }, dataset: 'broken' });
    expect(written.status).toBe(500);
    expect(s.log.error).toHaveBeenCalled();
    expect(readdirSync(s.dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('a corrupt file starts unseeded, says so once with its path, and is replaced at the next write', async () => {
    const dir = tempDir();
    const path = join(dir, 'demo.json');
    writeFileSync(path, '{"format":1,"tables":{"users":[{"id":"a"}'); // cut short
    const s = await store({ dir });
    expect(await s.call('GET', 'tables/users')).toEqual({ status: 200, body: { seeded: false } });
    expect(await s.call('GET', 'versions')).toEqual({ status: 200, body: { dataset: 'demo', versions: {} } });
    expect(s.log.warn).toHaveBeenCalledTimes(1);
    expect(s.log.warn.mock.calls[0]?.[0]).toContain(path);

    await s.call('PUT', 'tables/users?ifUnseeded=1', { body: { items: [item('b')] } });
    await s.store.flush();
    expect(fileOf(s).tables.users).toEqual([item('b')]);
    expect(s.log.warn).toHaveBeenCalledTimes(1);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps its data and versions across a restart; a file deleted meanwhile starts the set over', async () => {
    const dir = tempDir();
    const first = await startStore({ dir });
    await first.call('PUT', 'tables/users', { body: { items: [item('a')] } });
    await first.call('PUT', 'tables/users/items/b', { body: item('b') });
    await first.close();

    const s = await store({ dir });
    expect(ids((await s.call('GET', 'tables/users')).body)).toEqual(['a', 'b']);
    expect((await versionsOf(s)).users).toBe(2);

    // 'Delete the file to start over', while the server runs: unseeded again, the versions still grow.
    rmSync(join(s.dir, 'demo.json'));
    expect(await s.call('GET', 'tables/users')).toEqual({ status: 200, body: { seeded: false } });
    expect((await versionsOf(s)).users).toBeGreaterThan(2);
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts versions per table: every put, delete, replace and reset bumps; a seed does not', async () => {
    const s = await store();
    expect(await versionsOf(s)).toEqual({});
    await s.call('PUT', 'tables/users?ifUnseeded=1', { body: { items: [item('a')] } });
    await s.call('PUT', 'tables/emails?ifUnseeded=1', { body: { items: [item('e')] } });
    expect(await versionsOf(s)).toEqual({});
    await s.call('PUT', 'tables/users/items/b', { body: item('b') });
    expect(await versionsOf(s)).toEqual({ users: 1 });
    await s.call('DELETE', 'tables/users/items/a');
    await s.call('PUT', 'tables/emails', { body: { items: [item('f')] } });
    expect(await versionsOf(s)).toEqual({ users: 2, emails: 1 });
    await s.call('POST', 'reset');
    expect(await versionsOf(s)).toEqual({ users: 3, emails: 2 });
  });

  it('keeps one data set per kpm-dataset cookie, each in its own file; reset clears only its own', async () => {
    const s = await store();
    await s.call('PUT', 'tables/users', { body: { items: [item('shared')] } });
    await s.call('PUT', 'tables/users', { body: { items: [item('mine')] }, dataset: 'test-1' });
    await s.call('PUT', 'tables/users', { body: { items: [item('theirs')] }, dataset: 'test-2' });

    expect(ids((await s.call('GET', 'tables/users')).body)).toEqual(['shared']);
    expect(ids((await s.call('GET', 'tables/users', { dataset: 'test-1' })).body)).toEqual(['mine']);
    expect(ids((await s.call('GET', 'tables/users', { dataset: 'test-2' })).body)).toEqual(['theirs']);
    expect((await s.call('GET', 'health', { dataset: 'test-1' })).body).toEqual({
      ok: true,
      dataset: 'test-1',
    });
    expect(await versionsOf(s, 'test-1')).toEqual({ users: 1 });

    expect((await s.call('POST', 'reset', { dataset: 'test-1' })).status).toBe(204);
    expect((await s.call('GET', 'tables/users', { dataset: 'test-1' })).body).toEqual({ seeded: false });
    expect(ids((await s.call('GET', 'tables/users', { dataset: 'test-2' })).body)).toEqual(['theirs']);
    expect(ids((await s.call('GET', 'tables/users')).body)).toEqual(['shared']);

    await s.store.flush();
    expect(readdirSync(s.dir).sort()).toEqual(['demo.json', 'test-1.json', 'test-2.json']);
    expect(fileOf(s, 'test-2').tables.users).toEqual([item('theirs')]);
  });

  it('a cookie value that is not letters, digits and dashes (at most 64) is the shared set demo', async () => {
    const s = await store();
    await s.call('PUT', 'tables/users', { body: { items: [item('shared')] } });
    for (const bad of ['../etc', 'a b', 'dots.json', 'x'.repeat(65), '', 'ünï']) {
      const answer = await s.call('GET', 'tables/users', {
        cookie: `kpm-dataset=${encodeURIComponent(bad)}`,
      });
      expect(ids(answer.body), bad).toEqual(['shared']);
    }
    expect(readdirSync(s.dir)).toEqual(['demo.json']);

    expect(datasetOf(undefined)).toBe('demo');
    expect(datasetOf('theme=dark; kpm-dataset=E2E-7; other=1')).toBe('e2e-7');
    expect(datasetOf(`kpm-dataset=${'a'.repeat(64)}`)).toBe('a'.repeat(64));
    expect(datasetOf(`kpm-dataset=${'a'.repeat(65)}`)).toBe('demo');
    expect(datasetOf('my-kpm-dataset=other')).toBe('demo');
  });

  it('answers 413 to a body over the limit (declared or streamed), and keeps nothing of it', async () => {
    expect(MAX_BODY_BYTES).toBe(50 * 1024 * 1024);
    const s = await store({ maxBodyBytes: 4096 });
    await s.call('PUT', 'tables/users', { body: { items: [item('a')] } });
    const big = { items: Array.from({ length: 200 }, (_, i) => item(`big-${i}`)) };
    expect((await s.call('PUT', 'tables/users', { body: big })).status).toBe(413);

    // Without a Content-Length (a streamed body), the count stops it too.
    const text = new TextEncoder().encode(JSON.stringify(big));
    const streamed = await fetch(
      bypass(`${s.origin}/__mock-store/tables/users`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (let at = 0; at < text.length; at += 1000) controller.enqueue(text.slice(at, at + 1000));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(ids((await s.call('GET', 'tables/users')).body)).toEqual(['a']);
  });
});
