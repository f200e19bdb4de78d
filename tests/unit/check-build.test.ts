import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CREDENTIALS, DEMO_PASSWORD } from '../fixtures';

/** scripts/check-build.mjs against a throwaway build folder. */
function checkBuild(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'check-build-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return spawnSync(process.execPath, ['scripts/check-build.mjs', dir], { encoding: 'utf8' });
}
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('scripts/check-build.mjs (the production build ships no mock API)', () => {
  it('passes a clean build', () => {
    const result = checkBuild({
      'index.html': '<div id="root"></div>',
      'assets/index-a1.js': 'console.log(1)',
    });
    expect(result.status).toBe(0);
  });

  it.each<[string, Record<string, string>]>([
    ['the worker file', { 'mockServiceWorker.js': '/* worker */' }],
    ['MSW code in a chunk', { 'assets/x-1.js': 'setupWorker(...handlers)' }],
    ['MSW code in a nested folder', { 'nested/deep/x.js': '[MSW] Mocking enabled' }],
    ['a demo credential in HTML', { 'faq/index.html': `<p>${ADMIN_CREDENTIALS.password}</p>` }],
    ['a demo credential in CSS', { 'assets/a.css': `/* ${DEMO_PASSWORD} */` }],
    ['a demo credential in JSON', { '.vite/manifest.json': JSON.stringify({ x: DEMO_PASSWORD }) }],
    ['the Demo controls', { 'assets/demo-1.js': 'label:"Demo controls"' }],
    ["the demo's Phone panel", { 'assets/phone-1.js': 'const h=`Demo PIN: ${p}`' }],
    ["the demo's M-Pesa answer key", { 'assets/x-2.js': 'localStorage.getItem("kpm-demo-mpesa")' }],
  ])('fails on %s', (_name, files) => {
    const result = checkBuild({ 'index.html': '<div id="root"></div>', ...files });
    expect(result.status).toBe(1);
  });

  it('refuses to run without a build folder', () => {
    const result = spawnSync(process.execPath, ['scripts/check-build.mjs'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
  });
});
