// Build-time prerendering of the public pages (product rules, 'Static-first public pages').
//
// Runs after every client build (the `prerender` plugin in vite.config.ts calls it; it
// also runs alone: `node scripts/prerender/prerender.mjs [outDir] [mode]`):
//  1. builds src/entry-prerender.tsx for Node (`vite build --ssr`, into a cache folder);
//  2. keeps the built index.html as `app-shell.html`: the page every other path gets
//     (console, sign-in, the admin host), rendered in the browser;
//  3. defers the app's script on those pages to after the window's load (boot.js);
//  4. renders every public page with React Router's static APIs and writes it to
//     `<outDir>/<path>/index.html` (the home page to `<outDir>/index.html`), with its own
//     title, meta and canonical tags, and its markup in #root marked `data-prerendered`;
//  5. writes sitemap.xml and points robots.txt at it;
//  6. writes the build's Content-Security-Policy to `<outDir>/.hosting/csp.json` (deploy/nginx serves it).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contentSecurityPolicies, inlineScriptHashes } from '../hosting/csp.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

/** The file a public path is served from. */
export const htmlFileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** The name of the client-rendered shell in the output. */
export const APP_SHELL = 'app-shell.html';

const escapeXml = (text) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c],
  );

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The template for prerendered pages: the app's module script and its preloads give way
 * to the boot loader (boot.js), which fetches them once the page has loaded, so the first
 * paint waits for nothing but the HTML and the stylesheet.
 */
export function staticFirstTemplate(template, bootFile) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script to defer');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot = `\n    <script defer src="/${bootFile}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, boot);
}

/** Writes boot.js into `<outDir>/assets/` under a content hash (cached for a year like every asset). */
function writeBootLoader(out) {
  const code = readFileSync(join(here, 'boot.js'));
  const file = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(out, file), code);
  return file;
}

/** The built index.html turned into one page: its head tags, its markup, no script-only notice. */
export function pageHtml(template, path, page) {
  const withHead = template
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('</head>', `    ${page.head}\n  </head>`)
    .replace(/\s*<noscript><p class="noscript-note">[^<]*<\/p><\/noscript>/, '');
  const marker = '<div id="root"></div>';
  if (!withHead.includes(marker)) throw new Error('index.html has no empty <div id="root"></div>');
  return withHead.replace(marker, `<div id="root" data-prerendered="${path}">${page.body}</div>`);
}

function sitemap(siteUrl, paths) {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt (a plain file in public/) with the Sitemap line for this build's site address. */
function robots(text, siteUrl) {
  const rules = text.replace(/^Sitemap:.*\n?/gim, '').trimEnd();
  return `${rules}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export async function prerender({ outDir = 'dist', mode = 'production', logLevel = 'warn' } = {}) {
  const started = performance.now();
  process.env.NODE_ENV = 'production'; // the same React build as the client's
  const out = resolve(root, outDir);
  const serverDir = resolve(root, 'node_modules/.cache/prerender', mode);
  rmSync(serverDir, { recursive: true, force: true });

  const { build } = await import('vite');
  await build({
    root,
    mode,
    logLevel,
    configFile: resolve(root, 'vite.config.ts'),
    // redux-persist's ES build imports without file extensions, which Node cannot load.
    ssr: { noExternal: ['redux-persist'] },
    build: {
      ssr: 'src/entry-prerender.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'entry-prerender.mjs' } },
    },
  });

  const entry = await import(pathToFileURL(join(serverDir, 'entry-prerender.mjs')).href);
  const { JSDOM } = await import('jsdom');
  entry.setSanitizerWindow(new JSDOM('').window);

  const shell = readFileSync(join(out, 'index.html'), 'utf8');
  writeFileSync(join(out, APP_SHELL), shell);
  const template = staticFirstTemplate(shell, writeBootLoader(out));

  const paths = await entry.prerenderPaths();
  const pages = [];
  for (const path of paths) {
    const html = pageHtml(template, path, await entry.renderPage(path));
    const file = join(out, htmlFileFor(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    pages.push(html);
  }

  // The build's Content-Security-Policy (served by deploy/nginx; hashes of any inline script).
  const csp = contentSecurityPolicies({
    ...entry.cspInputs,
    scriptHashes: inlineScriptHashes([shell, ...pages]),
  });
  mkdirSync(join(out, '.hosting'), { recursive: true });
  writeFileSync(join(out, '.hosting/csp.json'), `${JSON.stringify(csp, null, 2)}\n`);

  writeFileSync(join(out, 'sitemap.xml'), sitemap(entry.siteUrl, paths));
  writeFileSync(
    join(out, 'robots.txt'),
    robots(readFileSync(join(root, 'public/robots.txt'), 'utf8'), entry.siteUrl),
  );
  const ms = Math.round(performance.now() - started);
  console.log(`prerender: ${paths.length} public pages into ${outDir}/ in ${ms} ms`);
  return paths;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [outDir, mode] = process.argv.slice(2);
  prerender({ outDir, mode }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
