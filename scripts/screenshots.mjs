/**
 * `npm run screenshots`: a full-page screenshot of every public page and every console
 * screen at 360 and 1440 px wide, to review layouts (product rules, 'Accessibility and
 * quality bars': every route works on a 360 px phone and a 1440 px desktop).
 *
 * It shoots a running site with the mock API and starts no server: `npm run demo` (the
 * default base, http://localhost:4173), or `npm run dev` with `--base http://localhost:5173`.
 * Public pages: the paths of the site's /sitemap.xml (a build has one), else a fixed list.
 * Sign-in screens: /login and /admin-login of the public host, /login of the admin host.
 * Console screens, on the admin host (`admin.` before the base's host name, as the app
 * derives it): signed in with the administrator login, the dashboards (/, /admin, /manager,
 * /user), the email centre (list, compose, the first email) and the contact submissions
 * (list, the first one). Portal pages, on the public host: signed in as the demo tenant
 * (user@example.com), /user, /user/payments and the receipt of their latest payment.
 *
 *   --base URL          the public host (default http://localhost:4173)
 *   --admin-base URL    the admin host (default: the base with `admin.` before its host name)
 *   --out DIR           where the PNGs go (default test-results/screenshots, git-ignored):
 *                       DIR/<width>/<public|sign-in|console|portal>/<page>.png
 *   --widths 360,1440   viewport widths
 *   --only NAME         public, sign-in, console or portal: one group only
 *   --username, --password   the administrator login (default the demo's, server/domain/data/demo-passwords.mjs)
 *
 * Chromium: scripts/chromium.mjs. Prints one line per screenshot and exits 1 when a page
 * failed (its error is printed; the others are still taken) or when nothing answers at the
 * base. Not part of `npm test`.
 */
import { mkdirSync } from 'node:fs';
import { get } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../server/domain/data/demo-passwords.mjs';
import { launchChromium } from './chromium.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const GROUPS = ['public', 'sign-in', 'console', 'portal'];
/** Public pages when the site has no sitemap (the dev server). */
const FALLBACK_PUBLIC_PATHS = [
  '/',
  '/about-us',
  '/rent-collection',
  '/tenant-management',
  '/property-management',
  '/assessment',
  '/mri-filing',
  '/property-marketing',
  '/project-management',
  '/community-blog',
  '/article/market-trends-1',
  '/faq',
  '/contact',
  '/properties',
  '/privacy-policy',
  '/terms-of-service',
  '/coming-soon',
  '/pricing',
  '/project',
  '/tenants',
  '/signup',
];
const SIGN_IN_SCREENS = [
  { host: 'public', path: '/login', name: 'login' },
  { host: 'public', path: '/admin-login', name: 'admin-login' },
  { host: 'admin', path: '/login', name: 'admin-host-login' },
];
const CONSOLE_PATHS = [
  '/',
  '/admin',
  '/manager',
  '/user',
  '/admin-emails',
  '/admin-emails/compose',
  '/admin-contacts',
  '/admin-payments',
];
/** The customer portal's pages, as the demo tenant (user@example.com) sees them; the receipt is the latest payment's. */
const PORTAL_PATHS = ['/user', '/user/payments'];
const TENANT = { email: 'user@example.com', password: DEMO_PASSWORD };
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
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const widths = values.widths.split(',').map(Number);
  if (!widths.every((w) => Number.isInteger(w) && w > 0)) throw new Error(`bad --widths "${values.widths}"`);
  if (values.only && !GROUPS.includes(values.only)) throw new Error(`--only takes ${GROUPS.join(', ')}`);
  const base = new URL(values.base).origin;
  const adminUrl = new URL(values['admin-base'] ?? base);
  if (!values['admin-base'] && !adminUrl.hostname.startsWith('admin.'))
    adminUrl.hostname = `admin.${adminUrl.hostname}`;
  return { ...values, base, adminBase: adminUrl.origin, widths, out: resolve(ROOT, values.out) };
}

/** The status of a GET, or 0 when nothing answers (node:http: fetch refuses some ports). */
function statusOf(url) {
  return new Promise((done) => {
    const req = get(url, (res) => (res.resume(), done(res.statusCode ?? 0)));
    req.setTimeout(5000, () => req.destroy());
    req.on('error', () => done(0));
  });
}

async function publicPaths(base) {
  try {
    const res = await fetch(`${base}/sitemap.xml`);
    const xml = res.ok ? await res.text() : '';
    const paths = [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
    if (paths.length > 0) return paths;
  } catch {
    // no sitemap: the fixed list
  }
  return FALLBACK_PUBLIC_PATHS;
}

const slug = (path) => path.replace(/^\/+|\/+$/g, '').replace(/[^A-Za-z0-9-]+/g, '-') || 'home';

/** Waits until the app has started (main.tsx marks it) and the page has settled. */
async function settle(page) {
  await page.waitForSelector('html[data-app="ready"]', { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

/** Signs the page's origin in with the administrator login (the mock API answers in the page). */
async function signIn(page, origin, credentials) {
  await page.goto(`${origin}/login`);
  await settle(page);
  const session = await page.evaluate(async ({ username, password }) => {
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
    return {
      email: await first('/api/admin/emails'),
      submission: await first('/api/admin/contact-submissions'),
    };
  }, credentials);
  if (session.error) throw new Error(session.error);
  return session;
}

/** Signs the public origin in as the demo tenant; returns the id of the latest payment on their statement. */
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
  return session;
}

async function main() {
  const opts = options();
  if (opts.help) {
    console.log(
      'Usage: npm run screenshots -- [--base URL] [--admin-base URL] [--out DIR] [--widths 360,1440] [--only public|sign-in|console|portal]',
    );
    return;
  }
  if ((await statusOf(opts.base)) === 0) {
    console.error(
      `screenshots: nothing answers at ${opts.base}. Start the site first: \`npm run demo\` ` +
        '(or `npm run dev` and pass --base http://localhost:5173).',
    );
    process.exitCode = 1;
    return;
  }
  const wanted = (group) => !opts.only || opts.only === group;
  const shots = [];
  if (wanted('public')) {
    for (const path of await publicPaths(opts.base))
      shots.push({ group: 'public', origin: opts.base, path, name: slug(path) });
  }
  if (wanted('sign-in')) {
    for (const s of SIGN_IN_SCREENS)
      shots.push({
        group: 'sign-in',
        origin: s.host === 'admin' ? opts.adminBase : opts.base,
        path: s.path,
        name: s.name,
      });
  }

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
      for (const shot of shots) await take(shot);
      if (wanted('console')) {
        try {
          const first = await signIn(page, opts.adminBase, opts);
          const paths = [...CONSOLE_PATHS];
          if (first.email) paths.push(`/admin-emails/view/${encodeURIComponent(first.email)}`);
          if (first.submission) paths.push(`/admin-contacts/view/${encodeURIComponent(first.submission)}`);
          for (const path of paths) {
            const name = path === '/' ? 'dashboard' : slug(path.replace(/\/view\/.*/, '/view'));
            await take({ group: 'console', origin: opts.adminBase, path, name });
          }
        } catch (error) {
          failed += 1;
          console.error(
            `${width} console: FAILED to sign in on ${opts.adminBase}: ${error.message.split('\n')[0]}`,
          );
        }
      }
      if (wanted('portal')) {
        try {
          const { payment } = await signInAsTenant(page, opts.base);
          const paths = [...PORTAL_PATHS];
          if (payment) paths.push(`/user/receipts/${encodeURIComponent(payment)}`);
          for (const path of paths) {
            const name = slug(path.replace(/\/receipts\/.*/, '/receipt'));
            await take({ group: 'portal', origin: opts.base, path, name });
          }
        } catch (error) {
          failed += 1;
          console.error(
            `${width} portal: FAILED to sign in on ${opts.base}: ${error.message.split('\n')[0]}`,
          );
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
