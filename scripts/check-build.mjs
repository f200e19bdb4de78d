// Checks the production build (dist/): the mock API must not ship in it.
// Fails when mockServiceWorker.js or MSW's code is in the output.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'dist';
const problems = [];
if (existsSync(join(dir, 'mockServiceWorker.js')))
  problems.push(`${dir}/mockServiceWorker.js is in the production build`);
for (const file of readdirSync(join(dir, 'assets'))) {
  if (!file.endsWith('.js')) continue;
  const code = readFileSync(join(dir, 'assets', file), 'utf8');
  if (/setupWorker|mockServiceWorker|\[MSW\]/.test(code)) problems.push(`${file} contains MSW code`);
  if (/Admin#2025|Demo#2025/.test(code)) problems.push(`${file} contains a demo credential`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`check-build: ${dir} has no mock API, worker or demo credentials`);
