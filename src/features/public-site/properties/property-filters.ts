import {
  PROPERTY_TOWNS,
  PROPERTY_TYPES,
  type PropertyDeal,
  type PropertyListing,
  type PropertyTown,
  type PropertyType,
} from '../../../types/content';

/**
 * The listing's filters and sort, as they live in the address
 * (`/properties?town=kisii&deal=rent&type=house&beds=2&min=10000&max=90000&sort=price-asc`).
 * Values that make no sense are ignored, never an error.
 */
export const SORTS = [
  { key: 'newest', label: 'Newest' },
  { key: 'price-asc', label: 'Price: low to high' },
  { key: 'price-desc', label: 'Price: high to low' },
] as const;
export type PropertySort = (typeof SORTS)[number]['key'];

export interface PropertyFilters {
  town: PropertyTown | null;
  deal: PropertyDeal | null;
  type: PropertyType | null;
  /** At least this many bedrooms. */
  beds: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: PropertySort;
}

export const NO_FILTERS: PropertyFilters = {
  town: null,
  deal: null,
  type: null,
  beds: null,
  minPrice: null,
  maxPrice: null,
  sort: 'newest',
};

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  values.find((v) => v.toLowerCase() === raw?.trim().toLowerCase()) ?? null;

const amount = (raw: string | null, max: number): number | null => {
  const text = raw?.trim().replace(/,/g, '') ?? '';
  if (!/^\d{1,12}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
};

export function parseFilters(params: URLSearchParams): PropertyFilters {
  const deal = params.get('deal');
  const sort = params.get('sort');
  return {
    town: oneOf(PROPERTY_TOWNS, params.get('town')),
    deal: deal === 'sale' || deal === 'rent' ? deal : null,
    type: oneOf(PROPERTY_TYPES, params.get('type')),
    beds: amount(params.get('beds'), 10),
    minPrice: amount(params.get('min'), 10_000_000_000),
    maxPrice: amount(params.get('max'), 10_000_000_000),
    sort: SORTS.some((s) => s.key === sort) ? (sort as PropertySort) : 'newest',
  };
}

/** The address's query for these filters (defaults left out). */
export function filtersToParams(f: PropertyFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.town) params.set('town', f.town.toLowerCase());
  if (f.deal) params.set('deal', f.deal);
  if (f.type) params.set('type', f.type.toLowerCase());
  if (f.beds !== null) params.set('beds', String(f.beds));
  if (f.minPrice !== null) params.set('min', String(f.minPrice));
  if (f.maxPrice !== null) params.set('max', String(f.maxPrice));
  if (f.sort !== 'newest') params.set('sort', f.sort);
  return params;
}

export const hasFilters = (f: PropertyFilters): boolean =>
  f.town !== null ||
  f.deal !== null ||
  f.type !== null ||
  f.beds !== null ||
  f.minPrice !== null ||
  f.maxPrice !== null;

export function applyFilters(list: readonly PropertyListing[], f: PropertyFilters): PropertyListing[] {
  const matches = list.filter(
    (p) =>
      (f.town === null || p.town === f.town) &&
      (f.deal === null || p.deal === f.deal) &&
      (f.type === null || p.type === f.type) &&
      (f.beds === null || p.bedrooms >= f.beds) &&
      (f.minPrice === null || p.priceKes >= f.minPrice) &&
      (f.maxPrice === null || p.priceKes <= f.maxPrice),
  );
  const order: Record<PropertySort, (a: PropertyListing, b: PropertyListing) => number> = {
    newest: (a, b) => b.listedOn.localeCompare(a.listedOn),
    'price-asc': (a, b) => a.priceKes - b.priceKes,
    'price-desc': (a, b) => b.priceKes - a.priceKes,
  };
  return matches.sort(order[f.sort]);
}
