// The nginx configuration of the built site (deploy/nginx), and a local server on it.
//
//   node scripts/hosting/nginx.mjs render --dist DIR --public HOST --admin HOST [--listen 80] [--api-upstream URL] --out FILE
//       renders deploy/nginx/site.conf.template for a real host into FILE (common.conf is
//       copied beside it): include FILE in nginx's http block (docs/operations.md, 'Deploying').
//       `--api-upstream http://127.0.0.1:5000` proxies /api/ on both hosts to the API server.
//   node scripts/hosting/nginx.mjs serve [--dist dist] [--port 8080] [--api production|demo] [--api-data DIR]
//       serves a build through that configuration at http://localhost:PORT and
//       http://admin.localhost:PORT: nginx as the current user, with its own prefix, pid
//       and logs in a temporary folder, in the foreground; Ctrl-C stops it. (`npm run serve:prod`)
//       `--api` starts the API server (server/main.ts) on a fresh database in DIR (default
//       .data/serve-PORT), in production or demo mode, and proxies /api/ to it on both hosts.
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TEMPLATE_DIR = join(root, 'deploy/nginx');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The site's server blocks for a build folder, with its build-time CSP. */
export function renderSiteConfig({ dist, listen, publicServerName, adminServerName, confDir }) {
  const cspFile = join(dist, '.hosting/csp.json');
  if (!existsSync(cspFile)) throw new Error(`${cspFile} is missing: build first (npm run build)`);
  const csp = JSON.parse(readFileSync(cspFile, 'utf8'));
  const values = {
    DIST: dist,
    LISTEN: listen,
    PUBLIC_SERVER_NAME: publicServerName,
    ADMIN_SERVER_NAME: adminServerName,
    CONF_DIR: confDir,
    CSP_PAGES: csp.pages,
    CSP_APP: csp.app,
  };
  return readFileSync(join(TEMPLATE_DIR, 'site.conf.template'), 'utf8').replace(
    /\{\{(\w+)\}\}/g,
    (_, key) => {
      if (!(key in values)) throw new Error(`site.conf.template: unknown placeholder ${key}`);
      if (/["\n]/.test(String(values[key]))) throw new Error(`${key} may not hold quotes or new lines`);
      return String(values[key]);
    },
  );
}

/**
 * The site's server blocks with /api/ proxied to the API server at `upstream` (an http
 * origin) on both hosts. `^~` so no regex location (the file rules, the dot-file rule)
 * takes its paths; the body limit sits above the server's own 30 MB, which answers its 413.
 */
export function withApiProxy(site, upstream) {
  const url = new URL(upstream);
  if (url.protocol !== 'http:' || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`the API upstream must be an http origin such as http://127.0.0.1:5000, not ${upstream}`);
  }
  const location = `
    location ^~ /api/ {
        proxy_pass ${url.origin};
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header Connection "";
        client_max_body_size 40m;
        proxy_buffering off;
    }
`;
  const include = /^([ \t]*include \S+\/common\.conf;\n)/gm;
  const blocks = site.match(include)?.length ?? 0;
  if (blocks !== 2) throw new Error(`expected 2 server blocks to proxy the API in, found ${blocks}`);
  return site.replace(include, `$1${location}`);
}

/** A whole nginx.conf for running as the current user in `prefix`, in the foreground. */
function localNginxConf(prefix) {
  const asRoot = process.getuid?.() === 0;
  return `${asRoot ? `user ${userInfo().username};\n` : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    sendfile on;
    include ${prefix}/site.conf;
}
`;
}

async function serve({ dist, port, api, apiData }) {
  if (!existsSync(NGINX)) {
    console.error(`nginx is not installed (${NGINX}): apt-get install nginx, or set NGINX_PATH.`);
    process.exit(1);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'kpm-nginx-'));
  copyFileSync(join(TEMPLATE_DIR, 'common.conf'), join(prefix, 'common.conf'));
  const site = renderSiteConfig({
    dist,
    listen: port,
    publicServerName: 'localhost',
    adminServerName: 'admin.localhost',
    confDir: prefix,
  });
  let apiServer = null;
  if (api) {
    if (api !== 'production' && api !== 'demo') throw new Error(`--api takes production or demo, not ${api}`);
    const { startApiServer } = await import('../api-server.mjs');
    apiServer = await startApiServer({
      dataDir: resolve(root, apiData ?? `.data/serve-${port}`),
      demo: api === 'demo',
      fresh: true,
    });
  }
  writeFileSync(join(prefix, 'site.conf'), apiServer ? withApiProxy(site, apiServer.origin) : site);
  writeFileSync(join(prefix, 'nginx.conf'), localNginxConf(prefix));
  const test = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) {
    console.error(test.stderr);
    process.exit(1);
  }
  const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  console.log(
    `nginx serves ${dist} at http://localhost:${port} and http://admin.localhost:${port}` +
      `${apiServer ? `, /api/ from the API server at ${apiServer.origin} (${api} mode)` : ''} (Ctrl-C stops it)`,
  );
  const stop = () => {
    nginx.kill('SIGQUIT');
    apiServer?.stop();
  };
  apiServer?.child.on('exit', (code) => {
    console.error(`The API server stopped (exit code ${code}); stopping nginx.`);
    nginx.kill('SIGQUIT');
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code) => {
    apiServer?.stop();
    rmSync(prefix, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}

function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      dist: { type: 'string', default: 'dist' },
      port: { type: 'string', default: '8080' },
      listen: { type: 'string', default: '80' },
      public: { type: 'string' },
      admin: { type: 'string' },
      out: { type: 'string' },
      api: { type: 'string' },
      'api-data': { type: 'string' },
      'api-upstream': { type: 'string' },
    },
  });
  const dist = resolve(root, values.dist);
  if (command === 'serve') {
    serve({ dist, port: values.port, api: values.api, apiData: values['api-data'] }).catch((error) => {
      console.error(error);
      process.exit(1);
    });
    return;
  }
  if (command === 'render') {
    if (!values.public || !values.admin || !values.out) {
      console.error('render needs --public HOST --admin HOST --out FILE');
      process.exit(2);
    }
    const out = resolve(values.out);
    mkdirSync(dirname(out), { recursive: true });
    copyFileSync(join(TEMPLATE_DIR, 'common.conf'), join(dirname(out), 'kisii-common.conf'));
    const site = renderSiteConfig({
      dist,
      listen: values.listen,
      publicServerName: values.public,
      adminServerName: values.admin,
      confDir: dirname(out),
    }).replace(`${dirname(out)}/common.conf`, `${dirname(out)}/kisii-common.conf`);
    writeFileSync(out, values['api-upstream'] ? withApiProxy(site, values['api-upstream']) : site);
    console.log(`wrote ${out} and ${dirname(out)}/kisii-common.conf`);
    return;
  }
  console.error(
    'usage: nginx.mjs serve [--dist dist] [--port 8080] [--api production|demo] [--api-data DIR] | render --dist DIR --public HOST --admin HOST --out FILE',
  );
  process.exit(2);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
