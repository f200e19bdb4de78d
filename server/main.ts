import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from './db/database';
import { buildServer } from './http/app';

/**
 * The API server (docs/api-server.md, 'Run'):
 *   node --import tsx server/main.ts [--port 5000] [--host 127.0.0.1] [--data-dir .data/api] [--demo] [--fresh] [--public-url URL]
 * `DATABASE_URL` (postgres://...) puts the data on a PostgreSQL server instead of the embedded
 * engine's folder. `--fresh` empties the folder first (a test run, `npm run serve:prod`).
 * `--public-url` (or `PUBLIC_URL`): the public site's origin, for the links in emails.
 * Prints `API server listening on http://HOST:PORT` once it answers.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.API_PORT ?? '5000' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string', default: process.env.API_DATA_DIR ?? '.data/api' },
    demo: { type: 'boolean', default: process.env.API_DEMO === 'true' },
    fresh: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    'public-url': { type: 'string' },
  },
});

const started = performance.now();
const url = process.env.DATABASE_URL;
const dataDir = resolve(values['data-dir']);
if (values.fresh && !url) rmSync(dataDir, { recursive: true, force: true });
const database = await openDatabase(url ? { url } : { dataDir });
const app = await buildServer({
  database,
  demo: values.demo,
  logger: !values.quiet,
  publicUrl: values['public-url'] || process.env.PUBLIC_URL || undefined,
});
const address = await app.listen({ port: Number(values.port), host: values.host });
console.log(
  `API server listening on ${address} (${database.engine}${url ? '' : `: ${dataDir}`}, ${values.demo ? 'demo mode' : 'production mode'}) in ${Math.round(performance.now() - started)} ms`,
);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
