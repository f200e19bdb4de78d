/**
 * npm run test:postgres: the API server on PostgreSQL (docs/api-server.md, 'PostgreSQL'),
 * checked by contract:check. Starts server/main.ts in production mode with the environment's
 * DATABASE_URL (the same migrations create and seed its data set's schema on first use),
 * waits until it listens, runs `npm run contract:check` against it, stops it, and exits with
 * the check's result. .ci/run gives it a fresh database on Debian's postgresql.
 *
 *   DATABASE_URL=postgres://user:password@127.0.0.1:5432/db node scripts/test-postgres.mjs [--port 0]
 *
 * contract:check works from a page of the base URL's origin: the API server answers it with
 * its JSON 404, which is enough to call the API from there (no build, no nginx needed).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startApiServer } from './api-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    'test:postgres needs DATABASE_URL=postgres://user:password@host:port/database (a database it may fill; .ci/run makes one).',
  );
  process.exit(2);
}

const started = performance.now();
// The embedded engine's folder is not used with DATABASE_URL; an empty temporary one all the same.
const unused = mkdtempSync(join(tmpdir(), 'kpm-pg-'));
const server = await startApiServer({ port: Number(values.port), dataDir: unused, demo: false, quiet: true });
console.log(`test:postgres: the API server on PostgreSQL listens at ${server.origin}`);
const check = spawnSync(process.execPath, ['scripts/api/contract-check.mjs', '--base', server.origin], {
  cwd: root,
  stdio: 'inherit',
});
server.stop();
await new Promise((resolve) =>
  server.child.exitCode === null ? server.child.once('exit', resolve) : resolve(),
);
rmSync(unused, { recursive: true, force: true });
console.log(
  `test:postgres: contract:check ${check.status === 0 ? 'passed' : 'FAILED'} on PostgreSQL (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(check.status === 0 ? 0 : 1);
