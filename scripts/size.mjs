// Prints the gzipped size of every JS/CSS chunk of the production build and what
// the first load of `/` fetches (entry + its static imports + the Home route chunk).
// Builds first when dist/ is missing. Usage: npm run size [-- dist-dir]
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
if (!existsSync(join(dir, '.vite/manifest.json'))) execSync('npx vite build', { stdio: 'inherit' });

const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dir, file))).length;
const raw = (file) => readFileSync(join(dir, file)).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

console.log(`\nChunks of ${dir}/ (gzip):`);
const assets = readdirSync(join(dir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
const rows = assets.map((f) => ({ file: `assets/${f}`, raw: raw(`assets/${f}`), gzip: gz(`assets/${f}`) }));
rows.sort((a, b) => b.gzip - a.gzip);
for (const r of rows)
  console.log(`  ${pad(r.file, 58)} ${padL(kb(r.raw), 10)} raw ${padL(kb(r.gzip), 10)} gzip`);
const total = rows.reduce((s, r) => s + r.gzip, 0);
console.log(`  ${pad('all JS and CSS', 58)} ${padL('', 14)} ${padL(kb(total), 10)} gzip`);

/** A manifest entry's file, CSS and static imports, recursively. */
function collect(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const imp of entry.imports ?? []) collect(imp, seen);
  return seen;
}
const files = (keys) => {
  const out = new Set();
  for (const key of keys) {
    const e = manifest[key];
    out.add(e.file);
    for (const css of e.css ?? []) out.add(css);
  }
  return [...out];
};

const homeKey = Object.keys(manifest).find((k) => k.endsWith('home/home-page.tsx'));
const firstLoad = files([...collect('index.html'), ...(homeKey ? collect(homeKey) : [])]);
console.log('\nFirst load of / (index.html, the entry and its static imports, the Home chunk):');
let first = gz('index.html');
console.log(`  ${pad('index.html', 58)} ${padL(kb(gz('index.html')), 10)} gzip`);
for (const f of firstLoad.sort()) {
  first += gz(f);
  console.log(`  ${pad(f, 58)} ${padL(kb(gz(f)), 10)} gzip`);
}
console.log(`  ${pad('TOTAL JS + CSS + HTML for /', 58)} ${padL(kb(first), 10)} gzip`);
const images = ['images/hero.webp', 'images/logo.webp'].filter((f) => existsSync(join(dir, f)));
const imageBytes = images.reduce((s, f) => s + raw(f), 0);
console.log(`  ${pad(`+ images above the fold (${images.join(', ')})`, 58)} ${padL(kb(imageBytes), 10)}`);

const forbidden = firstLoad.filter((f) =>
  /browser-|console-layout|dashboard|email-centre|submission|contact-page|recaptcha/.test(f),
);
if (forbidden.length) console.log(`\nWARNING: the first load of / carries ${forbidden.join(', ')}`);
