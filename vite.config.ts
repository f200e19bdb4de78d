import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import { brandCssVariables } from './src/config/theme.ts';

/**
 * Vite copies public/ into the output, MSW's worker included. Only builds with the
 * mock API on (dev, demo, tests) may ship it: remove it from every other build.
 */
function dropMockWorkerWhenMockingOff(mocking: boolean, outDir: string): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    closeBundle() {
      if (!mocking) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * react-phone-input-2 ships as a webpack bundle whose global-object shim ends in
 * `new Function("return this")()`. In an ES module (strict mode) it reaches that line, and
 * the Content-Security-Policy (no 'unsafe-eval') reports a violation on the contact page.
 * `globalThis` is what the shim looks for; nothing else in the library changes.
 */
function phoneInputWithoutEval(): Plugin {
  return {
    name: 'phone-input-without-eval',
    transform(code, id) {
      if (!/react-phone-input-2[\\/]lib[\\/]lib\.js$/.test(id)) return null;
      return { code: code.replace(/(?:new )?Function\("return this"\)\(\)/g, 'globalThis'), map: null };
    },
  };
}

const BRAND_TOKENS_ID = 'virtual:brand-tokens.css';

/**
 * The brand colours as CSS custom properties, from the one source antd reads too
 * (src/config/theme.ts): `import 'virtual:brand-tokens.css'` gives `:root { --brand-navy: ... }`.
 */
function brandTokensCss(): Plugin {
  return {
    name: 'brand-tokens-css',
    resolveId: (id) => (id === BRAND_TOKENS_ID ? `\0${BRAND_TOKENS_ID}` : null),
    load: (id) => (id === `\0${BRAND_TOKENS_ID}` ? `:root { ${brandCssVariables()} }\n` : null),
  };
}

/** After every client build, the public pages are prerendered into it (scripts/prerender/prerender.mjs). */
function prerenderPublicPages(outDir: string, mode: string): Plugin {
  return {
    name: 'prerender-public-pages',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    async closeBundle() {
      // @ts-expect-error: a plain .mjs script, without types
      const { prerender } = (await import('./scripts/prerender/prerender.mjs')) as {
        prerender: (options: { outDir: string; mode: string }) => Promise<string[]>;
      };
      await prerender({ outDir, mode });
    },
  };
}

/**
 * `vite preview` serves a build as the nginx configuration does (deploy/nginx): on the
 * public host a prerendered page at its path, the app shell for any other path; on the
 * admin host the app shell for every page; /api/ to the API server.
 */
function servePrerenderedPages(adminHostPrefix: string): Plugin {
  return {
    name: 'serve-prerendered-pages',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview');
        // The API's paths go on to the API server's proxy (apiServer, below), never to a page.
        const isPage =
          req.method === 'GET' && !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname);
        if (!isPage) return next();
        const adminHost = (req.headers.host ?? '').toLowerCase().startsWith(adminHostPrefix);
        const pageFile = `${url.pathname.replace(/\/$/, '')}/index.html`;
        const prerendered = !adminHost && existsSync(resolve(outDir, `.${pageFile}`));
        req.url = `${prerendered ? pageFile : '/app-shell.html'}${url.search}`;
        next();
      });
    },
  };
}

/**
 * The API server beside Vite (docs/api-server.md, 'Run'): `npm run dev` and `npm run demo`
 * start it in demo mode, with its data in `.data/<mode>` (kept across restarts; 'Reset demo
 * data' resets it), and send /api/ to it on both hosts, so every tab of both hosts shares
 * one data set. Not in Vitest (its API server runs in the test process: server/testing.ts)
 * nor in builds.
 */
function apiServer(mode: string): Plugin {
  return {
    name: 'api-server',
    apply: (_config, { command }) => command === 'serve' && !process.env.VITEST,
    async config() {
      // @ts-expect-error: a plain .mjs script, without types
      const { startApiServer } = (await import('./scripts/api-server.mjs')) as {
        startApiServer: (options: { dataDir: string; demo: boolean }) => Promise<{ origin: string }>;
      };
      const { origin } = await startApiServer({ dataDir: resolve('.data', mode), demo: true });
      const proxy = { '/api': { target: origin, changeOrigin: false, xfwd: true } };
      return { server: { proxy }, preview: { proxy } };
    },
  };
}

const FRAMEWORK_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store|redux-persist)[\\/]/;

/** React, the router and Redux Toolkit's core (not RTK Query, under @reduxjs/toolkit/dist/query). */
const isFrameworkModule = (id: string): boolean =>
  FRAMEWORK_PACKAGES.test(id) ||
  (/node_modules[\\/]@reduxjs[\\/]toolkit[\\/]/.test(id) && !/[\\/]query[\\/]/.test(id));

/**
 * What several public pages share besides the framework (the data the home page, the service
 * pages and the listings show, their small shared parts, and how dates and money show): one
 * file, not nine requests of under 5 KB each on the first load of /. Not the articles' or the
 * legal pages' text, and no stylesheet (every public page's CSS is one file:
 * features/public-site/styles.ts).
 */
const PUBLIC_SHARED_MODULE =
  /[\\/]src[\\/](features[\\/]public-site[\\/](data[\\/](home|services|properties)|shared[\\/][\w-]+|properties[\\/]property-(card|price))|lib[\\/]format)\.tsx?$/;

/** Tests in Node (and jsdom where a file asks for it in its first line), and components' in jsdom. */
const NODE_TESTS = [
  'src/**/*.test.ts',
  'server/**/*.test.ts',
  'mocks/**/*.test.ts',
  'tests/unit/**/*.test.ts',
];
const DOM_TESTS = ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'];
/**
 * Tests that need their modules afresh: what a page does before a module has loaded, and
 * files that replace a module of the app (`vi.mock`), which a module another file loaded first
 * would not see.
 */
const FRESH_MODULE_TESTS = [
  'src/app/console-slices.test.ts',
  'src/features/public-site/enquiry/human-check.test.tsx',
  'src/features/public-site/enquiry/phone-field.test.tsx',
];

/**
 * A Vitest project. The files of a worker share their modules and DOM (`isolate: false`): the
 * in-process API server and antd load once per worker, not once per file, which took the unit
 * tests from about 6 minutes to 3 here (docs/operations.md, 'Test time'); tests/setup.ts gives
 * each file empty storage, the sample data and no session an earlier file left. The files of
 * FRESH_MODULE_TESTS run isolated.
 */
function testProject(
  name: string,
  environment: 'node' | 'jsdom',
  include: string[],
): TestProjectInlineConfiguration {
  const fresh = name.endsWith('-fresh');
  return {
    extends: true,
    test: {
      name,
      environment,
      include,
      exclude: fresh ? configDefaults.exclude : [...configDefaults.exclude, ...FRESH_MODULE_TESTS],
      isolate: fresh,
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocking = env.VITE_API_MOCKING === 'true';
  const outDir = process.env.OUT_DIR ?? (mode === 'demo' ? 'dist-demo' : 'dist');
  return {
    plugins: [
      react(),
      brandTokensCss(),
      phoneInputWithoutEval(),
      dropMockWorkerWhenMockingOff(mocking, outDir),
      prerenderPublicPages(outDir, mode),
      // The API server beside Vite wherever the demo's front runs (dev, demo); never in production.
      ...(mocking ? [apiServer(mode)] : []),
      servePrerenderedPages((env.VITE_ADMIN_HOST_PREFIX || 'admin.').toLowerCase()),
    ],
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    build: {
      outDir,
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The framework every page needs, in one file instead of a dozen small ones. Not
              // RTK Query: it is loaded with the screens that talk to the server (app/api-gate.tsx).
              { name: 'framework', test: isFrameworkModule, priority: 20 },
              {
                name: 'public-shared',
                test: PUBLIC_SHARED_MODULE,
                priority: 15,
                includeDependenciesRecursively: false,
              },
              // The rest of what the entry needs (the modules it imports statically), likewise.
              { name: 'app', tags: ['$initial'], priority: 10 },
            ],
          },
        },
      },
    },
    preview: { port: 4173 },
    test: {
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      // Components (*.test.tsx) run in jsdom; everything else in Node, which starts faster,
      // unless the file asks for a DOM with a `// @vitest-environment jsdom` first line.
      projects: [
        testProject('node', 'node', NODE_TESTS),
        testProject('dom', 'jsdom', DOM_TESTS),
        testProject(
          'node-fresh',
          'node',
          FRESH_MODULE_TESTS.filter((file) => file.endsWith('.ts')),
        ),
        testProject(
          'dom-fresh',
          'jsdom',
          FRESH_MODULE_TESTS.filter((file) => file.endsWith('.tsx')),
        ),
      ],
      css: false,
      testTimeout: 20_000,
      // Vitest's default on 2 cores is one worker; the tests wait on the in-process server as
      // often as on the CPU, so two share the machine well (docs/operations.md, 'Test time').
      maxWorkers: 2,
      // Worker threads, cheaper to start than child processes (docs/operations.md, 'Test time').
      pool: 'threads',
      // A flaky test is a failing test (product rules, 'Accessibility and quality bars'): no retries, in CI too.
      retry: 0,
      restoreMocks: true,
    },
  };
});
