/**
 * npm run test:prod: the production build run for real, as `npm run serve:prod` serves it
 * (docs/api-server.md, 'The production build'), checked end to end:
 *   1. builds the production bundle (VITE_API_BASE=/, no MSW) into its own folder, with the
 *      build check and the gzip copies of `npm run build`;
 *   2. serves it twice through deploy/nginx, each with the API server in production mode behind
 *      /api/ on a fresh database of its own (scripts/hosting/nginx.mjs), on ports of their own
 *      (8180 and 8181);
 *   3. runs `npm run contract:check` against the first and, at the same time, the production
 *      walks against the second (tests/e2e-prod: a tenant pays rent by the simulated M-Pesa,
 *      staff allocate a Paybill payment Safaricom reported, the owner's statement): neither
 *      waits for the other, nor meets the other's sign-ins, limits or money;
 *   4. stops the servers, and exits non-zero when either check failed.
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
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** The contract's server and the walks' server. */
const ports = values['serve-only'] ? [port] : [port, port + 1];

/** Whether something already listens on `at`. */
const inUse = (at) =>
  new Promise((resolvePromise) => {
    const socket = connect({ port: at, host: '127.0.0.1' });
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

/**
 * Runs a command beside others; resolves to whether it passed. Its output is held and printed
 * whole when it ends, unless it is `shown` as it comes (one command at a time may be).
 */
function runBeside(label, command, args, { env = {}, shown = false } = {}) {
  console.log(`== ${label} (${seconds()})`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolvePromise) => {
    child.on('close', (code) => {
      if (!shown) {
        console.log(`== ${label}: its output (${seconds()})`);
        process.stdout.write(Buffer.concat(output));
      }
      resolvePromise(code === 0);
    });
  });
}

for (const at of ports) {
  if (await inUse(at)) {
    console.error(`test:prod: port ${at} is in use; stop what listens there or pass --port.`);
    process.exit(1);
  }
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

/** nginx in the foreground with the API server as its child (in a process group of its own unless serving only). */
function serve(at) {
  console.log(`== serving ${outDir} at http://localhost:${at} (${seconds()})`);
  const child = spawn(
    process.execPath,
    [
      'scripts/hosting/nginx.mjs',
      'serve',
      '--dist',
      outDir,
      '--port',
      String(at),
      '--api',
      'production',
      '--api-data',
      `.data/test-prod-${at}`,
    ],
    { cwd: root, stdio: 'inherit', detached: !values['serve-only'] },
  );
  const server = { child, at, exited: false };
  child.on('exit', () => (server.exited = true));
  return server;
}

const servers = ports.map(serve);

if (values['serve-only']) {
  const [{ child }] = servers;
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  const stopServer = async (server) => {
    if (server.exited) return;
    try {
      process.kill(-server.child.pid, 'SIGTERM');
    } catch {
      return;
    }
    for (let i = 0; i < 100 && !server.exited; i++) await new Promise((r) => setTimeout(r, 100));
  };
  const stopServers = () => Promise.all(servers.map(stopServer));
  process.on('exit', () => {
    for (const server of servers) if (!server.exited) process.kill(-server.child.pid, 'SIGKILL');
  });

  // nginx starts once the API server listens.
  const until = Date.now() + 120_000;
  const isUp = async (server) => {
    while (!server.exited && Date.now() < until) {
      const up = await fetch(`http://localhost:${server.at}/app-shell.html`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return true;
      await new Promise((r) => setTimeout(r, 250));
    }
    return false;
  };
  /** Runs a check once its server answers (each starts as soon as its own server is up). */
  const whenUp = async (server, check) => {
    if (await isUp(server)) return check();
    console.error(`test:prod: the server on port ${server.at} did not start.`);
    return false;
  };
  const [contractPassed, walksPassed] = await Promise.all([
    whenUp(servers[0], () =>
      runBeside('contract:check', process.execPath, [
        'scripts/api/contract-check.mjs',
        '--base',
        `http://localhost:${servers[0].at}`,
      ]),
    ),
    whenUp(servers[1], () =>
      runBeside(
        'the production walks (tests/e2e-prod)',
        process.execPath,
        [
          resolve(root, 'node_modules/@playwright/test/cli.js'),
          'test',
          '-c',
          'tests/e2e-prod/playwright.config.ts',
        ],
        { env: { E2E_PROD_PORT: String(servers[1].at), E2E_PROD_OUT_DIR: outDir }, shown: true },
      ),
    ),
  ]);
  await stopServers();
  console.log(
    `test:prod: contract:check ${contractPassed ? 'passed' : 'FAILED'}, the walks ${walksPassed ? 'passed' : 'FAILED'} (${seconds()})`,
  );
  process.exit(contractPassed && walksPassed ? 0 : 1);
}
