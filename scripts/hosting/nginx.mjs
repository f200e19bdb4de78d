// The nginx configuration of the built site (deploy/nginx), and a local server on it.
//
//   node scripts/hosting/nginx.mjs render --dist DIR --public HOST --admin HOST [--listen 80] --out FILE
//       renders deploy/nginx/site.conf.template for a real host into FILE (common.conf is
//       copied beside it): include FILE in nginx's http block (README, 'Deploying').
//   node scripts/hosting/nginx.mjs serve [--dist dist] [--port 8080] [--mock-store http://127.0.0.1:PORT]
//       serves a build through that configuration at http://localhost:PORT and
//       http://admin.localhost:PORT: nginx as the current user, with its own prefix, pid
//       and logs in a temporary folder, in the foreground; Ctrl-C stops it. (`npm run serve:prod`)
//       `--mock-store` proxies /__mock-store/ on both hosts to the mock's local store server
//       (scripts/mock-store/server.mjs), so a demo build served here shares one data set
//       across hosts (the end-to-end tests). Only this local configuration ever has it.
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
 * The site's server blocks with /__mock-store/ proxied to `upstream` (an http origin) on
 * both hosts. `^~` so no regex location (the file rules, the dot-file rule) takes its
 * paths; the body limit sits above the store's own 50 MB, which answers its 413 itself.
 */
export function withMockStoreProxy(site, upstream) {
  const url = new URL(upstream);
  if (url.protocol !== 'http:' || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`--mock-store takes an http origin such as http://127.0.0.1:6173, not ${upstream}`);
  }
  const location = `
    location ^~ /__mock-store/ {
        proxy_pass ${url.origin};
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        proxy_set_header Connection "";
        client_max_body_size 64m;
        proxy_buffering off;
    }
`;
  const include = /^([ \t]*include \S+\/common\.conf;\n)/gm;
  const blocks = site.match(include)?.length ?? 0;
  if (blocks !== 2) throw new Error(`expected 2 server blocks to proxy the mock store in, found ${blocks}`);
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

function serve({ dist, port, mockStore }) {
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
  writeFileSync(join(prefix, 'site.conf'), mockStore ? withMockStoreProxy(site, mockStore) : site);
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
      `${mockStore ? `, /__mock-store/ from ${mockStore}` : ''} (Ctrl-C stops it)`,
  );
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code) => {
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
      'mock-store': { type: 'string' },
    },
  });
  const dist = resolve(root, values.dist);
  if (command === 'serve') return serve({ dist, port: values.port, mockStore: values['mock-store'] });
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
    writeFileSync(out, site);
    console.log(`wrote ${out} and ${dirname(out)}/kisii-common.conf`);
    return;
  }
  console.error(
    'usage: nginx.mjs serve [--dist dist] [--port 8080] [--mock-store http://127.0.0.1:PORT] | render --dist DIR --public HOST --admin HOST --out FILE',
  );
  process.exit(2);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
