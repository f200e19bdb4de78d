// Starts the API server (server/main.ts) as a child process and answers its address once it
// listens: for Vite's dev and preview servers (vite.config.ts), which send /api/ to it, and
// for the scripts that serve a build through nginx (scripts/hosting/nginx.mjs).
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ port?: number, dataDir: string, demo: boolean, fresh?: boolean, quiet?: boolean }} options
 * @returns {Promise<{ origin: string, stop: () => void, child: import('node:child_process').ChildProcess }>}
 */
export function startApiServer({ port = 0, dataDir, demo, fresh = false, quiet = true }) {
  const args = ['--import', 'tsx', resolve(root, 'server/main.ts'), '--port', String(port), '--data-dir', dataDir];
  if (demo) args.push('--demo');
  if (fresh) args.push('--fresh');
  if (quiet) args.push('--quiet');
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  return new Promise((resolvePromise, reject) => {
    let seen = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      process.stdout.write(text);
      seen += text;
      const match = /API server listening on (http:\/\/\S+)/.exec(seen);
      if (match) resolvePromise({ origin: match[1], stop, child });
    });
    child.once('exit', (code) => reject(new Error(`The API server stopped (exit code ${code}) before it listened.`)));
  });
}
