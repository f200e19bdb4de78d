/**
 * `npm run bench:lh`: Lighthouse performance of the public pages, production build.
 * Builds (`npm run build`, skipped with --no-build), serves dist/ through the production
 * nginx configuration (deploy/nginx: gzip, caching, CSP; `vite preview` where there is no nginx),
 * audits every page of dist/sitemap.xml (path only, always on http://localhost:<port>;
 * a fixed list when there is no sitemap) with Lighthouse's default mobile preset, one
 * fresh Chromium per run, runs alternating across pages, and prints the median of each
 * metric as a markdown table on stdout (progress goes to stderr).
 *
 *   --no-build           audit the existing dist/
 *   --port N             server port (default 4190)
 *   --paths /,/faq       pages to audit instead of the sitemap
 *   --runs N             runs per page (default 3)
 *   --compare NAME=URL   extra page (any absolute URL) reported under NAME; repeatable
 *   --json FILE          also write the medians as JSON
 *
 * It measures, never asserts: the budget line is informational and the exit code is 0
 * whatever the numbers; non-zero only for errors (build, server, a failed Lighthouse run).
 * Chromium: scripts/chromium.mjs (CHROMIUM_PATH overrides its path). Not part of `npm test`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(ROOT, 'dist');
const VITE = resolve(ROOT, 'node_modules/.bin/vite');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** nginx through the repository's configuration, as production serves it; else vite preview. */
const serverCommand = (port) =>
  existsSync(NGINX)
    ? [process.execPath, ['scripts/hosting/nginx.mjs', 'serve', '--dist', 'dist', '--port', String(port)], 'nginx']
    : [VITE, ['preview', '--outDir', 'dist', '--port', String(port), '--strictPort'], 'vite preview'];
const FALLBACK_PATHS = [
  '/',
  '/about-us',
  '/community-blog',
  '/article/market-trends-1',
  '/faq',
  '/contact',
  '/properties',
  '/rent-collection',
  '/mri-filing',
  '/privacy-policy',
  '/pricing',
];
/** The shared flags (scripts/chromium.mjs), plus what chrome-launcher does not add itself. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--disable-dev-shm-usage'];
const BUDGET = { perf: 95, lcpMs: 1500, tbtMs: 150, cls: 0.02, homeJsKiB: 150, homeRequests: 25 };

const log = (...args) => console.error(...args);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const secs = (ms) => (ms / 1000).toFixed(2);

function options() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      port: { type: 'string', default: '4190' },
      paths: { type: 'string' },
      runs: { type: 'string', default: '3' },
      compare: { type: 'string', multiple: true, default: [] },
      json: { type: 'string' },
    },
  });
  const port = Number(values.port);
  const runs = Number(values.runs);
  if (!Number.isInteger(port) || !Number.isInteger(runs) || runs < 1) throw new Error('bad --port or --runs');
  return { ...values, port, runs };
}

function build() {
  // The build's stdout goes to our stderr so stdout holds only the table.
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['inherit', 2, 'inherit'] });
  if (status !== 0) throw new Error(`npm run build failed (exit ${status})`);
}

function sitemapPaths() {
  const file = resolve(DIST, 'sitemap.xml');
  if (!existsSync(file)) return FALLBACK_PATHS;
  const locs = [...readFileSync(file, 'utf8').matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)];
  return locs.map(([, loc]) => new URL(loc).pathname);
}

function targets(opts) {
  const origin = `http://localhost:${opts.port}`;
  const paths = opts.paths ? opts.paths.split(',').map((p) => p.trim()) : sitemapPaths();
  const pages = paths.map((path) => ({ name: path, url: origin + path, compare: false }));
  const extra = opts.compare.map((arg) => {
    const eq = arg.indexOf('=');
    if (eq < 1) throw new Error(`--compare expects NAME=URL, got "${arg}"`);
    return { name: arg.slice(0, eq), url: new URL(arg.slice(eq + 1)).href, compare: true };
  });
  return [...pages, ...extra].map((t) => ({ ...t, runs: [] }));
}

// node:http, not fetch: fetch refuses 4190 (on the Fetch standard's blocked-port list), Chromium does not.
function answers200(url) {
  return new Promise((done) => {
    const req = get(url, (res) => (res.resume(), done(res.statusCode === 200)));
    req.setTimeout(2000, () => req.destroy());
    req.on('error', () => done(false));
  });
}

async function startServer(port) {
  const url = `http://localhost:${port}/`;
  // Otherwise the poll below could take another server's answer for ours.
  if (await answers200(url)) throw new Error(`port ${port} is already in use`);
  const [command, args, name] = serverCommand(port);
  log(`serving dist/ with ${name}`);
  const server = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${name} exited (code ${server.exitCode})`);
    if ((await answers200(url)) && server.exitCode === null) return server;
    await sleep(250);
  }
  server.kill();
  throw new Error(`${name} did not answer on port ${port} within 30 s`);
}

function metrics(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    perf: Math.round(lhr.categories.performance.score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKiB: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    requests: requests.length,
  };
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
  });
  try {
    const flags = { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' };
    const lhr = (await lighthouse(url, flags))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError)
      throw new Error(`Lighthouse ${lhr.runtimeError.code} on ${url}: ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings) log(`  warning (${url}): ${warning}`);
    return metrics(lhr);
  } finally {
    chrome.kill();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function medians(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
}

function row(name, m) {
  const cells = [name, Math.round(m.perf), secs(m.fcpMs), secs(m.lcpMs), Math.round(m.tbtMs)];
  return `| ${[...cells, m.cls.toFixed(3), m.jsKiB.toFixed(1), Math.round(m.requests)].join(' | ')} |`;
}

function summary(m) {
  const timing = `FCP ${secs(m.fcpMs)} s LCP ${secs(m.lcpMs)} s TBT ${Math.round(m.tbtMs)} ms`;
  return `perf ${Math.round(m.perf)} ${timing} CLS ${m.cls.toFixed(3)} JS ${m.jsKiB.toFixed(1)} KiB ${m.requests} req`;
}

function overBudget(path, m) {
  const failed = [];
  if (m.perf < BUDGET.perf) failed.push(`perf ${Math.round(m.perf)} < ${BUDGET.perf}`);
  if (m.lcpMs > BUDGET.lcpMs) failed.push(`LCP ${secs(m.lcpMs)} s > ${secs(BUDGET.lcpMs)} s`);
  if (m.tbtMs > BUDGET.tbtMs) failed.push(`TBT ${Math.round(m.tbtMs)} ms > ${BUDGET.tbtMs} ms`);
  if (m.cls > BUDGET.cls) failed.push(`CLS ${m.cls.toFixed(3)} > ${BUDGET.cls}`);
  if (path === '/' && m.jsKiB > BUDGET.homeJsKiB)
    failed.push(`JS ${m.jsKiB.toFixed(1)} KiB > ${BUDGET.homeJsKiB} KiB`);
  if (path === '/' && m.requests > BUDGET.homeRequests)
    failed.push(`requests ${Math.round(m.requests)} > ${BUDGET.homeRequests}`);
  return failed;
}

function report(results) {
  const header = ['page', 'perf', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KiB', 'requests'];
  const lines = [`| ${header.join(' | ')} |`, `| --- |${' ---: |'.repeat(header.length - 1)}`];
  const pages = results.filter((r) => !r.compare);
  for (const r of [...pages, ...results.filter((r) => r.compare)]) lines.push(row(r.name, r.median));
  const worst = pages.reduce((a, b) => (b.median.perf < a.median.perf ? b : a));
  const { perf, lcpMs, tbtMs } = worst.median;
  lines.push(
    '',
    `worst page: ${worst.name} (perf ${Math.round(perf)}, LCP ${secs(lcpMs)} s, TBT ${Math.round(tbtMs)} ms)`,
  );
  const over = pages.map((r) => [r.name, overBudget(r.name, r.median)]).filter(([, failed]) => failed.length);
  const list = over.map(([name, failed]) => `${name} (${failed.join(', ')})`).join(', ');
  const plural = over.length === 1 ? 'page' : 'pages';
  lines.push(
    over.length ? `budget: ${over.length} ${plural} over budget: ${list}` : 'budget: all pages within budget',
  );
  return lines.join('\n');
}

async function main() {
  const opts = options();
  const list = targets(opts);
  if (!list.some((t) => !t.compare)) throw new Error('no pages to audit');
  if (!opts['no-build']) build();
  const server = await startServer(opts.port);
  const stop = () => (server.kill(), chromeLauncher.killAll());
  process.on('SIGINT', () => (stop(), process.exit(130)));
  try {
    for (let run = 1; run <= opts.runs; run++) {
      for (const t of list) {
        const m = await audit(t.url);
        t.runs.push(m);
        log(`[run ${run}/${opts.runs}] ${t.name} ${summary(m)}`);
      }
    }
  } finally {
    stop();
  }
  const results = list.map(({ name, url, compare, runs }) => ({ name, url, compare, median: medians(runs) }));
  console.log(report(results));
  if (opts.json) writeFileSync(opts.json, JSON.stringify({ runs: opts.runs, results }, null, 2) + '\n');
}

main().catch((error) => {
  log(`bench-lh: ${error.message}`);
  process.exitCode = 1;
});
