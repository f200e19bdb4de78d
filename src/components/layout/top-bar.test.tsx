import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import { TopBar } from './top-bar';

/** The top-level entries of a navigation (its links and the Services button), in order, by their names. */
const entries = (nav: HTMLElement) =>
  [...nav.querySelectorAll(':scope > ul > li > :is(a, button)')].map((element) =>
    element.textContent?.trim(),
  );

const ORDER = ['Home', 'About Us', 'Community Blog', 'Services', 'Properties', 'FAQ', 'Contact', 'Sign in'];

describe('TopBar', () => {
  it("the top navigation has 'Properties' right after Services, linking to the listings", () => {
    renderWithProviders(<TopBar year={2026} />, { route: '/faq' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(entries(nav)).toEqual(ORDER);
    expect(within(nav).getByRole('link', { name: 'Properties' })).toHaveAttribute('href', '/properties');
  });

  it("the phone's drawer has 'Properties' right after Services too", async () => {
    const { user } = renderWithProviders(<TopBar year={2026} />, { route: '/faq' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('navigation', { name: 'Mobile' });
    expect(entries(drawer)).toEqual(ORDER);
    expect(within(drawer).getByRole('link', { name: 'Properties' })).toHaveAttribute('href', '/properties');
  });
});
