import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../../../config/content';
import { PROPERTY_VIEWS } from '../../../types/content';
import { PROPERTIES } from './properties';

/** Each listing picture at most this many bytes (product rules, 'Property listings'). */
const BUDGET_BYTES = 25 * 1024;
const DIR = 'public/images/properties';

/** Width and height of a WebP file (lossy VP8, lossless VP8L or extended VP8X), or null if it is not WebP. */
function webpSize(bytes: Buffer): { width: number; height: number } | null {
  if (
    bytes.length < 30 ||
    bytes.toString('ascii', 0, 4) !== 'RIFF' ||
    bytes.toString('ascii', 8, 12) !== 'WEBP'
  )
    return null;
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

const photos = PROPERTIES.flatMap((listing) => listing.images.map((photo) => ({ listing, photo })));

describe('listing pictures (scripts/listing-images.mjs)', () => {
  it('reads the size of a WebP and refuses what is not one', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000280000001a4', 'hex');
    expect(webpSize(Buffer.concat([png, Buffer.alloc(16)]))).toBeNull();
    const vp8x = Buffer.alloc(30);
    vp8x.write('RIFF', 0, 'ascii');
    vp8x.write('WEBPVP8X', 8, 'ascii');
    vp8x.writeUIntLE(639, 24, 3);
    vp8x.writeUIntLE(419, 27, 3);
    expect(webpSize(vp8x)).toEqual({ width: 640, height: 420 });
  });

  it.each(photos.map(({ listing, photo }) => [photo.src, listing, photo] as const))(
    '%s is a WebP at the card size, within the budget, named after its listing and view',
    (src, listing, photo) => {
      expect(PROPERTY_VIEWS).toContain(photo.view);
      expect(src).toBe(`/images/properties/${listing.id}-${photo.view}.webp`);
      const file = `public${src}`;
      expect(existsSync(file), file).toBe(true);
      const bytes = readFileSync(file);
      expect(webpSize(bytes)).toEqual(IMAGE_SIZES.property);
      expect(bytes.length).toBeLessThanOrEqual(BUDGET_BYTES);
    },
  );

  it('gives every listing at least three different views, each described in words that name its town', () => {
    for (const listing of PROPERTIES) {
      expect(listing.images.length, listing.id).toBeGreaterThanOrEqual(3);
      expect(new Set(listing.images.map((p) => p.view)).size, listing.id).toBe(listing.images.length);
      for (const { alt } of listing.images) expect(alt, listing.id).toContain(listing.town);
    }
    const alts = photos.map(({ photo }) => photo.alt);
    expect(new Set(alts).size).toBe(alts.length);
  });

  it('shares no picture between listings or slots (by content), and keeps no picture nobody shows', () => {
    const hashes = new Map<string, string>();
    for (const { photo } of photos) {
      const digest = createHash('sha256')
        .update(readFileSync(`public${photo.src}`))
        .digest('hex');
      expect(hashes.get(digest), `${photo.src} repeats`).toBeUndefined();
      hashes.set(digest, photo.src);
    }
    const shown = new Set(photos.map(({ photo }) => photo.src.split('/').pop()));
    expect(readdirSync(DIR).filter((name) => !shown.has(name))).toEqual([]);
  });
});
