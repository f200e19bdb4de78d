/**
 * `npm run images:listings`: draws the property listings' pictures (product rules, 'Property
 * listings'). No photography can be fetched here, so each picture is a flat illustration in the
 * style of the service cards and the articles (navy, sky blue, orange, greens on a pale sky).
 *
 * Input: the listings in src/features/public-site/data/properties.ts. Each photo there names its
 * `view` (exterior, living-room, plot, ...) and its `src`; the scene is built from that view and
 * the listing's own facts: its type and bedrooms (the building), its town (Kisii's green hills,
 * Nairobi's skyline, the Mombasa coast, Lake Victoria at Kisumu, Nakuru's acacias) and its
 * features (solar panels, a water tank, a gate, a pool, a fireplace, beacons, a murram road...).
 * Output: one 640 x 420 WebP per photo at its `src` under public/, drawn by Chromium
 * (scripts/chromium.mjs): the SVG goes onto a canvas, and the canvas is exported as WebP. WebP
 * files in public/images/properties that no listing names are removed.
 *
 * Deterministic: no randomness but a hash of the listing's id, so the same data gives the same
 * files. A new listing gets its pictures by adding its photos to the data and running this again.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium } from './chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DATA = join(ROOT, 'src/features/public-site/data/properties.ts');
const OUT_DIR = join(ROOT, 'public/images/properties');
const W = 640;
const H = 420;
const QUALITY = 0.8;

/** The listings, read from the TypeScript data (type-only imports, so a plain transpile runs it). */
async function loadListings() {
  const ts = (await import('typescript')).default;
  const { outputText } = ts.transpileModule(readFileSync(DATA, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const tmp = mkdtempSync(join(tmpdir(), 'listing-images-'));
  const file = join(tmp, 'properties.mjs');
  writeFileSync(file, outputText);
  try {
    return (await import(pathToFileURL(file).href)).PROPERTIES;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Palette and small helpers
// ---------------------------------------------------------------------------------------------

const C = {
  navy: '#14305a',
  navyDark: '#0d2242',
  blue: '#5ab4e5',
  blueLight: '#a8dbf4',
  sky: '#dcf0fa',
  skyLight: '#eef8fd',
  orange: '#f28c28',
  orangeLight: '#f8b977',
  green: '#4cae78',
  greenDark: '#2f8a58',
  greenLight: '#93d3a8',
  grass: '#7cc793',
  trunk: '#8b5a3c',
  white: '#ffffff',
  sand: '#f2dfb4',
  murram: '#c9773f',
  grey: '#cdd9e4',
  greyDark: '#8fa3b6',
  wood: '#d19a63',
  woodDark: '#a8723f',
  sea: '#3ea6dc',
  seaDark: '#2585c0',
  cream: '#fbf4e8',
};

/** A small deterministic hash of a string (FNV-1a). */
function hash(text) {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}
const pick = (list, seed) => list[seed % list.length];
const r = (x, y, w, h, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const c = (cx, cy, rad, fill, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${fill}" ${extra}/>`;
const p = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (x1, y1, x2, y2, stroke, sw = 2, extra = '') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${sw}" ${extra}/>`;
const times = (n, fn) => Array.from({ length: n }, (_, i) => fn(i)).join('');

// ---------------------------------------------------------------------------------------------
// Outdoors: sky, backdrops by town, ground
// ---------------------------------------------------------------------------------------------

function sky(seed, { dark = false } = {}) {
  const sunX = 470 + (seed % 120);
  return [
    r(0, 0, W, H, dark ? '#cfe9f7' : C.sky),
    c(120, 60, 150, C.skyLight, 'opacity="0.8"'),
    c(560, 0, 110, C.skyLight, 'opacity="0.7"'),
    c(sunX, 62, 26, C.orangeLight),
    cloud(60 + (seed % 90), 52, 1),
    cloud(300 + (seed % 70), 34, 0.8),
    dots(24, 24, C.blueLight),
  ].join('');
}
function cloud(x, y, s) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${C.white}">${c(0, 10, 14, C.white)}${c(20, 0, 20, C.white)}${c(42, 8, 15, C.white)}${r(-12, 8, 68, 16, C.white, 'rx="8"')}</g>`;
}
function dots(x, y, fill) {
  return times(4, (i) => times(6, (j) => c(x + j * 10, y + i * 10, 1.8, fill))).toString();
}

/** Town backdrop between the sky and the ground line `gy`. */
function backdrop(town, gy, seed) {
  switch (town) {
    case 'Kisii':
      return hills(gy, [C.greenLight, C.grass], seed) + teaRows(gy, seed);
    case 'Nakuru':
      return (
        hills(gy, ['#b9dcc0', '#a3d1ae'], seed) +
        acacia(90 + (seed % 60), gy - 6, 1) +
        acacia(540, gy - 4, 0.8)
      );
    case 'Nairobi':
      return skyline(gy, seed, 1);
    case 'Kisumu':
      return (
        hills(gy - 40, ['#b9dcc0', '#a3d1ae'], seed) +
        water(gy - 40, gy, C.blue) +
        dhow(420 + (seed % 80), gy - 30)
      );
    case 'Mombasa':
      return water(gy - 46, gy, C.sea) + dhow(120 + (seed % 100), gy - 38);
    default:
      return hills(gy, [C.greenLight, C.grass], seed);
  }
}
function hills(gy, [far, near], seed) {
  const o = seed % 50;
  return (
    p(
      `M0 ${gy} L0 ${gy - 80} Q ${140 + o} ${gy - 150} ${300} ${gy - 90} T ${640} ${gy - 100} L640 ${gy} Z`,
      far,
    ) +
    p(
      `M0 ${gy} L0 ${gy - 40} Q ${200 - o} ${gy - 100} ${380} ${gy - 50} T ${640} ${gy - 60} L640 ${gy} Z`,
      near,
    )
  );
}
function teaRows(gy, seed) {
  const o = seed % 30;
  return times(
    5,
    (i) =>
      `<path d="M${20 + o} ${gy - 30 - i * 9} Q ${160} ${gy - 58 - i * 9} ${300 - o} ${gy - 36 - i * 9}" stroke="${C.greenDark}" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 7" fill="none" opacity="0.6"/>`,
  );
}
function water(top, gy, fill) {
  return (
    r(0, top, W, gy - top, fill) +
    times(6, (i) =>
      line(
        30 + i * 105,
        top + 12 + (i % 2) * 14,
        60 + i * 105,
        top + 12 + (i % 2) * 14,
        C.white,
        2,
        'opacity="0.6" stroke-linecap="round"',
      ),
    )
  );
}
function dhow(x, y) {
  return `<g transform="translate(${x} ${y})">${p('M0 10 L44 10 L36 20 L8 20 Z', C.trunk)}${p('M22 10 L22 -22 L40 8 Z', C.white)}${line(22, 10, 22, -24, C.navy, 2)}</g>`;
}
function acacia(x, gy, s) {
  return `<g transform="translate(${x} ${gy}) scale(${s})">${p('M-3 0 L-2 -40 L-14 -56 L-10 -58 L0 -46 L10 -60 L14 -58 L3 -40 L3 0 Z', C.trunk)}${p('M-46 -54 Q 0 -86 46 -54 Q 0 -48 -46 -54 Z', C.greenDark)}</g>`;
}
/** Nairobi: towers with windows and the KICC's round tower with its saucer top. */
function skyline(gy, seed, s = 1) {
  const towers = [
    [20, 110, 50],
    [76, 160, 44],
    [128, 90, 60],
    [200, 190, 46],
    [430, 150, 52],
    [490, 210, 44],
    [540, 120, 60],
    [606, 170, 34],
  ];
  const o = seed % 20;
  const body = towers
    .map(([x, h, w], i) => {
      const fill = i % 2 ? C.blueLight : '#bfd7e8';
      const top = gy - h * s;
      const win = times(Math.floor((h * s - 16) / 18), (k) =>
        times(Math.floor((w - 10) / 12), (j) =>
          r(x + o + 7 + j * 12, top + 10 + k * 18, 6, 8, C.white, 'opacity="0.7"'),
        ),
      );
      return r(x + o, top, w, h * s, fill) + win;
    })
    .join('');
  const kx = 330 + o;
  const kicc =
    r(kx - 18, gy - 200 * s, 36, 200 * s, '#bfd7e8') +
    times(Math.floor((200 * s - 20) / 14), (k) =>
      r(kx - 14, gy - 200 * s + 14 + k * 14, 28, 4, C.white, 'opacity="0.7"'),
    ) +
    `<ellipse cx="${kx}" cy="${gy - 204 * s}" rx="34" ry="9" fill="${C.blueLight}"/>` +
    r(kx - 2, gy - 232 * s, 4, 22 * s, C.greyDark);
  return body + kicc;
}
function ground(gy, fill = C.grass) {
  return r(0, gy, W, H - gy, fill);
}
function tree(x, gy, s = 1, fill = C.green) {
  return `<g transform="translate(${x} ${gy}) scale(${s})">${r(-5, -50, 10, 50, C.trunk)}${c(0, -66, 28, fill)}${c(-18, -52, 18, fill)}${c(18, -54, 20, C.greenDark)}</g>`;
}
function palm(x, gy, s = 1) {
  const leaf = (a) =>
    `<path d="M0 -100 q ${30 * Math.cos(a)} ${-20 + 30 * Math.sin(a)} ${60 * Math.cos(a)} ${20 + 40 * Math.sin(a)} q ${-30 * Math.cos(a)} -26 ${-60 * Math.cos(a)} ${-20 - 40 * Math.sin(a)}Z" fill="${C.greenDark}"/>`;
  return `<g transform="translate(${x} ${gy}) scale(${s})">${p('M-4 0 Q 8 -50 -2 -100 L4 -100 Q 16 -50 4 0 Z', C.trunk)}${[0.2, 0.9, 2.2, 2.9, -0.6].map(leaf).join('')}${c(0, -98, 6, C.trunk)}</g>`;
}
function bush(x, y, fill = C.greenDark) {
  return (
    c(x, y, 12, fill) +
    c(x + 14, y - 4, 14, fill) +
    c(x + 28, y, 11, fill) +
    c(x + 6, y - 8, 3, C.orange) +
    c(x + 22, y - 10, 3, C.orange)
  );
}
function car(x, y, fill) {
  return `<g transform="translate(${x} ${y})">${p('M0 20 L6 6 Q 10 0 18 0 L50 0 Q 58 0 62 6 L72 20 Z', fill)}${r(-4, 18, 84, 16, fill, 'rx="6"')}${r(14, 5, 20, 12, C.blueLight)}${r(38, 5, 20, 12, C.blueLight)}${c(14, 34, 8, C.navyDark)}${c(64, 34, 8, C.navyDark)}${c(14, 34, 3, C.grey)}${c(64, 34, 3, C.grey)}</g>`;
}
function shadow(cx, cy, rx) {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="8" fill="${C.navy}" opacity="0.12"/>`;
}
function windowPane(x, y, w, h) {
  return (
    r(x - 3, y - 3, w + 6, h + 6, C.white) +
    r(x, y, w, h, C.blueLight) +
    line(x + w / 2, y, x + w / 2, y + h, C.white, 2) +
    p(
      `M${x + 4} ${y + h - 6} L${x + w / 2 - 4} ${y + 6}`,
      'none',
      `stroke="${C.white}" stroke-width="3" opacity="0.6"`,
    )
  );
}

// ---------------------------------------------------------------------------------------------
// Buildings
// ---------------------------------------------------------------------------------------------

/** A pitched-roof house: wider with more bedrooms, two storeys from four bedrooms. */
function house(cx, gy, { bedrooms, wall = C.white, roof = C.navy, solar = false, chimney = false }) {
  const storeys = bedrooms >= 4 ? 2 : 1;
  const w = 170 + Math.min(bedrooms, 6) * 22;
  const h = storeys * 76;
  const x = cx - w / 2;
  const top = gy - h;
  const cols = Math.max(2, Math.round(w / 70));
  let out = shadow(cx, gy, w / 2 + 30);
  out += r(x, top, w, h, wall);
  out += p(`M${x - 18} ${top + 2} L${cx} ${top - 70} L${x + w + 18} ${top + 2} Z`, roof);
  if (chimney) out += r(x + w * 0.72, top - 62, 18, 40, C.navyDark);
  if (solar)
    out += `<g transform="translate(${x + w * 0.18} ${top - 28}) skewY(-21)">${r(0, 0, 62, 22, C.navyDark)}${times(3, (i) => line(16 + i * 15, 0, 16 + i * 15, 22, C.blue, 1.5))}${line(0, 11, 62, 11, C.blue, 1.5)}</g>`;
  out += c(cx, top - 30, 10, C.blueLight) + line(cx, top - 40, cx, top - 20, C.white, 2);
  for (let s = 0; s < storeys; s++) {
    const wy = top + 16 + s * 76;
    for (let i = 0; i < cols; i++) {
      const wx = x + 18 + i * ((w - 36) / cols) + ((w - 36) / cols - 36) / 2;
      if (s === storeys - 1 && i === Math.floor(cols / 2)) continue;
      out += windowPane(wx, wy, 36, 30);
    }
  }
  out += r(cx - 16, gy - 56, 32, 56, C.orange) + c(cx + 9, gy - 28, 2.5, C.navy);
  out += r(x - 6, gy - 4, w + 12, 6, C.greyDark);
  return out;
}
function villa(cx, gy) {
  const w = 330;
  const x = cx - w / 2;
  let out = shadow(cx, gy, 200);
  out += r(x, gy - 150, w, 150, C.white) + r(x + 60, gy - 190, 170, 44, C.cream);
  out += r(x - 10, gy - 154, w + 20, 8, C.navy) + r(x + 52, gy - 196, 186, 8, C.navy);
  out += times(3, (i) => r(x + 80 + i * 50, gy - 182, 30, 28, C.blueLight));
  out += times(5, (i) =>
    p(
      `M${x + 18 + i * 62} ${gy} L${x + 18 + i * 62} ${gy - 46} A 20 20 0 0 1 ${x + 58 + i * 62} ${gy - 46} L${x + 58 + i * 62} ${gy} Z`,
      i === 2 ? C.orange : C.blueLight,
    ),
  );
  out += times(5, (i) => windowPane(x + 24 + i * 62, gy - 130, 30, 34));
  out += r(x, gy - 80, w, 6, C.navy) + times(22, (i) => r(x + 4 + i * 15, gy - 96, 3, 16, C.navy));
  out += r(x, gy - 98, w, 3, C.navy);
  return out;
}
/** An apartment block: `floors` storeys of `cols` flats, balconies optional, a penthouse on top. */
function block(cx, gy, { floors, cols, balconies = false, penthouse = false, wall = C.white, fh = 40 }) {
  const w = cols * 52 + 24;
  const h = floors * fh + 16;
  const x = cx - w / 2;
  const top = gy - h;
  let out = shadow(cx, gy, w / 2 + 20) + r(x, top, w, h, wall) + r(x - 6, top - 8, w + 12, 10, C.navy);
  for (let f = 0; f < floors; f++) {
    const fy = top + 12 + f * fh;
    for (let i = 0; i < cols; i++) {
      const wx = x + 18 + i * 52;
      out += r(wx, fy, 36, fh - 16, f === 0 && penthouse ? C.blue : C.blueLight);
      if (balconies) out += r(wx - 4, fy + fh - 22, 44, 8, i % 2 ? C.orange : C.navy);
    }
  }
  out += r(cx - 14, gy - 34, 28, 34, C.orange);
  return out;
}
function townhouses(cx, gy, n) {
  const w = 110;
  const x0 = cx - (n * w) / 2;
  return (
    shadow(cx, gy, (n * w) / 2 + 20) +
    times(n, (i) => {
      const x = x0 + i * w;
      const wall = i % 2 ? C.cream : C.white;
      return (
        r(x, gy - 150, w, 150, wall) +
        p(`M${x - 6} ${gy - 148} L${x + w / 2} ${gy - 200} L${x + w + 6} ${gy - 148} Z`, C.navy) +
        windowPane(x + 18, gy - 132, 30, 34) +
        windowPane(x + 62, gy - 132, 30, 34) +
        windowPane(x + 62, gy - 62, 30, 30) +
        r(x + 18, gy - 56, 28, 56, C.orange) +
        r(x + 8, gy - 80, w - 16, 6, C.navy)
      );
    })
  );
}
function bedsitterRow(cx, gy, n) {
  const w = n * 70 + 20;
  const x = cx - w / 2;
  let out =
    shadow(cx, gy, w / 2 + 20) +
    r(x, gy - 96, w, 96, C.cream) +
    p(
      `M${x - 14} ${gy - 94} L${x + 10} ${gy - 126} L${x + w - 10} ${gy - 126} L${x + w + 14} ${gy - 94} Z`,
      C.navy,
    );
  out += times(n, (i) => {
    const dx = x + 16 + i * 70;
    return (
      r(dx, gy - 62, 24, 62, i === 1 ? C.orange : C.blue) +
      windowPane(dx + 32, gy - 70, 24, 24) +
      c(dx + 12, gy - 72, 5, C.white)
    );
  });
  return out;
}
function gateWall(gy, x0, x1, gateX) {
  const wall = r(x0, gy - 34, gateX - x0, 34, C.cream) + r(gateX + 70, gy - 34, x1 - gateX - 70, 34, C.cream);
  const caps = r(x0, gy - 38, gateX - x0, 6, C.murram) + r(gateX + 70, gy - 38, x1 - gateX - 70, 6, C.murram);
  const gate =
    r(gateX, gy - 50, 70, 50, C.navy) + times(6, (i) => r(gateX + 6 + i * 11, gy - 46, 5, 42, C.blue));
  return wall + caps + gate;
}
function waterTank(x, gy) {
  return (
    r(x - 6, gy - 50, 60, 50, C.greyDark) +
    `<ellipse cx="${x + 24}" cy="${gy - 110}" rx="30" ry="8" fill="${C.navy}"/>` +
    r(x - 6, gy - 110, 60, 60, C.navyDark) +
    times(3, (i) => line(x - 6, gy - 96 + i * 16, x + 54, gy - 96 + i * 16, C.navy, 2))
  );
}
function picketFence(gy, x0, x1) {
  return (
    r(x0, gy - 18, x1 - x0, 4, C.white) +
    times(Math.floor((x1 - x0) / 14), (i) => r(x0 + i * 14, gy - 26, 8, 26, C.white))
  );
}
function powerPole(x, gy, s = 1) {
  return `<g transform="translate(${x} ${gy}) scale(${s})">${r(-3, -130, 6, 130, C.woodDark)}${r(-24, -122, 48, 5, C.woodDark)}${c(-20, -125, 3, C.white)}${c(20, -125, 3, C.white)}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Interiors
// ---------------------------------------------------------------------------------------------

const WALLS = ['#fdf3e3', '#e9f4fb', '#f6ece6', '#eef5ec', '#f3f0fa'];

/** A room: back wall, floor (tiles or wood), and a window showing the town. */
function room(listing, seed, { windowX = 60, windowW = 200, floor } = {}) {
  const wall = pick(WALLS, seed);
  const fy = 300;
  const tiled = floor === 'tiles' || listing.features.includes('Tiled floors');
  let out = r(0, 0, W, fy, wall);
  out += `<clipPath id="win"><rect x="${windowX}" y="50" width="${windowW}" height="150"/></clipPath>`;
  out += r(windowX - 8, 42, windowW + 16, 166, C.white);
  out += `<g clip-path="url(#win)">${sky(seed)}${`<g transform="translate(${windowX - 40} 0) scale(0.8)">${backdrop(listing.town, 250, seed)}</g>`}${r(windowX, 195, windowW, 10, C.grass)}</g>`;
  out +=
    line(windowX + windowW / 2, 50, windowX + windowW / 2, 200, C.white, 6) +
    line(windowX, 125, windowX + windowW, 125, C.white, 4);
  out += r(windowX - 16, 206, windowW + 32, 8, C.white);
  out += r(0, fy, W, H - fy, tiled ? '#e6e2da' : C.wood);
  if (tiled)
    out +=
      times(8, (i) => line(i * 90, fy, i * 90 - 60 + (i - 4) * 30, H, '#cfc8bb', 2)) +
      times(3, (i) => line(0, fy + 26 + i * 34, W, fy + 26 + i * 34, '#cfc8bb', 2));
  else
    out += times(6, (i) => line(0, fy + 20 + i * 22, W, fy + 20 + i * 22, C.woodDark, 1.5, 'opacity="0.5"'));
  out += r(0, fy - 8, W, 8, C.white);
  return out;
}
function plant(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})">${p('M-16 0 L16 0 L12 34 L-12 34 Z', C.orange)}${p('M0 0 Q -30 -30 -22 -60 Q -4 -30 0 0Z', C.green)}${p('M0 0 Q 30 -36 18 -70 Q 6 -30 0 0Z', C.greenDark)}${p('M0 0 Q -4 -40 4 -80 Q 10 -40 0 0Z', C.green)}</g>`;
}
function sofa(x, y, w, fill) {
  return (
    shadow(x + w / 2, y + 70, w / 2 + 10) +
    r(x, y, w, 50, fill, 'rx="10"') +
    r(x - 14, y + 16, 24, 54, fill, 'rx="8"') +
    r(x + w - 10, y + 16, 24, 54, fill, 'rx="8"') +
    r(x + 6, y + 30, w - 12, 30, C.white, 'rx="8" opacity="0.35"') +
    r(x + 14, y + 68, 6, 10, C.navyDark) +
    r(x + w - 20, y + 68, 6, 10, C.navyDark) +
    r(x + 20, y + 8, 40, 26, C.orangeLight, 'rx="6"')
  );
}
function lamp(x, floorY) {
  return (
    line(x, floorY, x, floorY - 150, C.navy, 3) +
    p(
      `M${x - 22} ${floorY - 150} L${x + 22} ${floorY - 150} L${x + 14} ${floorY - 180} L${x - 14} ${floorY - 180} Z`,
      C.orangeLight,
    ) +
    r(x - 14, floorY - 3, 28, 4, C.navy)
  );
}
function frame(x, y, w, h, seed) {
  return (
    r(x, y, w, h, C.navy) +
    r(x + 5, y + 5, w - 10, h - 10, C.skyLight) +
    p(
      `M${x + 5} ${y + h - 5} L${x + w * 0.4} ${y + h * 0.45} L${x + w * 0.6} ${y + h * 0.7} L${x + w * 0.75} ${y + h * 0.5} L${x + w - 5} ${y + h - 5} Z`,
      pick([C.green, C.blue, C.orange], seed),
    )
  );
}
function livingRoom(listing, seed) {
  const fire = listing.features.includes('Fireplace');
  const big = listing.bedrooms >= 3;
  let out = room(listing, seed, { windowX: big ? 40 : 70, windowW: big ? 260 : 180 });
  if (fire)
    out +=
      r(420, 150, 140, 150, C.cream) +
      r(410, 140, 160, 14, C.woodDark) +
      r(450, 200, 80, 100, C.navyDark) +
      p('M470 300 Q 476 250 490 240 Q 492 270 504 262 Q 510 280 510 300 Z', C.orange) +
      p('M482 300 Q 488 274 496 268 Q 500 288 500 300 Z', C.orangeLight);
  else
    out +=
      frame(440, 90, 120, 80, seed) +
      r(420, 230, 170, 60, C.navy, 'rx="4"') +
      r(440, 180, 130, 46, C.navyDark, 'rx="3"');
  out += `<ellipse cx="300" cy="372" rx="220" ry="34" fill="${C.orangeLight}" opacity="0.55"/>`;
  out += sofa(big ? 90 : 140, 262, big ? 300 : 210, pick([C.blue, C.navy, C.green], seed));
  out +=
    r(250, 350, 130, 12, C.woodDark, 'rx="4"') +
    r(262, 362, 8, 20, C.woodDark) +
    r(360, 362, 8, 20, C.woodDark) +
    c(300, 344, 7, C.white) +
    r(320, 340, 24, 10, C.orange);
  out += plant(600, 296, 1.1) + lamp(28, 330);
  return out;
}
function kitchen(listing, seed) {
  const fitted = listing.features.some((f) => /kitchen/i.test(f)) || /kitchen/i.test(listing.description);
  let out = room(listing, seed, { windowX: 250, windowW: 150, floor: 'tiles' });
  const cab = pick([C.navy, C.blue, C.greenDark], seed);
  out += r(30, 60, 190, 90, cab, 'rx="4"') + r(430, 60, 180, 90, cab, 'rx="4"');
  out +=
    times(3, (i) => r(36 + i * 62, 66, 56, 78, C.white, 'opacity="0.12"')) +
    times(3, (i) => r(436 + i * 58, 66, 52, 78, C.white, 'opacity="0.12"'));
  out +=
    r(20, 226, 600, 14, C.grey) +
    r(20, 240, 600, 70, cab) +
    times(
      6,
      (i) =>
        r(30 + i * 98, 250, 88, 52, C.white, 'opacity="0.12"') + r(66 + i * 98, 258, 16, 4, C.orangeLight),
    );
  out += r(60, 204, 90, 22, C.navyDark) + c(84, 215, 7, C.orange) + c(126, 215, 7, C.orange);
  out +=
    r(290, 214, 70, 12, C.greyDark) +
    p('M322 214 L322 190 Q 322 182 332 182 L340 182', 'none', `stroke="${C.greyDark}" stroke-width="5"`);
  out += r(470, 196, 30, 30, C.orange, 'rx="4"') + c(540, 208, 14, C.green) + c(560, 212, 10, C.orange);
  if (fitted || listing.bedrooms >= 3) {
    out +=
      shadow(320, 410, 200) +
      r(150, 330, 340, 14, C.white) +
      r(160, 344, 320, 66, cab) +
      times(4, (i) => r(200 + i * 80, 300, 6, 30, C.navy) + c(203 + i * 80, 296, 12, C.orange));
  }
  out += times(
    3,
    (i) =>
      line(240 + i * 80, 0, 240 + i * 80, 40, C.navy, 2) +
      p(`M${226 + i * 80} 56 L${254 + i * 80} 56 L${248 + i * 80} 40 L${232 + i * 80} 40 Z`, C.orange),
  );
  return out;
}
function bed(x, y, w, seed) {
  const cover = pick([C.blue, C.orange, C.green, C.navy], seed);
  return (
    shadow(x + w / 2, y + 96, w / 2 + 20) +
    r(x, y - 60, w, 80, C.woodDark, 'rx="10"') +
    r(x, y + 10, w, 80, C.white, 'rx="6"') +
    r(x + 14, y - 4, w / 2 - 20, 28, C.skyLight, 'rx="10"') +
    r(x + w / 2 + 6, y - 4, w / 2 - 20, 28, C.skyLight, 'rx="10"') +
    r(x - 4, y + 34, w + 8, 60, cover, 'rx="8"') +
    r(x - 4, y + 34, w + 8, 10, C.white, 'opacity="0.4"')
  );
}
function bedroom(listing, seed) {
  let out = room(listing, seed, { windowX: 420, windowW: 170 });
  out += frame(150, 70, 150, 90, seed + 1);
  out += bed(120, 230, 210, seed);
  out +=
    r(40, 250, 60, 60, C.wood) +
    r(48, 262, 44, 6, C.woodDark) +
    lampSmall(70, 250) +
    r(350, 250, 60, 60, C.wood) +
    plant(380, 226, 0.5);
  out +=
    r(470, 230, 130, 90, C.cream) +
    `<ellipse cx="320" cy="392" rx="190" ry="22" fill="${C.orangeLight}" opacity="0.5"/>`;
  return out;
}
function lampSmall(x, y) {
  return (
    r(x - 2, y - 30, 4, 30, C.navy) +
    p(`M${x - 16} ${y - 30} L${x + 16} ${y - 30} L${x + 10} ${y - 52} L${x - 10} ${y - 52} Z`, C.orangeLight)
  );
}
function bathroom(listing, seed) {
  const tile = pick(['#e3f1f8', '#eef5ec', '#f4efe6'], seed);
  let out =
    r(0, 0, W, 320, tile) +
    times(12, (i) => line(i * 56, 0, i * 56, 320, C.white, 2)) +
    times(7, (i) => line(0, i * 48, W, i * 48, C.white, 2));
  out += r(0, 320, W, 100, '#d8d2c6') + times(8, (i) => line(i * 90, 320, i * 90 - 40, H, '#c4bcaf', 2));
  out +=
    r(40, 40, 200, 300, C.blueLight, 'opacity="0.45"') +
    r(40, 40, 200, 300, 'none', `stroke="${C.greyDark}" stroke-width="4"`) +
    line(140, 40, 140, 340, C.greyDark, 2);
  out +=
    p('M110 60 L170 60 L160 80 L120 80 Z', C.greyDark) +
    line(140, 40, 140, 60, C.greyDark, 4) +
    times(5, (i) => line(122 + i * 9, 88, 118 + i * 11, 140, C.blue, 2, 'stroke-dasharray="4 6"'));
  out +=
    r(300, 90, 110, 140, C.blueLight, 'rx="10"') +
    r(308, 98, 94, 124, C.skyLight, 'rx="8"') +
    r(290, 240, 130, 20, C.white, 'rx="6"') +
    r(300, 260, 110, 70, pick([C.navy, C.wood], seed)) +
    line(355, 240, 355, 224, C.greyDark, 4);
  out +=
    r(470, 230, 90, 40, C.white, 'rx="8"') +
    p('M470 250 L560 250 Q 560 320 515 330 Q 470 320 470 250 Z', C.white) +
    r(480, 200, 70, 34, C.white, 'rx="6"') +
    r(500, 330, 30, 26, C.white);
  out += r(590, 150, 8, 100, C.greyDark) + r(576, 160, 36, 70, C.orange, 'rx="4"') + plant(260, 300, 0.5);
  return out;
}
/** A studio or bedsitter: one room that is bedroom, sitting room and kitchen. */
function studio(listing, seed) {
  const furnished = listing.features.includes('Fully furnished');
  let out = room(listing, seed, { windowX: 220, windowW: 180 });
  out += bed(20, 250, 180, seed);
  out +=
    r(440, 226, 190, 14, C.grey) +
    r(440, 240, 190, 70, C.navy) +
    r(470, 206, 56, 20, C.navyDark) +
    c(486, 216, 6, C.orange) +
    c(510, 216, 6, C.orange) +
    r(560, 200, 40, 26, C.white, 'rx="4"');
  out += r(450, 60, 170, 70, C.navy, 'rx="4"');
  if (furnished) {
    out += r(250, 300, 140, 10, C.woodDark) + r(258, 310, 6, 60, C.woodDark) + r(376, 310, 6, 60, C.woodDark);
    out +=
      r(280, 268, 70, 30, C.navyDark, 'rx="3"') +
      r(284, 272, 62, 22, C.blue) +
      r(270, 296, 90, 6, C.greyDark);
    out +=
      r(360, 276, 26, 20, C.white, 'rx="3"') +
      times(3, (i) => c(366 + i * 7, 286, 1.5, C.green)) +
      line(380, 276, 386, 262, C.navy, 2);
    out += r(300, 330, 44, 40, C.orange, 'rx="6"');
  } else {
    out += r(250, 330, 110, 60, C.wood) + r(270, 310, 30, 20, C.orange, 'rx="4"');
    out += r(380, 170, 40, 130, C.orange) + c(412, 236, 3, C.navy);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Outdoor scenes
// ---------------------------------------------------------------------------------------------

function exterior(listing, seed) {
  const gy = 330;
  const f = listing.features.join(' ').toLowerCase();
  const coast = listing.town === 'Mombasa';
  let out = sky(seed) + backdrop(listing.town, gy - 40, seed) + ground(gy - 40, coast ? C.sand : C.grass);
  const lawn = coast ? C.sand : C.grass;
  out += r(0, gy - 40, W, H - gy + 40, lawn);
  switch (listing.type) {
    case 'Villa':
      out +=
        palm(90, gy + 10, 1.2) +
        palm(560, gy + 10, 1.1) +
        villa(330, gy) +
        r(140, gy + 20, 360, 40, C.sea, 'rx="8"') +
        line(170, gy + 40, 220, gy + 40, C.white, 2);
      break;
    case 'Bedsitter':
      out += bedsitterRow(320, gy, 5) + tree(40, gy, 0.9) + waterTank(560, gy);
      break;
    case 'Apartment': {
      const nbi = listing.town === 'Nairobi';
      const penthouse = /penthouse/i.test(listing.description);
      const floors = penthouse ? 8 : nbi ? 5 : listing.bedrooms >= 2 ? 4 : 3;
      const fh = penthouse || nbi ? 30 : 40;
      out += block(320, gy, {
        floors,
        cols: penthouse ? 4 : 5,
        balconies: /balcon|sea/i.test(f + listing.description),
        penthouse,
        fh,
        wall: pick([C.white, C.cream], seed),
      });
      out += coast
        ? palm(80, gy + 6, 1.1) + palm(580, gy + 6)
        : tree(70, gy, 1) + tree(570, gy, 0.9, C.greenDark);
      if (f.includes('rooftop')) {
        const roofY = gy - floors * fh - 16 - 8;
        out +=
          r(230, roofY - 22, 180, 4, C.navy) +
          times(13, (i) => r(232 + i * 14, roofY - 20, 3, 20, C.navy)) +
          line(360, roofY, 360, roofY - 46, C.navy, 3) +
          p(`M330 ${roofY - 40} Q 360 ${roofY - 66} 390 ${roofY - 40} Z`, C.orange) +
          plant(260, roofY - 24, 0.4);
      }
      if (f.includes('cctv'))
        out += r(454, gy - 170, 18, 10, C.navyDark) + line(463, gy - 160, 470, gy - 150, C.navyDark, 3);
      if (f.includes('pool')) out += r(60, gy + 30, 170, 30, C.blue, 'rx="8"');
      break;
    }
    default:
      if (/townhouse/i.test(listing.title)) {
        out += townhouses(320, gy, 3) + tree(40, gy, 0.9) + tree(600, gy, 0.9, C.greenDark);
      } else {
        out += tree(70, gy, 1.2) + tree(590, gy, 1.1, C.greenDark);
        if (f.includes('water tank')) out += waterTank(490, gy);
        out += house(300, gy, {
          bedrooms: listing.bedrooms,
          solar: f.includes('solar'),
          chimney: f.includes('fireplace'),
          wall: pick([C.white, C.cream], seed),
        });
      }
  }
  if (f.includes('gated') || f.includes('gate')) out += gateWall(gy + 36, 0, W, 300);
  else if (listing.type === 'House') out += picketFence(gy + 30, 0, 240) + picketFence(gy + 30, 380, W);
  if (f.includes('parking'))
    out += car(430, gy + 40, C.orange) + (/four|two/.test(f) ? car(520, gy + 44, C.blue) : '');
  out += bush(20, gy + 60) + bush(250, gy + 70, C.green);
  return out;
}
function garden(listing, seed) {
  const gy = 250;
  let out = sky(seed) + backdrop(listing.town, gy, seed) + ground(gy, C.grass);
  out += `<g transform="translate(-40 0) scale(0.7)">${house(250, gy / 0.7, { bedrooms: listing.bedrooms, solar: listing.features.some((x) => /solar/i.test(x)) })}</g>`;
  out += p(`M300 ${H} Q 340 320 420 ${gy + 10} L440 ${gy + 10} Q 380 320 360 ${H} Z`, C.sand);
  out += tree(520, gy + 40, 1.3) + tree(600, gy + 20, 1, C.greenDark) + tree(40, gy + 120, 1.1);
  out += times(5, (i) => bush(130 + i * 36, 396 - (i % 2) * 6, i % 2 ? C.green : C.greenDark));
  if (listing.features.some((x) => /servant/i.test(x)))
    out +=
      r(480, gy - 50, 90, 60, C.cream) +
      p(`M474 ${gy - 48} L525 ${gy - 80} L576 ${gy - 48} Z`, C.navy) +
      r(510, gy - 26, 20, 36, C.orange);
  if (listing.features.some((x) => /borehole/i.test(x)))
    out +=
      r(460, 330, 16, 50, C.greyDark) +
      r(448, 320, 40, 12, C.navy) +
      p('M476 336 L500 336 L500 344 L476 344 Z', C.greyDark);
  out +=
    r(560, 300, 8, 80, C.woodDark) +
    r(610, 300, 8, 80, C.woodDark) +
    r(554, 296, 70, 8, C.woodDark) +
    line(574, 304, 574, 354, C.navy, 1.5) +
    line(600, 304, 600, 354, C.navy, 1.5) +
    r(568, 354, 38, 6, C.orange);
  return out;
}
function pool(listing, seed) {
  const gy = 250;
  const coast = listing.town === 'Mombasa';
  let out = sky(seed) + backdrop(listing.town, gy, seed) + ground(gy, coast ? C.sand : C.grass);
  if (coast) out += palm(60, gy + 20, 1.2) + palm(600, gy + 30, 1.3);
  else if (/townhouse/i.test(listing.title))
    out += `<g transform="translate(250 0) scale(0.6)">${townhouses(320, gy / 0.6, 3)}</g>`;
  else out += tree(60, gy + 10, 1) + tree(590, gy + 10, 1.1, C.greenDark);
  out += r(0, gy + 40, W, H - gy - 40, C.cream);
  out += p(`M120 ${gy + 70} L520 ${gy + 70} L600 ${H - 20} L40 ${H - 20} Z`, C.blue);
  out += p(`M140 ${gy + 80} L500 ${gy + 80} L560 ${H - 34} L80 ${H - 34} Z`, C.sea);
  out += times(
    4,
    (i) =>
      `<path d="M${160 + i * 90} ${gy + 110 + (i % 2) * 30} q 15 -8 30 0 t 30 0" stroke="${C.white}" stroke-width="3" fill="none" opacity="0.7"/>`,
  );
  const lounger = (x) =>
    p(
      `M${x} ${gy + 62} L${x + 70} ${gy + 62} L${x + 90} ${gy + 36} L${x + 98} ${gy + 40} L${x + 80} ${gy + 66} Z`,
      C.white,
    ) +
    r(x + 4, gy + 64, 4, 8, C.navy) +
    r(x + 62, gy + 64, 4, 8, C.navy);
  out += lounger(30) + lounger(520);
  out +=
    line(150, gy + 66, 150, gy - 20, C.navy, 3) +
    p(`M100 ${gy - 4} Q 150 ${gy - 50} 200 ${gy - 4} Z`, C.orange);
  return out;
}
/** From a balcony: the railing in front, two chairs, the view (sea, lake, hills or city). */
function balconyView(listing, seed) {
  const gy = 220;
  let out = sky(seed) + backdrop(listing.town, gy, seed);
  if (listing.town === 'Mombasa')
    out +=
      r(0, gy - 46, W, 50, C.sea) +
      p(`M0 ${gy} Q 320 ${gy - 16} 640 ${gy} L640 ${gy + 40} L0 ${gy + 40} Z`, C.sand) +
      palm(80, gy + 40, 0.9) +
      palm(540, gy + 40, 0.8);
  out += r(0, gy + 40, W, H - gy - 40, C.greyDark) + r(0, 300, W, 120, '#e6e2da');
  out +=
    r(0, 250, W, 8, C.white) + times(33, (i) => r(i * 20, 258, 5, 60, C.white)) + r(0, 316, W, 6, C.white);
  out +=
    r(250, 318, 150, 12, C.woodDark) +
    r(270, 330, 8, 60, C.woodDark) +
    r(372, 330, 8, 60, C.woodDark) +
    c(300, 312, 8, C.white) +
    r(330, 300, 10, 18, C.orange);
  out +=
    r(120, 300, 70, 60, C.orange, 'rx="10"') +
    r(126, 360, 6, 36, C.navy) +
    r(178, 360, 6, 36, C.navy) +
    r(460, 300, 70, 60, C.orange, 'rx="10"') +
    r(466, 360, 6, 36, C.navy) +
    r(518, 360, 6, 36, C.navy);
  out += plant(600, 340, 0.9);
  return out;
}
function rooftop(listing, seed) {
  const gy = 250;
  let out = sky(seed) + skyline(gy, seed, 0.9);
  out +=
    r(0, gy, W, H - gy, C.wood) +
    times(8, (i) => line(0, gy + 14 + i * 22, W, gy + 14 + i * 22, C.woodDark, 1.5, 'opacity="0.6"'));
  out += r(0, gy - 36, W, 6, C.navy) + times(33, (i) => r(i * 20, gy - 30, 3, 30, C.navy));
  out +=
    `<path d="M0 40 Q 160 90 320 50 T 640 50" stroke="${C.navy}" stroke-width="1.5" fill="none"/>` +
    times(12, (i) => c(26 + i * 52, 58 + Math.round(14 * Math.sin(i)), 5, i % 2 ? C.orange : C.orangeLight));
  out +=
    sofa(70, 300, 200, C.blue) +
    r(320, 340, 110, 10, C.white) +
    r(330, 350, 6, 36, C.navy) +
    r(414, 350, 6, 36, C.navy) +
    c(360, 334, 6, C.orange);
  out += plant(500, 330, 1) + plant(590, 320, 0.9);
  return out;
}
function beacon(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})">${p('M-8 0 L-6 -34 L6 -34 L8 0 Z', C.white)}${r(-7, -40, 14, 10, C.orange)}${shadow(0, 2, 14)}</g>`;
}
/** Land: a level plot in perspective, four beacons with the boundary between them, a sign. */
function plot(listing, seed) {
  const gy = 200;
  const f = listing.features.join(' ').toLowerCase();
  let out = sky(seed) + backdrop(listing.town, gy, seed) + ground(gy, C.greenLight);
  const corners = [
    [150, 250],
    [490, 250],
    [600, 390],
    [40, 390],
  ];
  out += p(`M${corners.map((pt) => pt.join(' ')).join(' L')} Z`, C.grass);
  out += times(
    14,
    (i) =>
      `<path d="M${70 + i * 40} ${380 - (i % 3) * 40} l4 -10 l4 10 m-4 0 l-6 -7" stroke="${C.greenDark}" stroke-width="2" fill="none"/>`,
  );
  out += `<path d="M${corners.map((pt) => pt.join(' ')).join(' L')} Z" fill="none" stroke="${C.white}" stroke-width="3" stroke-dasharray="10 8"/>`;
  out += corners.map(([x, y], i) => beacon(x, y + 4, 0.7 + (y - 250) / 300 + i * 0)).join('');
  out += p(`M0 ${gy + 20} L${W} ${gy + 14} L${W} ${gy + 40} L0 ${gy + 48} Z`, C.murram);
  if (f.includes('electricity'))
    out +=
      powerPole(60, gy + 30, 0.8) +
      powerPole(330, gy + 24, 0.7) +
      powerPole(600, gy + 20, 0.6) +
      `<path d="M44 ${gy - 70} Q 190 ${gy - 50} 313 ${gy - 60} Q 460 ${gy - 52} 586 ${gy - 53}" stroke="${C.navyDark}" stroke-width="1.5" fill="none"/>`;
  out +=
    r(300, 280, 8, 70, C.woodDark) +
    r(250, 250, 110, 44, C.orange, 'rx="4"') +
    r(262, 262, 86, 6, C.white) +
    r(262, 276, 60, 6, C.white);
  out += tree(600, 250, 0.8, C.greenDark) + tree(20, 260, 0.7);
  return out;
}
/** The murram access road, the power line along it and the plot's beacon and sign at the side. */
function road(listing, seed) {
  const gy = 190;
  let out = sky(seed) + backdrop(listing.town, gy, seed) + ground(gy, C.grass);
  out +=
    p(`M300 ${gy} L340 ${gy} L560 ${H} L80 ${H} Z`, C.murram) +
    p(`M316 ${gy} L324 ${gy} L330 ${H} L310 ${H} Z`, '#d9925c', 'opacity="0.6"');
  out += times(6, (i) => c(150 + i * 60, 330 + (i % 3) * 20, 3, '#a85f2f'));
  const poles = [
    [360, gy + 4, 0.3],
    [410, gy + 40, 0.55],
    [520, gy + 130, 1],
  ];
  out += poles.map(([x, y, s]) => powerPole(x, y, s)).join('');
  out += `<path d="M353 ${gy - 34} Q 380 ${gy - 20} 397 ${gy - 27} Q 450 ${gy - 10} 500 ${gy + 5}" stroke="${C.navyDark}" stroke-width="1.5" fill="none"/>`;
  out +=
    beacon(140, 330, 1.2) +
    beacon(230, 250, 0.7) +
    `<path d="M140 330 L230 250" stroke="${C.white}" stroke-width="3" stroke-dasharray="10 8"/>`;
  out +=
    r(60, 260, 8, 80, C.woodDark) +
    r(20, 226, 90, 40, C.orange, 'rx="4"') +
    r(32, 238, 66, 5, C.white) +
    r(32, 250, 44, 5, C.white);
  out += tree(600, gy + 60, 1, C.greenDark) + tree(250, gy + 20, 0.5) + bush(560, 400);
  return out;
}
/** The survey plan: the plot's outline, beacons at its corners, its sides, the road and north. */
function sitePlan(listing) {
  const side = Math.round(Math.sqrt(listing.sizeSqm * 0.63));
  const depth = Math.round(listing.sizeSqm / side);
  const text = (x, y, s, size = 16, extra = '') =>
    `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" ${extra.includes('fill=') ? '' : `fill="${C.navy}"`} ${extra}>${s}</text>`;
  let out =
    r(0, 0, W, H, C.skyLight) +
    times(17, (i) => line(i * 40, 0, i * 40, H, C.blueLight, 1)) +
    times(11, (i) => line(0, i * 40, W, i * 40, C.blueLight, 1));
  out += r(60, 40, 520, 340, C.white, `rx="6" stroke="${C.navy}" stroke-width="3"`);
  out +=
    r(200, 80, 240, 180, C.greenLight, `stroke="${C.navy}" stroke-width="4"`) +
    r(230, 120, 110, 80, 'none', `stroke="${C.greyDark}" stroke-width="2" stroke-dasharray="6 5"`);
  out += [
    [200, 80],
    [440, 80],
    [440, 260],
    [200, 260],
  ]
    .map(
      ([x, y], i) =>
        c(x, y, 9, C.orange) +
        text(x + (i % 3 ? 12 : -40), y + (i < 2 ? -10 : 24), `B${i + 1}`, 14, 'font-weight="bold"'),
    )
    .join('');
  out += r(80, 310, 480, 40, C.murram) + text(250, 336, 'Access road', 16, `fill="${C.white}"`);
  out += text(300, 72, `${side} m`, 14) + text(450, 176, `${depth} m`, 14);
  out += p('M520 80 L532 120 L520 112 L508 120 Z', C.navy) + text(513, 72, 'N', 16, 'font-weight="bold"');
  return out;
}

const SCENES = {
  exterior,
  'living-room': livingRoom,
  kitchen,
  bedroom,
  bathroom,
  studio,
  garden,
  pool,
  'balcony-view': balconyView,
  rooftop,
  plot,
  road,
  'site-plan': sitePlan,
};

/** The SVG of one photo of one listing. */
export function sceneSvg(listing, view) {
  const draw = SCENES[view];
  if (!draw)
    throw new Error(
      `${listing.id}: no scene for the view '${view}' (known: ${Object.keys(SCENES).join(', ')})`,
    );
  const seed = hash(`${listing.id}/${view}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw(listing, seed)}</svg>`;
}

async function main() {
  const listings = await loadListings();
  const jobs = listings.flatMap((listing) =>
    listing.images.map((image) => {
      const expected = `/images/properties/${listing.id}-${image.view}.webp`;
      if (image.src !== expected) throw new Error(`${listing.id}: '${image.src}' should be '${expected}'`);
      return { file: join(ROOT, 'public', image.src), svg: sceneSvg(listing, image.view) };
    }),
  );
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    mkdirSync(OUT_DIR, { recursive: true });
    for (const job of jobs) {
      const dataUrl = await page
        .evaluate(
          async ({ svg, w, h, q }) => {
            const img = new Image();
            img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
            await img.decode().catch(() => {
              const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
              throw new Error(doc.querySelector('parsererror')?.textContent ?? 'the SVG cannot be drawn');
            });
            const canvas = document.createElement('canvas');
            canvas.width = w;
            canvas.height = h;
            canvas.getContext('2d').drawImage(img, 0, 0, w, h);
            return canvas.toDataURL('image/webp', q);
          },
          { svg: job.svg, w: W, h: H, q: QUALITY },
        )
        .catch((error) => {
          throw new Error(`${job.file}: ${error.message}`);
        });
      if (!dataUrl.startsWith('data:image/webp;base64,'))
        throw new Error('This Chromium cannot encode WebP.');
      writeFileSync(job.file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    }
  } finally {
    await browser.close();
  }
  const wanted = new Set(jobs.map((j) => j.file));
  for (const name of readdirSync(OUT_DIR)) {
    const file = join(OUT_DIR, name);
    if (name.endsWith('.webp') && !wanted.has(file)) rmSync(file);
  }
  console.log(
    `listing-images: ${jobs.length} pictures for ${listings.length} listings in public/images/properties`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
