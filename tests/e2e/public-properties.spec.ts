import { type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForApp } from './support';

/**
 * Property listings (product rules, 'Property listings'), beyond the walk in public-pages.spec.ts:
 * a picture of its own on every card, nonsense in the address, the price boxes by keyboard, a reload, and a property page at
 * 360 px (swipe, thumbnails, what 'Book a viewing' still needs, axe).
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

const count = (page: Page) => page.getByRole('status').filter({ hasText: /propert(y|ies)$/ });

test('the listing ignores nonsense in the address; the price boxes apply on Enter and survive a reload', async ({
  page,
}) => {
  await open(page, '/properties?town=atlantis&beds=abc&min=-1&max=lots&sort=random&bedrooms=abc&price=-1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Explore our exclusive portfolio of Kenyan properties.',
  );
  await expect(count(page)).toHaveText('12 properties');
  // Each card shows its own picture (a studio, a plot and a sea-view flat do not share one).
  const pictures = page.locator('.property-card__image');
  await expect(pictures).toHaveCount(12);
  const sources = await pictures.evaluateAll((images) => images.map((img) => img.getAttribute('src')));
  expect(new Set(sources).size).toBe(12);
  for (const name of [
    'Furnished studio in Kilimani, Nairobi: bed, desk with a laptop and the fibre router, and a kitchenette',
    'Quarter-acre residential plot in Daraja Mbili, Kisii, marked by four corner beacons, with power lines and a murram road in front',
    'Apartment block with balconies in Bamburi, Mombasa, between palm trees, with the sea behind',
  ])
    await expect(page.getByRole('img', { name, exact: true })).toHaveCount(1);
  await expect(page.getByLabel('Town')).toHaveValue('');
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');

  // Max price by keyboard: Enter applies it, the address keeps it, focus stays in the box.
  const max = page.getByLabel('Max price (KES)');
  await max.fill('50,000');
  await max.press('Enter');
  await expect(page).toHaveURL(/\/properties\?max=50000$/);
  await expect(count(page)).toHaveText('5 properties');
  await expect(max).toBeFocused();
  await expect(max).toHaveValue('50000');

  // A minimum that makes no sense is dropped, from the address and from the box.
  const min = page.getByLabel('Min price (KES)');
  await min.fill('-20');
  await min.press('Tab');
  await expect(min).toHaveValue('');
  await expect(page).toHaveURL(/\/properties\?max=50000$/);
  await min.fill('20000');
  await min.press('Enter');
  await expect(page).toHaveURL(/\/properties\?min=20000&max=50000$/);
  await expect(count(page)).toHaveText('3 properties');

  // The search survives a reload.
  await page.reload();
  await waitForApp(page);
  await expect(count(page)).toHaveText('3 properties');
  await expect(min).toHaveValue('20000');
  await expect(max).toHaveValue('50000');
  await expect(page.locator('.property-card__price')).toHaveText([
    /35,000 \/ month$/,
    /45,000 \/ month$/,
    /25,000 \/ month$/,
  ]);
});

test('a property page at 360 px: swipe and thumbnails, what Book a viewing still needs, no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, '/properties/nakuru-bedsitter');
  await expect(page.getByRole('heading', { level: 1, name: 'Bedsitter near Town' })).toBeVisible();
  await expect(page.locator('.property-page__price')).toHaveText(/8,500 \/ month$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const gallery = page.getByRole('region', { name: 'Photos of Bedsitter near Town' });
  // The large picture (the thumbnails are decorative); its alt text says what it shows.
  const photo = gallery.getByRole('img');
  await expect(photo).toHaveAccessibleName(
    'Single-storey row of bedsitters in Section 58, Nakuru, with a water tank',
  );
  await expect(photo).toHaveAttribute('src', '/images/properties/nakuru-bedsitter-exterior.webp');
  const box = (await photo.boundingBox())!;
  const y = box.y + box.height / 2;
  // Swipe left: the next photo; swipe right: back.
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
  await page.mouse.up();
  await expect(gallery.getByText('Photo 2 of 3')).toBeVisible();
  await page.mouse.move(box.x + box.width * 0.3, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, y, { steps: 5 });
  await page.mouse.up();
  await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
  await gallery.getByRole('button', { name: 'Show photo 3' }).click();
  await expect(gallery.getByText('Photo 3 of 3')).toBeVisible();
  await expect(photo).toHaveAccessibleName(
    'Own bathroom of the bedsitter in Section 58, Nakuru, with a shower, basin and toilet',
  );
  await expect(photo).toHaveAttribute('src', '/images/properties/nakuru-bedsitter-bathroom.webp');

  // Book a viewing says what it still needs, and refuses a date in the past.
  const form = page.getByRole('form', { name: 'Book a viewing' });
  const book = form.getByRole('button', { name: 'Book a viewing' });
  await expect(book).toBeDisabled();
  await expect(book).toHaveAccessibleDescription(
    "To book, add your full name, your mobile number, your email address and a preferred date from today on, and tick 'I'm not a robot'.",
  );
  await form.getByLabel('Full Name').fill('   ');
  await form.getByLabel('Email Address').fill('jane@example.com');
  await form.getByLabel('Preferred date').fill('2001-01-01');
  await expect(form.getByText('Choose a date from today on.')).toBeVisible();
  await expect(form.getByLabel('Preferred date')).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await expect(form.getByText(/^To book, add/)).toHaveText(
    'To book, add your full name, your mobile number and a preferred date from today on.',
  );
  await expect(book).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page);
});
