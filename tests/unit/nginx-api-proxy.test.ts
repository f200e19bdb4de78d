// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSiteConfig, withApiProxy } from '../../scripts/hosting/nginx.mjs';

/**
 * `nginx.mjs serve --api` and `render --api-upstream URL` proxy /api/ to the API server on
 * both hosts (docs/api-server.md, 'The production build'), ahead of the rules that serve the
 * build's files; without them the configuration serves files only.
 */
const dists: string[] = [];
afterEach(() => dists.splice(0).forEach((dist) => rmSync(dist, { recursive: true, force: true })));

function site(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kpm-nginx-test-'));
  dists.push(dist);
  mkdirSync(join(dist, '.hosting'));
  writeFileSync(
    join(dist, '.hosting/csp.json'),
    JSON.stringify({ pages: "default-src 'self'", app: "default-src 'self'" }),
  );
  return renderSiteConfig({
    dist,
    listen: 8080,
    publicServerName: 'localhost',
    adminServerName: 'admin.localhost',
    confDir: '/tmp/conf',
  });
}

const serverBlocks = (conf: string) => conf.split(/^server \{/m).slice(1);

describe('nginx and the API server', () => {
  it('the site alone proxies nothing', () => {
    expect(site()).not.toContain('proxy_pass');
  });

  it('with the API, both hosts proxy /api/ to it, ahead of the file rules', () => {
    const servers = serverBlocks(withApiProxy(site(), 'http://127.0.0.1:5000'));
    expect(servers).toHaveLength(2);
    for (const server of servers) {
      const api = server.indexOf('location ^~ /api/ {');
      expect(api).toBeGreaterThan(-1);
      expect(server).toContain('proxy_pass http://127.0.0.1:5000;');
      expect(server).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
      // The body limit sits above the server's own 30 MB, so the server answers its 413 in words.
      const limit = /client_max_body_size (\d+)m;/.exec(server.slice(api));
      expect(Number(limit?.[1])).toBeGreaterThan(30);
      const fileRules = [...server.matchAll(/^\s*location (?!\^~ \/api\/)/gm)].map((m) => m.index);
      expect(fileRules.length).toBeGreaterThan(0);
      for (const index of fileRules) expect(api).toBeLessThan(index);
    }
  });

  it('takes an http origin only', () => {
    for (const bad of ['https://127.0.0.1:5000', 'http://127.0.0.1:5000/api', 'http://x:1/?a', 'not a url']) {
      expect(() => withApiProxy(site(), bad), bad).toThrow();
    }
  });
});
