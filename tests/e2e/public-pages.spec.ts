import { type Page } from '@playwright/test';
import { ADMIN_SESSION } from '../fixtures';
import { navigateInApp, openConsole, serverSubmissions, signInAsAdmin } from './console-support';
import {
  ADMIN_ORIGIN,
  expect,
  expectNoAxeViolations,
  PUBLIC_ORIGIN,
  storeSession,
  test,
  waitForApp,
} from './support';

/** Every public screen (product rules, 'Public site') at 1440 px (the project's default viewport). */

const BRAND = 'Kisii Property Management';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

const main = (page: Page) => page.getByRole('main');

test.describe('home', () => {
  test("the home page: hero and LCP image, Our Services (arrows, keyboard, clamping), a card's modal, the footer's Services link", async ({
    page,
  }) => {
    test.setTimeout(90000);
    await test.step('hero: logo, headline, subline', async () => {
      await open(page, '/');
      await expect(page).toHaveTitle(BRAND);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Your Premier Partner for Comprehensive Property Management',
        }),
      ).toBeVisible();
      await expect(main(page).getByRole('img', { name: `${BRAND} logo` })).toBeVisible();
      await expect(main(page).getByText(/we look after your property in Kisii/)).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
      await expect(main(page).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about-us');

      const hero = page.locator('img[src="/images/hero.webp"]');
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).not.toHaveAttribute('loading', 'lazy');
      await expect(hero).toHaveAttribute('width', '1600');
      await expect(hero).toHaveAttribute('height', '900');
      // Every service image is lazy with its size set.
      const cards = page.locator('#our-services img');
      await expect(cards).toHaveCount(7);
      for (const img of await cards.all()) {
        await expect(img).toHaveAttribute('loading', 'lazy');
        await expect(img).toHaveAttribute('width', '640');
        await expect(img).toHaveAttribute('height', '400');
      }

      await main(page).getByRole('link', { name: 'Get Started' }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
    await test.step('Our Services: 7 cards, arrows scroll', async () => {
      await open(page, '/');
      const section = page.locator('section#our-services');
      await expect(section.getByRole('heading', { level: 2, name: 'Our Services' })).toBeVisible();
      await expect(section.getByRole('heading', { level: 3 })).toHaveText([
        'Rent Collection',
        'Tenant Management',
        'Property Management',
        'Assessment',
        'MRI & Filing',
        'Property Marketing',
        'Project Management',
      ]);
      const clamp = await section
        .locator('.service-card__button')
        .first()
        .evaluate((el) => getComputedStyle(el).webkitLineClamp);
      expect(clamp).toBe('2');
      const descClamp = await section
        .locator('.service-card__description')
        .first()
        .evaluate((el) => getComputedStyle(el).webkitLineClamp);
      expect(descClamp).toBe('3');

      const track = section.getByRole('region', { name: /Our services/ });
      const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
      expect(await scrollLeft()).toBe(0);
      await section.getByRole('button', { name: 'Scroll services right' }).click();
      await expect.poll(scrollLeft).toBe(150);
      await section.getByRole('button', { name: 'Scroll services right' }).click();
      await expect.poll(scrollLeft).toBe(300);
      await section.getByRole('button', { name: 'Scroll services left' }).click();
      await expect.poll(scrollLeft).toBe(150);

      await track.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(scrollLeft).toBeGreaterThan(150);
    });
    await test.step('a card opens the modal; Escape and the backdrop', async () => {
      const dialog = page.getByRole('dialog');

      await page.getByRole('button', { name: 'Rent Collection' }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Rent Collection', { exact: true })).toBeVisible();
      await expect(dialog.locator('img[src="/images/services/rent-collection.webp"]')).toBeVisible();
      await expect(
        dialog.getByText(/Rent collected through our M-Pesa Paybill and paid out to you every month/),
      ).toBeVisible();
      await expect(dialog.getByText(/Our team combines local knowledge/)).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
      await expect(dialog.getByRole('link', { name: 'Learn More' })).toHaveAttribute(
        'href',
        '/rent-collection',
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: 'Tenant Management' }).click();
      await expect(dialog).toBeVisible();
      // The backdrop: a point outside the centred dialog.
      await page.mouse.click(20, 450);
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: 'Scroll services right' }).click();
      await page.getByRole('button', { name: 'MRI & Filing' }).click();
      await expect(dialog.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/mri-filing');
      await dialog.getByRole('link', { name: 'Learn More' }).click();
      await expect(page).toHaveURL(/\/mri-filing$/);
      await expect(page.getByRole('heading', { level: 1, name: 'MRI & Filing' })).toBeVisible();
      await expect(dialog).toHaveCount(0);
    });
    await test.step('the footer Services link lands on the Our Services', async () => {
      await open(page, '/faq');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
      await expect(page).toHaveURL(/\/#our-services$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Our Services' })).toBeInViewport();
    });
  });
});

const SERVICE_PAGES = [
  {
    path: '/rent-collection',
    title: 'Rent Collection & Accounting',
    features: [
      'Direct Digital Rent Transfers',
      'Automated Payment Tracking',
      'Transparent Monthly Digital Statements',
      'Smart Late Payment Alerts',
      'Real-Time Financial Analytics',
    ],
    cta: ['Contact Us', '/contact'],
  },
  {
    path: '/tenant-management',
    title: 'Tenant Management',
    features: [
      'AI-Powered Screening',
      'Automated Lease Agreements',
      'Smart Maintenance Coordination',
      'Digital Tenant Communication',
      'Conflict Resolution With AI Insights',
    ],
    cta: ['Contact Us', '/contact'],
  },
  {
    path: '/property-management',
    title: 'Property Management',
    features: [
      'IoT-Enabled Maintenance and Repairs',
      'Predictive Vendor Management',
      'Green Energy Solutions',
      'Automated Health and Safety Compliance',
      'Real-Time Inspections',
    ],
    cta: ['Contact Us', '/contact'],
  },
  {
    path: '/assessment',
    title: 'Assessment of Rent & Service Charges',
    features: [
      'Advanced Market Analytics',
      'Digital Property Valuation',
      'Transparent Service Charge Breakdown',
      'Smart Cost Optimization',
      'Interactive Financial Reporting',
    ],
    cta: ['Get Started', '/signup'],
  },
  {
    path: '/mri-filing',
    title: 'MRI & Filing',
    features: [
      'Automated Maintenance Record Inspection',
      'Secure Digital Filing and Cloud Storage',
      'Intelligent Compliance Reviews',
      'Dynamic Document Management',
      'Paper and Digital Integration',
    ],
    cta: ['Contact Us', '/contact'],
  },
  {
    path: '/property-marketing',
    title: 'Property Marketing',
    features: [
      'AI-Driven Advertising',
      'Virtual Tours and Photography',
      'Tailored Digital Campaigns',
      'Interactive Brand Management',
      'Smart Lead Conversion',
    ],
    cta: ['Contact Us', '/contact'],
  },
  {
    path: '/project-management',
    title: 'Project Management',
    features: [
      'Real-Time Tracking',
      'Automated Scheduling and Budgeting',
      'Contractor Coordination',
      'Digital Compliance and Permits Management',
      'Risk and Quality Control',
    ],
    cta: ['Contact Us', '/contact'],
  },
] as const;

test('the seven service pages, About Us (its sections, contact details, opens at the top)', async ({
  page,
}) => {
  test.setTimeout(60000);
  await test.step('the seven service pages: title, intro', async () => {
    // One load; the other six inside the app, as the Services menu moves.
    for (const service of SERVICE_PAGES) {
      if (service === SERVICE_PAGES[0]) await open(page, service.path);
      else await navigateInApp(page, service.path);
      await expect(page).toHaveTitle(`${service.title} | ${BRAND}`);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(service.title);
      await expect(main(page).locator('.service-page__intro')).not.toBeEmpty();
      await expect(main(page).getByRole('heading', { level: 3 })).toHaveText([...service.features]);
      const [label, href] = service.cta;
      await expect(main(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await main(page).getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
  await test.step('About Us: its sections, contact details', async () => {
    await open(page, '/faq');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'View More' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(`About Us | ${BRAND}`);

    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'Who We Are',
      'Our Mission',
      'What We Do',
      'Why Choose Us',
      'Contact Details',
    ]);
    const whatWeDo = main(page).locator('section', {
      has: page.getByRole('heading', { name: 'What We Do' }),
    });
    await expect(whatWeDo.getByRole('heading', { level: 3 })).toHaveCount(4);
    const why = main(page).locator('section', { has: page.getByRole('heading', { name: 'Why Choose Us' }) });
    await expect(why.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(main(page).getByRole('link', { name: '+254 700 000 000' }).first()).toHaveAttribute(
      'href',
      'tel:+254700000000',
    );
    await expect(main(page).getByText('Ouru Complex, 3rd floor, above the bank, Kisii, Kenya')).toBeVisible();
  });
});

test('Assessment Get Started leads to /signup, Request portal access; a request reaches the console as Portal Access', async ({
  page,
}) => {
  await open(page, '/assessment');
  await main(page).getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request portal access' })).toBeVisible();
  await expect(page).toHaveTitle(`Request portal access | ${BRAND}`);
  await expect(page.locator('.coming-soon__tag')).toHaveCount(0);
  await expect(main(page)).toContainText('M-Pesa');
  await expect(main(page)).toContainText('maintenance requests');
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Your details' });
  // The country picker loads once the page is live (a plain phone input until then).
  await expect(form.getByRole('button', { name: /^Kenya/ })).toBeVisible();
  const send = form.getByRole('button', { name: 'Request access' });
  await form.getByLabel('Full Name').fill('Grace Kerubo');
  await form.getByLabel('Email Address').fill('grace@example.com');
  await form.getByLabel('Mobile Number').click();
  await form.getByLabel('Mobile Number').press('End');
  await form.getByLabel('Mobile Number').pressSequentially('0712345678');
  await expect(form.getByLabel('Mobile Number')).toHaveValue('+254 712 345 678');
  await form.getByLabel('Property or unit (if known)').fill('Ouru Court, unit B4');
  await form.getByRole('checkbox', { name: "I'm not a robot" }).check();
  // 'I am a' is still missing.
  await expect(send).toBeDisabled();
  await form.getByRole('group', { name: 'I am a' }).getByRole('radio', { name: 'Owner' }).check();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(form.getByRole('status')).toHaveText(
    "Your request has been sent successfully! We'll get back to you soon about your portal access.",
  );
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  const stored = await serverSubmissions(page);
  expect(stored[0]).toMatchObject({
    name: 'Grace Kerubo',
    phone: '+254 712 345 678',
    service: 'Portal Access',
    viewed: false,
    message: 'Portal access request. I am an owner. Property or unit: Ouru Court, unit B4.',
  });

  // Staff see it on the admin host as a New 'Portal Access' submission, and can filter by it.
  await signInAsAdmin(page, ADMIN_ORIGIN);
  await openConsole(page, `${ADMIN_ORIGIN}/admin-contacts?service=portal+access`);
  const request = page.getByRole('row').filter({ hasText: 'Grace Kerubo' });
  await expect(request).toContainText('Portal Access');
  await expect(request).toContainText('New');
});

test('Properties: the three original listings among 12, filters and sort in the address, a property and its viewing', async ({
  page,
}) => {
  // A long walk over five screens and two sessions (26 s on an idle 2-core machine, past 45 s under CI's load).
  test.setTimeout(90_000);
  await open(page, '/properties');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore our exclusive portfolio of Kenyan properties.' }),
  ).toBeVisible();
  const cards = main(page).locator('.property-card');
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('status').filter({ hasText: 'properties' })).toHaveText('12 properties');
  for (const price of [/KES 120,000,000$/, /KES 85,000,000$/, /KES 250,000,000$/]) {
    await expect(cards.locator('.property-card__price').filter({ hasText: price })).toHaveCount(1);
  }

  // Filters from the address; nonsense is ignored.
  await open(page, '/properties?town=kisii&deal=rent&type=castle&beds=-3');
  await expect(cards).toHaveCount(2);
  await expect(cards.locator('.property-card__price')).toHaveText([/45,000 \/ month$/, /25,000 \/ month$/]);
  // The controls write the address.
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/town=kisii&deal=rent&sort=price-asc/);
  await expect(cards.locator('.property-card__price')).toHaveText([/25,000 \/ month$/, /45,000 \/ month$/]);
  await page.getByLabel('Type').selectOption('villa');
  await expect(page.getByText('No properties match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(12);
  await expect(page).toHaveURL(/\/properties$/);

  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  // At 360 px the filters fold into a panel behind 'Filters'.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByLabel('Town')).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Town').selectOption('nakuru');
  await expect(cards).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(12);

  // A property: the gallery by keyboard, the details, and no viewing fees.
  await cards.filter({ hasText: 'Three-Bedroom Bungalow' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/properties\/kisii-bungalow$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Three-Bedroom Bungalow' })).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Photos of Three-Bedroom Bungalow' });
  await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
  await gallery.focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText('Photo 2 of 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByText('Photo 3 of 3')).toBeVisible();
  await expect(page.getByText('We never charge viewing fees.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'KPM-P004' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Book a viewing: it reaches the contact submissions as a New 'Property Viewing'.
  const form = page.getByRole('form', { name: 'Book a viewing' });
  await form.getByLabel('Full Name').fill('<b>Jane</b> Moraa');
  await form.getByLabel('Email Address').fill('jane@example.com');
  // The country picker replaces the plain phone input once loaded: type into the picker.
  await expect(form.getByRole('button', { name: /^Kenya/ })).toBeVisible();
  await form.getByLabel('Mobile Number').pressSequentially('712345678');
  await expect(form.getByLabel('Mobile Number')).toHaveValue('+254 712 345 678');
  await form.getByLabel('Preferred date').fill('2001-01-01');
  await expect(form.getByText('Choose a date from today on.')).toBeVisible();
  await form.getByLabel('Preferred date').fill('2099-06-15');
  await form.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await form.getByRole('button', { name: 'Book a viewing' }).click();
  await expect(form.getByRole('status')).toHaveText("Thank you! We'll call you to confirm your viewing.");
  const stored = await serverSubmissions(page);
  expect(stored[0]).toMatchObject({
    name: '<b>Jane</b> Moraa',
    service: 'Property Viewing',
    viewed: false,
    message: expect.stringContaining('Three-Bedroom Bungalow (ref. KPM-P004), preferred date 15 June 2099'),
  });

  // Staff see it in the console as a New submission; the markup typed is only text.
  await storeSession(page, PUBLIC_ORIGIN, ADMIN_SESSION);
  await page.goto('/admin-contacts');
  await waitForApp(page);
  const booking = page.getByRole('row').filter({ hasText: '<b>Jane</b> Moraa' });
  await expect(booking).toContainText('Property Viewing');
  await expect(booking).toContainText('New');
  expect(await page.locator('b', { hasText: 'Jane' }).count()).toBe(0);

  await open(page, '/properties/no-such-house');
  await expect(page.getByRole('heading', { level: 1, name: 'Property not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Properties' })).toHaveAttribute('href', '/properties');
});

test.describe('Community Blog', () => {
  test('Community Blog, its articles and the FAQ: tabs in the URL, an article, none related, unknown, Share', async ({
    page,
  }) => {
    test.setTimeout(90000);
    await test.step('tabs filter the cards and live in the URL', async () => {
      await open(page, '/community-blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Community Blog' })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveText([
        'All Articles',
        'Market Trends',
        'Investment',
        'Property Management',
      ]);
      const cards = () => page.getByRole('tabpanel').locator('article');
      await expect(cards()).toHaveCount(4);

      await page.getByRole('tab', { name: 'Market Trends' }).click();
      await expect(page).toHaveURL(/\?category=market-trends$/);
      await expect(cards()).toHaveCount(2);
      await expect(cards().getByText('Market Trends', { exact: true })).toHaveCount(2);

      await page.reload();
      await waitForApp(page);
      await expect(page.getByRole('tab', { name: 'Market Trends' })).toHaveAttribute('aria-selected', 'true');
      await expect(cards()).toHaveCount(2);

      await page.getByRole('tab', { name: 'Investment' }).click();
      await expect(cards()).toHaveCount(1);
      await expect(cards().getByRole('heading')).toContainText('Investing in Kisii Property from Abroad');
      await page.getByRole('tab', { name: 'Property Management' }).click();
      await expect(cards()).toHaveCount(1);
      await page.getByRole('tab', { name: 'All Articles' }).click();
      await expect(page).toHaveURL(/\/community-blog$/);
      await expect(cards()).toHaveCount(4);
      await expect(cards().locator('.article-card__meta')).toContainText([
        '5 min read',
        '7 min read',
        '8 min read',
        '6 min read',
      ]);

      await expect(main(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
      await main(page).getByRole('link', { name: 'View FAQ' }).click();
      await expect(page).toHaveURL(/\/faq$/);
    });
    await test.step('an article: breadcrumbs, meta, sanitised body', async () => {
      await navigateInApp(page, '/community-blog');
      await page.getByRole('link', { name: /Kisii’s Rental Market in 2025/ }).click();
      await expect(page).toHaveURL(/\/article\/market-trends-1$/);
      const title = 'Kisii’s Rental Market in 2025: Where Demand Is Growing';
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | ${BRAND}`);

      const breadcrumb = main(page).getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.getByRole('link', { name: 'Community Blog' })).toHaveAttribute(
        'href',
        '/community-blog',
      );
      await expect(breadcrumb).toContainText(title);
      await expect(main(page).getByRole('link', { name: 'Back to Articles' })).toHaveAttribute(
        'href',
        '/community-blog',
      );
      const meta = main(page).locator('.article-page__meta');
      await expect(meta).toContainText('Grace Moraa, Market Analyst');
      await expect(meta).toContainText('5 March 2025');
      await expect(meta).toContainText('5 min read');
      await expect(main(page).locator('.article-page__tag')).toHaveText('Market Trends');
      await expect(
        main(page).locator('img[src="/images/articles/market-trends-1.webp"]').first(),
      ).toBeVisible();
      await expect(main(page).locator('.article-body h2').first()).toHaveText(
        'Who is renting in Kisii today',
      );

      const related = main(page).locator('section', {
        has: page.getByRole('heading', { name: 'Related Articles' }),
      });
      await expect(related.getByRole('link')).toHaveText([/Land, Roads and Prices/]);
      const help = main(page).locator('section', { has: page.getByRole('heading', { name: 'Need Help?' }) });
      await expect(help.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
      const more = main(page).locator('section', {
        has: page.getByRole('heading', { name: 'More Articles' }),
      });
      await expect(more.getByRole('heading', { level: 3 })).toHaveCount(3);

      // A body link to a page of the site navigates inside the app.
      await main(page).locator('.article-body a[href="/assessment"]').click();
      await expect(page).toHaveURL(/\/assessment$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Assessment of Rent & Service Charges' }),
      ).toBeVisible();
    });
    await test.step('an article without others of its category', async () => {
      await navigateInApp(page, '/article/investment-1');
      const related = main(page).locator('section', {
        has: page.getByRole('heading', { name: 'Related Articles' }),
      });
      await expect(related.getByText('No related articles found.')).toBeVisible();
      await expect(main(page).locator('.article-body')).toContainText('Moonshot');
      await expect(main(page).locator('.article-body')).toContainText('Savannah');
    });
    await test.step('an unknown article id shows Article not found', async () => {
      await navigateInApp(page, '/article/no-such-article');
      await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
      await expect(page).toHaveTitle(`Article not found | ${BRAND}`);
      await main(page).getByRole('link', { name: 'Back to Articles' }).click();
      await expect(page).toHaveURL(/\/community-blog$/);
    });
    await test.step('FAQ: three tabs of expandable items', async () => {
      await navigateInApp(page, '/faq');
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveText([
        'MRI Tax Support',
        'Project Management',
        'Property Management',
      ]);

      // Questions are native disclosures (details/summary): closed until clicked.
      const panel = page.getByRole('tabpanel');
      const answer = panel.getByText(/charged at 7\.5% \(10% before 1 January 2024\) of the gross rent/);
      await expect(answer).toBeHidden();
      await panel.getByText('What is Monthly Rental Income (MRI) tax?').click();
      await expect(answer).toBeVisible();

      await page.getByRole('tab', { name: 'Project Management' }).click();
      const projectPanel = page.getByRole('tabpanel', { name: 'Project Management' });
      await expect(projectPanel.getByText('6-18 months')).toBeHidden();
      for (const item of await projectPanel.locator('summary').all()) await item.click();
      // (The tabs' facts are the FAQ data's: data.test.ts.)
      await expect(projectPanel).toContainText('6-18 months');

      await page.getByRole('tab', { name: 'Property Management' }).click();
      const pmPanel = page.getByRole('tabpanel', { name: 'Property Management' });
      for (const item of await pmPanel.locator('summary').all()) await item.click();
      await expect(pmPanel).toContainText('7% to 10%');

      const more = main(page).locator('section', {
        has: page.getByRole('heading', { name: 'Still Have Questions?' }),
      });
      await expect(more.getByRole('link', { name: 'Contact Us Now' })).toHaveAttribute('href', '/contact');
      await expect(more).toContainText('Phone:');
      await expect(more).toContainText('WhatsApp:');
      await expect(more).toContainText('Location:');
      await expect(more).toContainText('Website:');
      await expect(more.getByRole('link', { name: 'example.com' })).toHaveAttribute(
        'href',
        'https://example.com',
      );
    });
    await test.step('Share copies the link where Web Share is missing', async () => {
      await page.addInitScript(() => {
        const w = window as unknown as { __copied?: string; __shared?: unknown };
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
        Object.defineProperty(Navigator.prototype, 'clipboard', {
          configurable: true,
          get: () => ({ writeText: async (text: string) => void (w.__copied = text) }),
        });
      });
      await open(page, '/article/market-trends-2');
      await main(page).getByRole('button', { name: 'Share' }).click();
      await expect(page.getByText('Link copied')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __copied?: string }).__copied)).toMatch(
        /\/article\/market-trends-2$/,
      );

      await page.evaluate(() => {
        const w = window as unknown as { __shared?: unknown };
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: async (data: unknown) => void (w.__shared = data),
        });
      });
      await main(page).getByRole('button', { name: 'Share' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared?: { url: string } }).__shared?.url))
        .toMatch(/\/article\/market-trends-2$/);
    });
  });
});

// The documents' sections and facts (USD, California, the date) are the legal data's
// (data.test.ts); here, that each route renders its document, every section numbered (the
// second reached inside the app: one page load).
const LEGAL_PAGES = [
  ['/privacy-policy', 'Privacy Policy', 9],
  ['/terms-of-service', 'Terms of Service', 13],
] as const;
test(`legal pages: ${LEGAL_PAGES.map(([, title, sections]) => `${title} last updated 28 March 2025 with ${sections} sections`).join(', ')}`, async ({
  page,
}) => {
  for (const [path, title, sections] of LEGAL_PAGES) {
    await test.step(title, async () => {
      if (path === LEGAL_PAGES[0][0]) await open(page, path);
      else await navigateInApp(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | ${BRAND}`);
      await expect(main(page).getByText('Last updated 28 March 2025')).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(sections);
      await expect(main(page).getByRole('heading', { level: 2 }).last()).toHaveText(
        `${sections}. Contact Us`,
      );
    });
  }
});

// The sums, dates and the bands where MRI does not apply are mri-estimate.test.ts's table;
// here, that the estimator's fields reach it and its answers show, at both widths.
test('MRI & Filing: the MRI estimator gives the tax, due date and late costs; bad input', async ({
  page,
}) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/mri-filing');
    await waitForApp(page);
    const estimator = page.getByRole('region', { name: 'MRI estimator' });
    const rent = estimator.getByLabel('Monthly gross rent (KES)');
    const estimate = estimator.getByRole('button', { name: 'Estimate' });
    await estimate.click();
    await expect(estimator.getByRole('alert')).toHaveText('Enter the monthly rent in KES.');
    await rent.fill('50,000');
    await estimator.getByLabel('Month the rent was received').fill('2025-12');
    await estimate.click();
    const result = estimator.getByRole('status');
    await expect(result).toContainText(
      'MRI for December 2025: KES 3,750 (7.5% of KES 50,000), due by 20 January 2026.',
    );
    await expect(result).toContainText('a penalty of KES 2,000');
    await expect(result).toContainText('interest of KES 38 (1% a month)');
    await estimator.getByLabel('Months late (for the interest)').fill('3');
    await estimate.click();
    await expect(estimator.getByRole('status')).toContainText('KES 113 for 3 months late');
    await expect(estimator).toContainText('Rates checked on 22 November 2026');
    await expectNoAxeViolations(page);
  }
});
