import type { PropertyListing } from '../../../types/content';
import { formatKes } from '../../../lib/format';

/** 'Ksh 120,000,000', or 'Ksh 45,000 / month' for a rental. */
export const propertyPrice = (p: Pick<PropertyListing, 'priceKes' | 'deal'>): string =>
  p.deal === 'rent' ? `${formatKes(p.priceKes)} / month` : formatKes(p.priceKes);

export const bedroomsText = (p: Pick<PropertyListing, 'bedrooms' | 'type'>): string =>
  p.type === 'Land'
    ? 'Land'
    : p.bedrooms === 0
      ? 'Studio'
      : `${p.bedrooms} bedroom${p.bedrooms === 1 ? '' : 's'}`;
