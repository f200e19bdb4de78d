import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils';
import { FEATURED_PROPERTIES } from '../data/properties';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('features three listings, a rental in Kisii among them, and links to the rest', () => {
    renderWithProviders(<HomePage />);
    const section = screen.getByRole('region', { name: 'Properties' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      FEATURED_PROPERTIES.map((p) => p.title),
    );
    const kisiiRentals = cards.filter(
      (card) => within(card).queryByText(/, Kisii$/) && within(card).queryByText(/\/ month$/),
    );
    expect(kisiiRentals).toHaveLength(1);
    expect(within(section).getByRole('link', { name: 'View all properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });
});
