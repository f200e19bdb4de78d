/**
 * `npm run screenshots`: a full-page screenshot of every screen of the route table
 * (src/app/routes.tsx) at 360 and 1440 px wide, to review layouts (product rules,
 * 'Accessibility and quality bars': every route works on a 360 px phone and a 1440 px desktop).
 *
 * The screens come from the route table, read without React as the tests read it
 * (tests/fixtures.ts: `routeEntries`, `visitPath`), so a new route is shot with no change here:
 * - public: the public host's routes anyone may see (access `anyone`);
 * - sign-in: the sign-in routes (access `signIn`) of the public host, then of the admin host;
 * - console: the admin host's console routes the administrator may open (the access rules of
 *   src/session/access.ts), signed in with the administrator login;
 * - portal: the public host's console routes a customer (role `user`) may open, signed in as
 *   the demo tenant (user@example.com).
 * A route with an id in its path is visited at the route table's example (`visitPath`); one
 * without an example is skipped, and the script says which. Once signed in, the routes of
 * LIVE_IDS show the first item the API lists (the tenant's latest payment for the receipt)
 * rather than the example's id, which names none; with no item they keep the example.
 * Each PNG is named by its route's id.
 *
 * The route table is TypeScript, so the script runs with tsx: `npm run screenshots -- ...`
 * or `npx tsx scripts/screenshots.mjs ...`. It shoots a running site with the mock API and
 * starts no server: `npm run demo` (the default base, http://localhost:4173), or `npm run dev`
 * with `--base http://localhost:5173`.
 *
 *   --base URL          the public host (default http://localhost:4173)
 *   --admin-base URL    the admin host (default: the base with `admin.` before its host name)
 *   --out DIR           where the PNGs go (default test-results/screenshots, git-ignored):
 *                       DIR/<width>/<public|sign-in|console|portal>/<route id>.png
 *   --widths 360,1440   viewport widths
 *   --only NAME         public, sign-in, console or portal: one group only
 *   --username, --password   the administrator login (default the demo's, server/domain/data/demo-passwords.mjs)
 *   --dry-run           print each URL it would shoot, and the routes it skips, then stop:
 *                       no browser, no running site needed
 *
 * Chromium: scripts/chromium.mjs. Prints one line per screenshot and exits 1 when a page
 * failed (its error is printed; the others are still taken) or when nothing answers at the
 * base. Not part of `npm test`.
 */
import { mkdirSync } from 'node:fs';
import { get } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ADMIN_PASSWORD } from '../server/domain/data/demo-passwords.mjs';
import { mayOpen } from '../src/session/access.ts';
import {
  ADMIN_SESSION,
  CUSTOMER_SESSION,
  CUSTOMER_USER,
  DEMO_PASSWORD,
  routeEntries,
  visitPath,
} from '../tests/fixtures.ts';
import { launchChromium } from './chromium.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** The access rules of console screens (src/config/route-meta.ts, `ConsoleAccess`). */
const CONSOLE_ACCESS = ['admin', 'manager', 'signedIn'];
/** The console access rules a session may open. */
const accessOf = (session) => CONSOLE_ACCESS.filter((access) => mayOpen(session, access));
/** Each group's routes: a host's routes of some access rules, in route-table order. */
const GROUPS = {
  public: [{ host: 'public', access: ['anyone'] }],
  'sign-in': [
    { host: 'public', access: ['signIn'] },
    { host: 'admin', access: ['signIn'] },
  ],
  console: [{ host: 'admin', access: accessOf(ADMIN_SESSION) }],
  portal: [{ host: 'public', access: accessOf(CUSTOMER_SESSION) }],
};
const GROUP_NAMES = Object.keys(GROUPS);
/**
 * Routes whose example id names no item: once signed in, the first item of the list the
 * API answers here stands in for it. The receipt's is the tenant's latest payment.
 */
const LIVE_IDS = {
  'admin-email': '/api/admin/emails',
  'admin-contact': '/api/admin/contact-submissions',
  'admin-maintenance-request': '/api/admin/maintenance',
};
const RECEIPT_ROUTE = 'user-receipt';
const TENANT = { email: CUSTOMER_USER.email, password: DEMO_PASSWORD };
const HEIGHT = { 360: 800 };
const DEFAULT_HEIGHT = 900;

function options() {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'http://localhost:4173' },
      'admin-base': { type: 'string' },
      out: { type: 'string', default: 'test-results/screenshots' },
      widths: { type: 'string', default: '360,1440' },
      only: { type: 'string' },
      username: { type: 'string', default: 'admin' },
      password: { type: 'string', default: ADMIN_PASSWORD },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const widths = values.widths.split(',').map(Number);
  if (!widths.every((w) => Number.isInteger(w) && w > 0)) throw new Error(`bad --widths "${values.widths}"`);
  if (values.only && !GROUP_NAMES.includes(values.only))
    throw new Error(`--only takes ${GROUP_NAMES.join(', ')}`);
  const base = new URL(values.base).origin;
  const adminUrl = new URL(values['admin-base'] ?? base);
  if (!values['admin-base'] && !adminUrl.hostname.startsWith('admin.'))
    adminUrl.hostname = `admin.${adminUrl.hostname}`;
  return {
    ...values,
    dryRun: values['dry-run'],
    base,
    adminBase: adminUrl.origin,
    widths,
    out: resolve(ROOT, values.out),
  };
}

const slug = (text) => text.replace(/^\/+|\/+$/g, '').replace(/[^A-Za-z0-9-]+/g, '-') || 'home';

/**
 * What to shoot, from the route table: per group, in table order, each route's URL at its
 * visit path. `skipped`: the routes with an id in their path and no example.
 */
function plan(opts) {
  const shots = [];
  const skipped = [];
  for (const group of GROUP_NAMES.filter((name) => !opts.only || opts.only === name)) {
    for (const { host, access } of GROUPS[group]) {
      for (const entry of routeEntries(host, access)) {
        if (entry.path.includes(':') && !entry.example) {
          skipped.push({ group, id: entry.id, path: entry.path });
          continue;
        }
        shots.push({
          group,
          id: entry.id,
          origin: host === 'admin' ? opts.adminBase : opts.base,
          path: visitPath(entry),
          pattern: entry.path,
          name: slug(entry.id),
        });
      }
    }
  }
  return { shots, skipped };
}

/** The shot's path once signed in: a live item's id in its pattern, when there is one. */
const livePath = (shot, ids) =>
  ids[shot.id] ? shot.pattern.replace(':id', encodeURIComponent(ids[shot.id])) : shot.path;

function printPlan(opts, { shots, skipped }) {
  console.log(
    `Screenshots at ${opts.widths.join(' and ')} px: ${shots.length} screens, ` +
      `${join(opts.out, '<width>', '<group>', '<route id>.png')}`,
  );
  for (const shot of shots) {
    const live =
      shot.id in LIVE_IDS
        ? ` (signed in: the first of GET ${LIVE_IDS[shot.id]})`
        : shot.id === RECEIPT_ROUTE
          ? " (signed in: the tenant's latest payment)"
          : '';
    console.log(`${shot.group.padEnd(8)} ${`${shot.origin}${shot.path}`.padEnd(56)} ${shot.name}${live}`);
  }
  for (const { group, id, path } of skipped)
    console.log(`skipped  ${group} ${id} (${path}): an id in its path and no example in the route table`);
}

/** The status of a GET, or 0 when nothing answers (node:http: fetch refuses some ports). */
function statusOf(url) {
  return new Promise((done) => {
    const req = get(url, (res) => (res.resume(), done(res.statusCode ?? 0)));
    req.setTimeout(5000, () => req.destroy());
    req.on('error', () => done(0));
  });
}

/** Waits until the app has started (main.tsx marks it) and the page has settled. */
async function settle(page) {
  await page.waitForSelector('html[data-app="ready"]', { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

/**
 * Signs the page's origin in with the administrator login (the mock API answers in the page);
 * returns the first item's id of each list of LIVE_IDS, by route id.
 */
async function signIn(page, origin, { username, password }) {
  await page.goto(`${origin}/login`);
  await settle(page);
  const session = await page.evaluate(
    async ({ username, password, lists }) => {
      const res = await fetch('/api/auth/admin-login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (!res.ok) return { error: `POST /api/auth/admin-login answered ${res.status}` };
      const { token, user } = await res.json();
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('isAdminAuthenticated', 'true');
      const first = async (path) => {
        const list = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
        return list.ok ? ((await list.json())[0]?.id ?? null) : null;
      };
      const ids = {};
      for (const [routeId, path] of lists) ids[routeId] = await first(path);
      return { ids };
    },
    { username, password, lists: Object.entries(LIVE_IDS) },
  );
  if (session.error) throw new Error(session.error);
  return session.ids;
}

/** Signs the public origin in as the demo tenant; returns the receipt route's id: their latest payment. */
async function signInAsTenant(page, origin) {
  await page.goto(`${origin}/login`);
  await settle(page);
  const session = await page.evaluate(async ({ email, password }) => {
    const res = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) return { error: `POST /api/auth/login answered ${res.status}` };
    const { token, user } = await res.json();
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    const get = async (path) => {
      const answer = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
      return answer.ok ? answer.json() : null;
    };
    const lease = (await get('/api/portal/me'))?.leases?.[0];
    const account = lease ? await get(`/api/portal/leases/${encodeURIComponent(lease.id)}/account`) : null;
    return { payment: account?.entries?.find((entry) => entry.paymentId)?.paymentId ?? null };
  }, TENANT);
  if (session.error) throw new Error(session.error);
  return { [RECEIPT_ROUTE]: session.payment };
}

async function main() {
  const opts = options();
  if (opts.help) {
    console.log(
      'Usage: npm run screenshots -- [--base URL] [--admin-base URL] [--out DIR] [--widths 360,1440] ' +
        '[--only public|sign-in|console|portal] [--username NAME] [--password PASSWORD] [--dry-run]',
    );
    return;
  }
  const planned = plan(opts);
  if (opts.dryRun) {
    printPlan(opts, planned);
    console.log('Dry run: nothing shot.');
    return;
  }
  for (const { group, id, path } of planned.skipped)
    console.log(`skipped ${group} ${id} (${path}): an id in its path and no example in the route table`);
  if ((await statusOf(opts.base)) === 0) {
    console.error(
      `screenshots: nothing answers at ${opts.base}. Start the site first: \`npm run demo\` ` +
        '(or `npm run dev` and pass --base http://localhost:5173).',
    );
    process.exitCode = 1;
    return;
  }
  const inGroup = (group) => planned.shots.filter((shot) => shot.group === group);

  const browser = await launchChromium();
  let failed = 0;
  try {
    for (const width of opts.widths) {
      const context = await browser.newContext({
        viewport: { width, height: HEIGHT[width] ?? DEFAULT_HEIGHT },
      });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const take = async ({ group, origin, path, name }) => {
        const file = join(opts.out, String(width), group, `${name}.png`);
        errors.length = 0;
        try {
          await page.goto(`${origin}${path}`);
          await settle(page);
          mkdirSync(join(opts.out, String(width), group), { recursive: true });
          await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
          console.log(
            `${width} ${group} ${path} -> ${file}${errors.length ? ` (page errors: ${errors.join('; ')})` : ''}`,
          );
        } catch (error) {
          failed += 1;
          console.error(`${width} ${group} ${path}: FAILED: ${error.message.split('\n')[0]}`);
        }
      };
      // Signed out first: the public pages and the sign-in screens.
      for (const shot of [...inGroup('public'), ...inGroup('sign-in')]) await take(shot);
      for (const [group, origin, signInTo] of [
        ['console', opts.adminBase, () => signIn(page, opts.adminBase, opts)],
        ['portal', opts.base, () => signInAsTenant(page, opts.base)],
      ]) {
        const shots = inGroup(group);
        if (shots.length === 0) continue;
        try {
          const ids = await signInTo();
          for (const shot of shots) await take({ ...shot, path: livePath(shot, ids) });
        } catch (error) {
          failed += 1;
          console.error(`${width} ${group}: FAILED to sign in on ${origin}: ${error.message.split('\n')[0]}`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`Screenshots in ${opts.out}${failed ? `; ${failed} failed` : ''}.`);
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`screenshots: ${error.message}`);
  process.exitCode = 1;
});
