// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSiteConfig, withMockStoreProxy } from '../../scripts/hosting/nginx.mjs';

/**
 * `nginx.mjs serve --mock-store URL` proxies /__mock-store/ to the mock's local store on
 * both hosts (the end-to-end tests); the production configuration never has it.
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

describe('nginx and the mock store', () => {
  it('the rendered (production) configuration has no mock store', () => {
    expect(site()).not.toContain('__mock-store');
  });

  it('the local one proxies /__mock-store/ on both hosts, ahead of the file rules', () => {
    const proxied = withMockStoreProxy(site(), 'http://127.0.0.1:6173');
    const servers = proxied.split(/^server \{/m).slice(1);
    expect(servers).toHaveLength(2);
    for (const server of servers) {
      expect(server).toContain('location ^~ /__mock-store/ {');
      expect(server).toContain('proxy_pass http://127.0.0.1:6173;');
      expect(server).toContain('client_max_body_size 64m;');
    }
  });

  it('takes an http origin only', () => {
    for (const bad of ['https://127.0.0.1:6173', 'http://127.0.0.1:6173/api', 'http://x:1/?a', 'not a url']) {
      expect(() => withMockStoreProxy(site(), bad), bad).toThrow();
    }
  });
});
