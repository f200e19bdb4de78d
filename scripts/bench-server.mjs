/**
 * `npm run bench:server`: the API server's own figures on this machine (docs/api-server.md).
 * Starts server/main.ts in demo mode on a fresh embedded database, then prints:
 *   - start-up: from the process's start to its first answer (a fresh folder: created and migrated);
 *   - a monthly statement and the 10,000-email list (after POST /api/demo/bulk): p50 and p95 of
 *     sequential requests;
 *   - the portal home (the three reads the tenant's home makes), requests per second with 8
 *     clients at once for 10 s.
 * Figures only, never a pass or fail. Not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_SERVER_PORT ?? 5190);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'kpm-bench-server-'));

const started = performance.now();
const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'server/main.ts', '--port', String(PORT), '--demo', '--quiet', '--data-dir', dataDir],
  { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
);
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function call(path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

async function firstAnswer() {
  for (let i = 0; i < 600; i += 1) {
    try {
      await call('/api/auth/login', { method: 'POST', body: { email: 'user@example.com', password: 'Demo#2025' } });
      return performance.now() - started;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error('The API server did not answer within 30 s.');
}

const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

async function timed(label, times, request) {
  await request(); // warm
  const ms = [];
  for (let i = 0; i < times; i += 1) {
    const t0 = performance.now();
    await request();
    ms.push(performance.now() - t0);
  }
  console.log(`${label.padEnd(40)} p50 ${percentile(ms, 0.5).toFixed(1)} ms, p95 ${percentile(ms, 0.95).toFixed(1)} ms (${times} requests)`);
}

try {
  const startupMs = await firstAnswer();
  console.log(`${'start-up (fresh database)'.padEnd(40)} ${Math.round(startupMs)} ms`);
  const persona = async (body) => (await call('/api/demo/sign-in', { method: 'POST', body })).token;
  const admin = await persona({ role: 'admin' });
  const owner = await persona({ persona: 'owner' });
  const tenant = await persona({ persona: 'tenant' });

  const portfolio = await call('/api/portal/owner', { token: owner });
  const property = portfolio.properties[0];
  const month = property.statementMonths[0];
  await timed(`statement (${property.name}, ${month})`, 100, () =>
    call(`/api/portal/properties/${property.id}/statements/${month}`, { token: owner }),
  );

  const bulkStarted = performance.now();
  await call('/api/demo/bulk', { method: 'POST' });
  console.log(`${'load 10,000 emails and submissions'.padEnd(40)} ${Math.round(performance.now() - bulkStarted)} ms`);
  await timed('the 10,000-email list', 30, () => call('/api/admin/emails', { token: admin }));

  const { leases } = await call('/api/portal/me', { token: tenant });
  const home = () =>
    Promise.all([
      call('/api/portal/me', { token: tenant }),
      call(`/api/portal/leases/${leases[0].id}/account`, { token: tenant }),
      call('/api/portal/maintenance', { token: tenant }),
    ]);
  let homes = 0;
  const until = performance.now() + 10_000;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() < until) {
        await home();
        homes += 1;
      }
    }),
  );
  console.log(
    `${'portal home (3 reads), 8 clients, 10 s'.padEnd(40)} ${(homes / 10).toFixed(1)} homes/s, ${((homes * 3) / 10).toFixed(0)} requests/s`,
  );
} finally {
  stop();
}
