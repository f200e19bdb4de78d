import type { PropertyListing } from '../../../types/content';
import { kesText } from '../../../lib/format';

/** 'KES 120,000,000', or 'KES 45,000 / month' for a rental. */
export const propertyPrice = (p: Pick<PropertyListing, 'priceKes' | 'deal'>): string =>
  p.deal === 'rent' ? `${kesText(p.priceKes)} / month` : kesText(p.priceKes);

export const bedroomsText = (p: Pick<PropertyListing, 'bedrooms' | 'type'>): string =>
  p.type === 'Land'
    ? 'Land'
    : p.bedrooms === 0
      ? 'Studio'
      : `${p.bedrooms} bedroom${p.bedrooms === 1 ? '' : 's'}`;
