/**
 * Brand and contact facts: the one place they live. Defaults are placeholders
 * (product rules, 'Running and configuration': never real people's data); VITE_BRAND_NAME may override the name,
 * VITE_PAYBILL_NUMBER the Paybill number.
 */
import { config } from './env';

const brandName: string = import.meta.env?.VITE_BRAND_NAME || 'Kisii Property Management';

/** Kenyan mobile number, shown as written and dialled in E.164 form. */
const phoneDisplay = '+254 700 000 000';
const phoneE164 = '+254700000000';

/**
 * The firm's M-Pesa Paybill (business) number, which tenants pay rent to with their lease's pay
 * reference as the account number (VITE_PAYBILL_NUMBER). Until the firm's own is configured, a
 * realistic placeholder marked as such wherever it shows: Safaricom's Daraja sandbox shortcode,
 * which takes no real money (product rules, 'What people see, finished').
 */
const configuredPaybill: string | undefined = import.meta.env?.VITE_PAYBILL_NUMBER || undefined;
const paybillNumber: string = configuredPaybill ?? '174379';
/** Said beside a placeholder Paybill number. */
export const PAYBILL_PLACEHOLDER_TEXT = 'Demo placeholder';

export const CONTENT = {
  brandName,
  tagline: 'A property management solution with innovative services',
  phone: { display: phoneDisplay, href: `tel:${phoneE164}` },
  whatsapp: {
    display: phoneDisplay,
    href: `https://wa.me/${phoneE164.slice(1)}`,
  },
  address: {
    building: 'Ouru Complex',
    floor: '3rd floor, above the bank',
    town: 'Kisii',
    country: 'Kenya',
    /** One line, as the footer and contact panel show it. */
    oneLine: 'Ouru Complex, 3rd floor (above the bank), Kisii, Kenya',
    mapsSearchHref: 'https://www.google.com/maps/search/?api=1&query=Ouru+Complex+Kisii+Kenya',
  },
  /** The firm's website: this site, at its configured address. */
  website: { display: new URL(config.siteUrl).host, href: config.siteUrl },
  email: 'info@example.com',
  paybillNumber,
  /** Whether the Paybill number is the placeholder (no VITE_PAYBILL_NUMBER). */
  paybillIsPlaceholder: configuredPaybill === undefined,
  social: [
    { network: 'Facebook', href: 'https://facebook.com/example' },
    { network: 'X', href: 'https://x.com/example' },
    { network: 'Instagram', href: 'https://instagram.com/example' },
    { network: 'LinkedIn', href: 'https://linkedin.com/company/example' },
  ],
  /** Footer and drawer copyright line; the year is passed in so renders stay pure. */
  copyright: (year: number) => `© ${year} ${brandName}. All rights reserved.`,
} as const;

/** Image files under public/, with the intrinsic size each kind ships in. */
export const IMAGE_SIZES = {
  logo: { width: 160, height: 160 },
  hero: { width: 1600, height: 900 },
  service: { width: 640, height: 400 },
  article: { width: 1200, height: 630 },
  property: { width: 640, height: 420 },
  comingSoonPoster: { width: 1280, height: 720 },
} as const;

/**
 * The `srcset` of an article image: each ships at full width (1200 px) and at 600 px,
 * named `<name>-600.webp`, so a phone or a card downloads the small one.
 */
export const articleImageSrcSet = (src: string): string =>
  `${src.replace(/\.webp$/, '-600.webp')} 600w, ${src} ${IMAGE_SIZES.article.width}w`;

export const ASSETS = {
  logo: '/images/logo.webp',
  hero: '/images/hero.webp',
  /** The hero at half width, for phones (srcset). */
  heroSmall: '/images/hero-800.webp',
  comingSoonVideo: '/media/coming-soon.webm',
  comingSoonPoster: '/media/coming-soon-poster.webp',
} as const;
