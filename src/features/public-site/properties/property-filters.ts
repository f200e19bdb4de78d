import { defineUrlState, int, oneOf, type UrlValues } from '../../../lib/url-state';
import {
  PROPERTY_TOWNS,
  PROPERTY_TYPES,
  type PropertyDeal,
  type PropertyListing,
} from '../../../types/content';

/**
 * The listing's filters and sort, as they live in the address
 * (`/properties?town=kisii&deal=rent&type=house&beds=2&min=10000&max=90000&sort=price-asc`).
 * Values that make no sense are ignored, never an error (lib/url-state.ts).
 */
export const SORTS = [
  { key: 'newest', label: 'Newest' },
  { key: 'price-asc', label: 'Price: low to high' },
  { key: 'price-desc', label: 'Price: high to low' },
] as const;
export type PropertySort = (typeof SORTS)[number]['key'];

const DEALS: readonly PropertyDeal[] = ['sale', 'rent'];

/** The filters and sort, as they live in the address; the key is the parameter's name. */
export const PROPERTY_URL = defineUrlState({
  town: oneOf(PROPERTY_TOWNS, null),
  deal: oneOf(DEALS, null),
  type: oneOf(PROPERTY_TYPES, null),
  /** At least this many bedrooms. */
  beds: int({ fallback: null, max: 10 }),
  /** The price range, in KES. */
  min: int({ fallback: null, max: 10_000_000_000 }),
  max: int({ fallback: null, max: 10_000_000_000 }),
  sort: oneOf(
    SORTS.map((s) => s.key),
    'newest',
  ),
});
export type PropertyFilters = UrlValues<typeof PROPERTY_URL.schema>;
export const NO_FILTERS: PropertyFilters = PROPERTY_URL.defaults;

export const hasFilters = (f: PropertyFilters): boolean =>
  f.town !== null ||
  f.deal !== null ||
  f.type !== null ||
  f.beds !== null ||
  f.min !== null ||
  f.max !== null;

export function applyFilters(list: readonly PropertyListing[], f: PropertyFilters): PropertyListing[] {
  const matches = list.filter(
    (p) =>
      (f.town === null || p.town === f.town) &&
      (f.deal === null || p.deal === f.deal) &&
      (f.type === null || p.type === f.type) &&
      (f.beds === null || p.bedrooms >= f.beds) &&
      (f.min === null || p.priceKes >= f.min) &&
      (f.max === null || p.priceKes <= f.max),
  );
  const order: Record<PropertySort, (a: PropertyListing, b: PropertyListing) => number> = {
    newest: (a, b) => b.listedOn.localeCompare(a.listedOn),
    'price-asc': (a, b) => a.priceKes - b.priceKes,
    'price-desc': (a, b) => b.priceKes - a.priceKes,
  };
  return matches.sort(order[f.sort]);
}
