/**
 * npm run test:prod: the production build run for real, as `npm run serve:prod` serves it
 * (docs/api-server.md, 'The production build'), checked end to end:
 *   1. builds the production bundle (VITE_API_BASE=/, no MSW) into its own folder, with the
 *      build check and the gzip copies of `npm run build`;
 *   2. serves it through deploy/nginx with the API server in production mode behind /api/ on
 *      a fresh database (scripts/hosting/nginx.mjs), on a port of its own (8180);
 *   3. runs `npm run contract:check` against it;
 *   4. runs the production walks (tests/e2e-prod: a tenant pays rent by the simulated
 *      M-Pesa, staff allocate a Paybill payment Safaricom reported, the owner's statement);
 *   5. stops the server, and exits non-zero when either check failed.
 *
 *   node scripts/test-prod.mjs [--port 8180] [--out-dir dist-prod-e2e] [--skip-build]
 *   node scripts/test-prod.mjs --serve-only ...   build and serve only, in the foreground
 *       (tests/e2e-prod/playwright.config.ts's web server when the walks run alone)
 */
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.E2E_PROD_PORT ?? '8180' },
    'out-dir': { type: 'string', default: 'dist-prod-e2e' },
    'serve-only': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const outDir = values['out-dir'];
const origin = `http://localhost:${port}`;
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Whether something already listens on the port. */
const inUse = () =>
  new Promise((resolvePromise) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });

function run(label, command, args, env = {}) {
  console.log(`== ${label} (${seconds()})`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

if (await inUse()) {
  console.error(`test:prod: port ${port} is in use; stop what listens there or pass --port.`);
  process.exit(1);
}

if (!values['skip-build']) {
  const built =
    run(
      'production build',
      process.execPath,
      [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        VITE_API_BASE: '/',
        OUT_DIR: outDir,
      },
    ) &&
    run('build check', process.execPath, ['scripts/check-build.mjs', outDir]) &&
    run('gzip copies', process.execPath, ['scripts/hosting/precompress.mjs', outDir]);
  if (!built) process.exit(1);
}

// nginx in the foreground with the API server as its child, in a process group of its own.
console.log(`== serving ${outDir} at ${origin} (${seconds()})`);
const server = spawn(
  process.execPath,
  [
    'scripts/hosting/nginx.mjs',
    'serve',
    '--dist',
    outDir,
    '--port',
    String(port),
    '--api',
    'production',
    '--api-data',
    `.data/test-prod-${port}`,
  ],
  { cwd: root, stdio: 'inherit', detached: !values['serve-only'] },
);

if (values['serve-only']) {
  const stop = () => server.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
} else {
  let exited = false;
  server.on('exit', () => (exited = true));
  const stopServer = async () => {
    if (exited) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return;
    }
    for (let i = 0; i < 100 && !exited; i++) await new Promise((r) => setTimeout(r, 100));
  };
  process.on('exit', () => {
    if (!exited) process.kill(-server.pid, 'SIGKILL');
  });

  // nginx starts once the API server listens.
  const until = Date.now() + 120_000;
  let up = false;
  while (!up && !exited && Date.now() < until) {
    up = await fetch(`${origin}/app-shell.html`).then(
      (response) => response.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  if (!up) {
    console.error('test:prod: the server did not start.');
    await stopServer();
    process.exit(1);
  }

  const contractPassed = run('contract:check', process.execPath, [
    'scripts/api/contract-check.mjs',
    '--base',
    origin,
  ]);
  const walksPassed = run(
    'the production walks (tests/e2e-prod)',
    process.execPath,
    [
      resolve(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'tests/e2e-prod/playwright.config.ts',
    ],
    { E2E_PROD_PORT: String(port), E2E_PROD_OUT_DIR: outDir },
  );
  await stopServer();
  console.log(
    `test:prod: contract:check ${contractPassed ? 'passed' : 'FAILED'}, the walks ${walksPassed ? 'passed' : 'FAILED'} (${seconds()})`,
  );
  process.exit(contractPassed && walksPassed ? 0 : 1);
}
