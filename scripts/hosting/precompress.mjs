// Writes a gzip copy (`<file>.gz`, zlib's best level) beside every text file of a build that
// is worth compressing, for nginx's `gzip_static on` (deploy/nginx/common.conf): the server
// then sends the smaller file without compressing on each request (its on-the-fly level 1
// leaves the framework chunk about 20 KB larger). Build internals (dot folders) are skipped.
//   node scripts/hosting/precompress.mjs <build-dir>
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir || !existsSync(dir) || !statSync(dir).isDirectory()) {
  console.error('usage: node scripts/hosting/precompress.mjs <build-dir> (an existing build folder)');
  process.exit(2);
}

/** The types deploy/nginx/common.conf gzips, by extension; below its gzip_min_length nothing is gained. */
const TEXT = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;
const MIN_BYTES = 256;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dir)) {
  if (!TEXT.test(file)) continue;
  const text = readFileSync(file);
  if (text.length < MIN_BYTES) continue;
  const gz = gzipSync(text, { level: constants.Z_BEST_COMPRESSION });
  writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += text.length;
  after += gz.length;
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`precompress: ${count} files of ${dir}, ${kib(before)} -> ${kib(after)} gzip`);
