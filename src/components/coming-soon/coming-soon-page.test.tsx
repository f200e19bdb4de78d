import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import { ComingSoonPage } from './coming-soon-page';

/** The page's links, as label and address, in order. */
const actions = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent?.trim(), link.getAttribute('href')]);

describe('ComingSoonPage', () => {
  it("puts the page's own links beside Back to Home, Contact Us and WhatsApp", () => {
    renderWithProviders(
      <ComingSoonPage
        name="Tenants Portal"
        links={[
          { label: 'Sign in to the portal', path: '/login' },
          { label: 'Request portal access', path: '/signup' },
        ]}
      />,
      { route: '/tenants' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tenants Portal' })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(actions('Tenants Portal')).toEqual([
      ['Back to Home', '/'],
      ['Contact Us', '/contact'],
      ['Chat on WhatsApp', expect.stringMatching(/wa\.me/) as string],
      ['Sign in to the portal', '/login'],
      ['Request portal access', '/signup'],
    ]);
  });

  it('has only the common ways on without links of its own', () => {
    renderWithProviders(<ComingSoonPage name="Pricing Plans" />, { route: '/pricing' });
    expect(actions('Pricing Plans').map(([label]) => label)).toEqual([
      'Back to Home',
      'Contact Us',
      'Chat on WhatsApp',
    ]);
  });
});
