import { describe, expect, it } from 'vitest';
import { PROPERTIES } from '../data/properties';
import { applyFilters, NO_FILTERS, PROPERTY_URL } from './property-filters';

const parse = (query: string) => PROPERTY_URL.parse(query);

describe('PROPERTY_URL: the address, bad values ignored', () => {
  it.each([
    ['', NO_FILTERS],
    ['town=kisii&deal=rent', { ...NO_FILTERS, town: 'Kisii', deal: 'rent' }],
    ['town=KISUMU&type=house&beds=3', { ...NO_FILTERS, town: 'Kisumu', type: 'House', beds: 3 }],
    ['min=10,000&max=90000&sort=price-asc', { ...NO_FILTERS, min: 10_000, max: 90_000, sort: 'price-asc' }],
    ['town=atlantis&deal=swap&type=castle&beds=-1&min=abc&max=<script>&sort=random', NO_FILTERS],
    ['beds=99&min=1e9', NO_FILTERS],
  ])('%j', (query, filters) => expect(parse(query)).toEqual(filters));

  it('round-trips through the address', () => {
    const filters = parse('town=nakuru&deal=rent&type=house&beds=2&min=5000&max=100000&sort=price-desc');
    expect(parse(PROPERTY_URL.search(filters))).toEqual(filters);
  });
});

describe('applyFilters', () => {
  const ids = (query: string) => applyFilters(PROPERTIES, parse(query)).map((p) => p.id);

  it('lists every property, newest first, by default', () => {
    const all = applyFilters(PROPERTIES, NO_FILTERS);
    expect(all).toHaveLength(PROPERTIES.length);
    expect(all.map((p) => p.listedOn)).toEqual([...all.map((p) => p.listedOn)].sort().reverse());
  });

  it.each([
    ['town=kisii&deal=rent', ['kisii-bungalow', 'kisii-apartment']],
    [
      'deal=sale&sort=price-desc',
      ['mombasa-villa', 'nairobi-home', 'nairobi-apartment', 'kisumu-townhouse', 'kisii-plot'],
    ],
    ['deal=rent&sort=price-asc&max=20000', ['nakuru-bedsitter', 'kisumu-apartment']],
    ['type=house&beds=4', ['kisumu-townhouse', 'nairobi-home', 'nakuru-family-home']],
    ['town=kisii&type=villa', []],
  ])('%s', (query, expected) => expect(ids(query)).toEqual(expected));
});
