import { existsSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { SERVICES, routeFromTitle, SERVICE_MODAL_PARAGRAPH } from './services';
import { findServiceByPath, SERVICE_PAGES } from './service-pages';
import {
  ARTICLES,
  ARTICLE_CATEGORY_TABS,
  findArticle,
  relatedArticles,
  moreArticles,
  filterArticlesByTab,
} from './articles';
import { FAQ_TABS, MANAGEMENT_FEE_RANGE, PROJECT_TIMELINES } from './faq';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from './legal';
import { FEATURED_PROPERTIES, FEATURED_PROPERTY_IDS, PROPERTIES, PROPERTIES_HEADING } from './properties';
import { PATHS } from '../../../config/paths';
import { CONTENT } from '../../../config/content';
import { ABOUT } from './about';
import { propertyPrice } from '../properties/property-price';
import { HOME_HERO } from './home';
import { MRI_TAX_FACTS } from '../../../config/tax-facts';
import { MRI_TEXT, ordinal } from './mri-text';

const EXPECTED_SERVICES = [
  ['/rent-collection', 'Rent Collection', 'Rent Collection & Accounting'],
  ['/tenant-management', 'Tenant Management', 'Tenant Management'],
  ['/property-management', 'Property Management', 'Property Management'],
  ['/assessment', 'Assessment', 'Assessment of Rent & Service Charges'],
  ['/mri-filing', 'MRI & Filing', 'MRI & Filing'],
  ['/property-marketing', 'Property Marketing', 'Property Marketing'],
  ['/project-management', 'Project Management', 'Project Management'],
] as const;

describe('services', () => {
  it('has exactly 7 services in order', () => {
    expect(SERVICES.map((s) => [s.path, s.title, s.menuLabel])).toEqual(
      EXPECTED_SERVICES.map((row) => [...row]),
    );
  });

  it('has one page text per service, and none without a service', () => {
    expect(Object.keys(SERVICE_PAGES)).toEqual(SERVICES.map((s) => s.path));
  });

  it.each(EXPECTED_SERVICES)('%s: route, features, image and CTA', (path, title) => {
    const service = findServiceByPath(path);
    expect(service).toBeDefined();
    if (!service) return;
    expect(routeFromTitle(title)).toBe(path);
    expect(routeFromTitle(service.title)).toBe(service.path);
    expect(service.features).toHaveLength(5);
    for (const feature of service.features) {
      expect(feature.title.trim()).not.toBe('');
      expect(feature.text.trim()).not.toBe('');
    }
    expect(service.image).toBe(`/images/services/${path.slice(1)}.webp`);
    expect(service.description.trim()).not.toBe('');
    expect(service.intro.length).toBeGreaterThan(200);
    if (path === '/assessment') {
      expect(service.cta).toEqual({ label: 'Get Started', to: '/signup' });
    } else {
      expect(service.cta).toEqual({ label: 'Contact Us', to: '/contact' });
    }
  });

  it.each([
    ['MRI & Filing', '/mri-filing'],
    ['  Rent  Collection ', '/rent-collection'],
    ['Rent Collection & Accounting', '/rent-collection-accounting'],
    ['Assessment', '/assessment'],
  ])('routeFromTitle(%j) === %s', (title, expected) => {
    expect(routeFromTitle(title)).toBe(expected);
  });

  it('keeps the feature titles', () => {
    expect(findServiceByPath('/rent-collection')?.features[0].title).toBe('Direct Digital Rent Transfers');
    expect(findServiceByPath('/project-management')?.features[4].title).toBe('Risk and Quality Control');
  });

  it('MRI & Filing intro mentions KRA and the current rate', () => {
    const intro = findServiceByPath('/mri-filing')?.intro ?? '';
    expect(intro).toContain('Kenya Revenue Authority');
    expect(intro).toContain(`${MRI_TAX_FACTS.ratePercent}%`);
    expect(intro).toContain('(10% before 1 January 2024)');
  });

  it("property management intro covers the firm's key points", () => {
    const intro = (findServiceByPath('/property-management')?.intro ?? '').toLowerCase();
    for (const phrase of [
      'm-pesa paybill',
      'paid out to you every month',
      'maintenance',
      'screened',
      'compliant',
      'dashboard',
    ]) {
      expect(intro).toContain(phrase);
    }
  });

  it("every button that names the portal leads to its sign-in, /login; 'Project Portal' is not it", () => {
    const ctas = Object.values(SERVICE_PAGES).flatMap((page) => [page.cta, page.secondaryCta ?? []].flat());
    const portal = ctas.filter((cta) => /\b(tenants?|client|customer)s?'? portal\b/i.test(cta.label));
    expect(portal.map((cta) => cta.label)).toEqual(['Tenants Portal']);
    for (const cta of portal) expect(cta.to).toBe(PATHS.login);
    expect(findServiceByPath('/project-management')?.secondaryCta).toEqual({
      label: 'Project Portal',
      to: PATHS.project,
    });
  });

  it('unknown path finds nothing; modal paragraph exists', () => {
    expect(findServiceByPath('/nope')).toBeUndefined();
    expect(SERVICE_MODAL_PARAGRAPH.length).toBeGreaterThan(100);
  });
});

const EXPECTED_ARTICLES = [
  ['market-trends-1', 'Market Trends', '5 min read'],
  ['market-trends-2', 'Market Trends', '7 min read'],
  ['investment-1', 'Investment', '8 min read'],
  ['property-management-1', 'Property Management', '6 min read'],
] as const;

const wordCount = (html: string): number =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('articles', () => {
  it('has the four articles in order', () => {
    expect(ARTICLES.map((a) => [a.id, a.category, a.readTime])).toEqual(
      EXPECTED_ARTICLES.map((row) => [...row]),
    );
  });

  it.each(EXPECTED_ARTICLES)('%s: date, image, body', (id) => {
    const article = findArticle(id);
    expect(article).toBeDefined();
    if (!article) return;
    expect(article.date).toMatch(/^2025-03-(0[1-9]|[12]\d|3[01])$/);
    expect(article.image).toBe(`/images/articles/${id}.webp`);
    expect(article.author).toMatch(/, /);
    const words = wordCount(article.content);
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(720);
    expect(article.content).not.toMatch(/<script|\son\w+\s*=|javascript:/i);
    const tags = [...article.content.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => (m[1] ?? '').toLowerCase());
    const allowed = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a']);
    expect(tags.filter((t) => !allowed.has(t))).toEqual([]);
  });

  it('mentions Moonshot, Savannah and custom packages', () => {
    const all = ARTICLES.map((a) => a.content).join(' ');
    expect(all).toContain('Moonshot');
    expect(all).toContain('Savannah');
    expect(all.toLowerCase()).toContain('custom package');
    for (const id of ['investment-1', 'property-management-1']) {
      const content = findArticle(id)?.content ?? '';
      expect(content).toContain('Moonshot');
      expect(content).toContain('Savannah');
      expect(content.toLowerCase()).toContain('custom package');
    }
  });

  it('unknown id finds nothing', () => {
    expect(findArticle('nope')).toBeUndefined();
  });

  it('has the category tabs', () => {
    expect(ARTICLE_CATEGORY_TABS.map((t) => t.label)).toEqual([
      'All Articles',
      'Market Trends',
      'Investment',
      'Property Management',
    ]);
  });

  it.each([
    ['all', ['market-trends-1', 'market-trends-2', 'investment-1', 'property-management-1']],
    ['market-trends', ['market-trends-1', 'market-trends-2']],
    ['investment', ['investment-1']],
    ['property-management', ['property-management-1']],
  ])('filterArticlesByTab(%s)', (key, ids) => {
    expect(filterArticlesByTab(key).map((a) => a.id)).toEqual(ids);
  });

  it.each(ARTICLES.map((a) => [a.id, a] as const))('related and more for %s', (id, article) => {
    const related = relatedArticles(article);
    expect(related.length).toBeLessThanOrEqual(2);
    expect(related.every((a) => a.category === article.category && a.id !== id)).toBe(true);
    const more = moreArticles(article);
    expect(more.length).toBeLessThanOrEqual(3);
    expect(more.length).toBe(Math.min(3, ARTICLES.length - 1));
    expect(more.some((a) => a.id === id)).toBe(false);
  });

  it('related: market-trends-1 -> market-trends-2; investment-1 -> none', () => {
    const mt1 = findArticle('market-trends-1');
    const inv = findArticle('investment-1');
    expect(mt1 && relatedArticles(mt1).map((a) => a.id)).toEqual(['market-trends-2']);
    expect(inv && relatedArticles(inv)).toEqual([]);
  });

  it('helpers respect limits on a larger list', () => {
    const base = ARTICLES[0];
    expect(base).toBeDefined();
    if (!base) return;
    const many = Array.from({ length: 6 }, (_, i) => ({ ...base, id: `x-${i}` }));
    const first = many[0];
    if (!first) return;
    expect(relatedArticles(first, many)).toHaveLength(2);
    expect(moreArticles(first, many)).toHaveLength(3);
  });
});

const faqText = (key: string): string => {
  const tab = FAQ_TABS.find((t) => t.key === key);
  return tab ? tab.items.map((i) => `${i.question} ${i.answer}`).join(' ') : '';
};

describe('faq', () => {
  it('has the three tabs with 5-7 items each', () => {
    expect(FAQ_TABS.map((t) => [t.key, t.label])).toEqual([
      ['mri-tax-support', 'MRI Tax Support'],
      ['project-management', 'Project Management'],
      ['property-management', 'Property Management'],
    ]);
    for (const tab of FAQ_TABS) {
      expect(tab.items.length).toBeGreaterThanOrEqual(5);
      expect(tab.items.length).toBeLessThanOrEqual(7);
    }
  });

  it.each([
    [
      'mri-tax-support',
      [
        '7.5%',
        '(10% before 1 January 2024)',
        'KES 288,000',
        'KES 15 million',
        '20th',
        '1%',
        '5% of the tax due or KES 2,000, whichever is higher',
      ],
    ],
    ['property-management', ['7%', '10%']],
    ['project-management', ['6-18 months', '3-12 months', '4-16 weeks']],
  ])('tab %s carries the facts', (key, needles) => {
    const text = faqText(key);
    for (const needle of needles) expect(text).toContain(needle);
  });

  it('MRI tab states no expense deductions', () => {
    expect(faqText('mri-tax-support').toLowerCase()).toContain('no expense deductions');
  });

  it('keeps the fee range and the project timelines', () => {
    expect(MANAGEMENT_FEE_RANGE).toEqual({ minPercent: 7, maxPercent: 10 });
    expect(PROJECT_TIMELINES.newConstruction).toMatchObject({ min: 6, max: 18, unit: 'months' });
    expect(PROJECT_TIMELINES.fullLuxuryRenovation).toMatchObject({ min: 3, max: 12, unit: 'months' });
    expect(PROJECT_TIMELINES.minorRenovation).toMatchObject({ min: 4, max: 16, unit: 'weeks' });
  });
});

describe('tax facts', () => {
  it('builds the phrases from the facts', () => {
    expect(MRI_TEXT.rate).toBe('7.5% (10% before 1 January 2024)');
    expect(MRI_TEXT.latePenalty).toBe('5% of the tax due or KES 2,000, whichever is higher');
    expect(MRI_TEXT.thresholds).toBe('between KES 288,000 and KES 15 million a year');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [11, '11th'],
    [20, '20th'],
    [22, '22nd'],
  ])('ordinal(%i) === %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });

  it('a price is in the one money style, thousands grouped', () => {
    expect(propertyPrice({ priceKes: 120_000_000, deal: 'sale' })).toBe('KES 120,000,000');
    expect(propertyPrice({ priceKes: 45_000, deal: 'rent' })).toBe('KES 45,000 / month');
  });
});

describe('legal', () => {
  it('privacy policy has 9 sections in order', () => {
    expect(PRIVACY_POLICY.sections.map((s) => s.heading)).toEqual([
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'Cookies and Tracking',
      'Third-Party Disclosure',
      'Data Security',
      'Your Rights',
      'Changes to This Policy',
      'Contact Us',
    ]);
    expect(PRIVACY_POLICY.lastUpdated).toBe('2025-03-28');
  });

  it('terms have 13 sections, USD and California', () => {
    expect(TERMS_OF_SERVICE.sections).toHaveLength(13);
    expect(TERMS_OF_SERVICE.sections[0]?.heading).toBe('Acceptance of Terms');
    expect(TERMS_OF_SERVICE.sections[12]?.heading).toBe('Contact Us');
    expect(TERMS_OF_SERVICE.lastUpdated).toBe('2025-03-28');
    const text = TERMS_OF_SERVICE.sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])]).join(' ');
    expect(text).toContain('USD');
    expect(text).toContain('California');
    expect(text).toContain('sole discretion');
  });

  it('every section has readable text', () => {
    for (const section of [...PRIVACY_POLICY.sections, ...TERMS_OF_SERVICE.sections]) {
      const parts = section.paragraphs.length + (section.bullets?.length ?? 0);
      expect(parts).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('about and home', () => {
  it('has 4 what-we-do items linking to services and 6 reasons', () => {
    expect(ABOUT.whatWeDo).toHaveLength(4);
    for (const item of ABOUT.whatWeDo) expect(findServiceByPath(item.path)).toBeDefined();
    expect(ABOUT.whyChooseUs).toHaveLength(6);
    expect(ABOUT.whoWeAre.length).toBeGreaterThan(0);
    expect(HOME_HERO.headline).toBe('Your Premier Partner for Comprehensive Property Management');
  });
});

/** Every string in a piece of typed content, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** The public site's text, by content module (the Terms of Service included: they promise nothing of rent). */
const PUBLIC_TEXT: readonly (readonly [string, unknown])[] = [
  ['services', [SERVICES, SERVICE_MODAL_PARAGRAPH]],
  ['service-pages', SERVICE_PAGES],
  ['about', ABOUT],
  ['home', HOME_HERO],
  ['faq', FAQ_TABS],
  ['articles', ARTICLES],
  ['legal', [PRIVACY_POLICY, TERMS_OF_SERVICE]],
  ['properties', PROPERTIES],
  ['content', CONTENT],
];

/**
 * Promises the product does not keep (product rules, 'Public site'): rent is paid to the firm's
 * Paybill and reaches the owner as a dated payout with a monthly statement, never straight into
 * the owner's account.
 */
const FALSE_PROMISES: readonly RegExp[] = [
  /straight (in)?to (your|the (owner|landlord)['’]s) (bank )?account/i,
  /directly (in)?to (your|the (owner|landlord)['’]s) (bank )?account/i,
  /(paid|deposited|sent|goes) (straight |directly )?(in)?to your (bank )?account/i,
  /(rent )?collection (paid )?into your account/i,
  /middle account/i,
  /rent straight to you/i,
  /instant(ly)? (payout|transfer|payment to you)/i,
];

describe('words that match the money', () => {
  it('the table finds the sentences it was written for', () => {
    for (const sentence of [
      'Tenants pay by M-Pesa and the rent goes straight to your account.',
      'We send it directly to your account, so the money never sits in a middle account.',
      'It covers rent collection paid straight into your account.',
      'Rent paid on time straight into the owner’s account.',
    ]) {
      expect(
        FALSE_PROMISES.some((pattern) => pattern.test(sentence)),
        sentence,
      ).toBe(true);
    }
  });

  it.each(PUBLIC_TEXT)('%s: no text promises rent straight into the owner’s account', (_module, content) => {
    const broken = stringsOf(content).flatMap((text) =>
      FALSE_PROMISES.filter((pattern) => pattern.test(text)).map((pattern) => `${String(pattern)}: ${text}`),
    );
    expect(broken).toEqual([]);
  });

  it.each([
    ['the Rent Collection page', findServiceByPath('/rent-collection')?.intro],
    ['its Direct Digital Rent Transfers', findServiceByPath('/rent-collection')?.features[0].text],
    ['the Property Management page', findServiceByPath('/property-management')?.intro],
    [
      "the FAQ's 'How and when do I receive my rent?'",
      FAQ_TABS.flatMap((tab) => tab.items).find(
        (item) => item.question === 'How and when do I receive my rent?',
      )?.answer,
    ],
  ])('%s says how rent reaches the owner: the Paybill, then a monthly payout', (_where, text) => {
    expect(text).toMatch(/M-Pesa Paybill/);
    expect(text).toMatch(/(pay it|paid) out to you (each|every) month/);
  });
});

describe('properties', () => {
  it('keeps the three original sample listings first, with the heading', () => {
    expect(PROPERTIES_HEADING).toBe('Explore our exclusive portfolio of Kenyan properties.');
    expect(PROPERTIES.slice(0, 3).map((p) => [p.title, p.priceKes, p.images[0]?.src])).toEqual([
      ['Modern Family Home', 120_000_000, '/images/properties/nairobi-home-exterior.webp'],
      ['Luxury City Apartment', 85_000_000, '/images/properties/nairobi-apartment-exterior.webp'],
      ['Beachfront Villa', 250_000_000, '/images/properties/mombasa-villa-exterior.webp'],
    ]);
  });

  it('the home features three listings of the data, a rental in Kisii among them', () => {
    expect(FEATURED_PROPERTIES.map((p) => p.id)).toEqual([...FEATURED_PROPERTY_IDS]);
    expect(FEATURED_PROPERTIES).toHaveLength(3);
    expect(FEATURED_PROPERTIES.filter((p) => p.town === 'Kisii' && p.deal === 'rent')).toHaveLength(1);
  });

  it('lists at least 12 properties in the five towns, for sale and to let, each with 3 local photos on disk', () => {
    expect(PROPERTIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(PROPERTIES.map((p) => p.town))).toEqual(
      new Set(['Kisii', 'Nairobi', 'Mombasa', 'Kisumu', 'Nakuru']),
    );
    expect(new Set(PROPERTIES.map((p) => p.deal))).toEqual(new Set(['sale', 'rent']));
    expect(new Set(PROPERTIES.map((p) => p.id)).size).toBe(PROPERTIES.length);
    expect(new Set(PROPERTIES.map((p) => p.reference)).size).toBe(PROPERTIES.length);
    for (const p of PROPERTIES) {
      expect(p.images.length, p.id).toBeGreaterThanOrEqual(3);
      for (const { src } of p.images) expect(existsSync(`public${src}`), src).toBe(true);
    }
  });
});
