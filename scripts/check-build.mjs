// Checks a production build: the mock API must not ship in it. Scans every text file of
// the build folder (JS, CSS, HTML, JSON, maps, under any subfolder) and fails when the MSW
// worker, MSW's code, a demo credential or the Demo controls are in it.
//   node scripts/check-build.mjs <build-dir>
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../server/domain/data/demo-passwords.mjs';

const dir = process.argv[2];
if (!dir || !existsSync(dir) || !statSync(dir).isDirectory()) {
  console.error('usage: node scripts/check-build.mjs <build-dir> (an existing build folder)');
  process.exit(2);
}

const TEXT = /\.(js|mjs|css|html|json|map|txt|xml|svg|webmanifest)$/;
/** A pattern matching any of `texts` literally. */
const anyOf = (texts) => new RegExp(texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
const FORBIDDEN = [
  [/setupWorker|mockServiceWorker|\[MSW\]/, 'MSW code'],
  // The demo accounts' passwords, from the one place they live (server/domain/data/demo-passwords.mjs).
  [anyOf([ADMIN_PASSWORD, DEMO_PASSWORD]), 'a demo credential'],
  [/Demo controls|kpm-demo-scenario|demo\/scenarioChanged/, 'the Demo controls'],
  // The demo's simulated phone (src/features/demo/phone-panel.tsx) and its M-Pesa answer key.
  [/Demo PIN:|kpm-demo-mpesa|demo\/mpesaAnswerChanged/, "the demo's Phone panel"],
];

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const problems = [];
let scanned = 0;
for (const file of files(dir)) {
  const name = relative(dir, file);
  if (/(^|\/)mockServiceWorker\.js$/.test(name))
    problems.push(`${name}: the mock worker is in the production build`);
  if (!TEXT.test(name)) continue;
  scanned += 1;
  const text = readFileSync(file, 'utf8');
  for (const [pattern, what] of FORBIDDEN) if (pattern.test(text)) problems.push(`${name} contains ${what}`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`check-build: ${scanned} files of ${dir} hold no mock API, worker or demo credentials`);
