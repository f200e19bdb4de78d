import { describe, expect, it } from 'vitest';
import { defineUrlState, int, listOf, oneOf, page, text, type UrlValues } from './url-state';

/** A screen with one key of every kind. */
const LIST = defineUrlState({
  q: text(),
  folder: oneOf(['inbox', 'sent', 'archive'], 'inbox'),
  town: oneOf(['Kisii', 'Nairobi'], null),
  status: listOf(['New', 'Viewed']),
  min: int({ fallback: null, max: 1_000_000 }),
  size: int({ fallback: 10, values: [5, 10, 25] }),
  sort: oneOf(['newest', 'price-asc'], 'newest'),
  page: page(),
});
type Values = UrlValues<typeof LIST.schema>;
const DEFAULTS: Values = {
  q: '',
  folder: 'inbox',
  town: null,
  status: [],
  min: null,
  size: 10,
  sort: 'newest',
  page: 1,
};

describe('defineUrlState: reading an address, garbage as the defaults', () => {
  it.each<[string, string, Partial<Values>]>([
    ['nothing', '', {}],
    [
      'every key',
      'q=rent&folder=sent&town=kisii&status=new&min=5000&size=25&sort=price-asc&page=3',
      {
        q: 'rent',
        folder: 'sent',
        town: 'Kisii',
        status: ['New'],
        min: 5000,
        size: 25,
        sort: 'price-asc',
        page: 3,
      },
    ],
    [
      'text as typed (spaces, case, HTML)',
      'q=%3Cb%3ELease+RENEWAL%3C%2Fb%3E+',
      { q: '<b>Lease RENEWAL</b> ' },
    ],
    [
      'choices in any case, spaces around',
      'folder=%20SENT%20&town=NAIROBI&sort=Price-Asc',
      {
        folder: 'sent',
        town: 'Nairobi',
        sort: 'price-asc',
      },
    ],
    ['unknown choices', 'folder=spam&town=atlantis&sort=random', {}],
    [
      'a list: repeated, in the declared order, once each, unknowns dropped',
      'status=viewed&status=x&status=NEW&status=new',
      {
        status: ['New', 'Viewed'],
      },
    ],
    ['thousands separators in a number', 'min=50,000', { min: 50_000 }],
    ['numbers that make no sense', 'min=-1&size=7&page=0', {}],
    ['more garbage', 'min=1e3&size=abc&page=2.5', {}],
    ['out of range', 'min=1000001&page=-4', {}],
    ['empty values', 'q=&folder=&town=&status=&min=&size=&sort=&page=', {}],
    [
      'the first of repeated single values',
      'folder=sent&folder=archive&page=2&page=9',
      { folder: 'sent', page: 2 },
    ],
    ['keys no one declared', 'scenario=slow&utm_source=x', {}],
  ])('%s', (_name, search, expected) => {
    expect(LIST.parse(search)).toEqual({ ...DEFAULTS, ...expected });
    expect(LIST.parse(`?${search}`)).toEqual({ ...DEFAULTS, ...expected });
  });

  it('never throws, whatever the address holds', () => {
    for (const search of ['%', '?&&==&', 'page=99999999999999999999', `q=${'x'.repeat(10_000)}`, 'status']) {
      expect(() => LIST.parse(search)).not.toThrow();
    }
  });
});

describe('defineUrlState: writing an address', () => {
  it.each<[string, Partial<Values>, string]>([
    ['all defaults: no query', DEFAULTS, ''],
    ['nothing given: the defaults', {}, ''],
    [
      'declared order, defaults left out',
      { page: 2, q: 'rent', folder: 'sent' },
      '?q=rent&folder=sent&page=2',
    ],
    ['text encoded', { q: 'LEASE RENEWAL & more' }, '?q=LEASE+RENEWAL+%26+more'],
    [
      'choices in lower case',
      { town: 'Kisii', status: ['Viewed', 'New'] },
      '?town=kisii&status=new&status=viewed',
    ],
    ['numbers', { min: 50_000, size: 25 }, '?min=50000&size=25'],
    ['a default among others', { sort: 'newest', size: 10, page: 1, min: 0 }, '?min=0'],
  ])('%s', (_name, values, search) => expect(LIST.search(values)).toBe(search));

  it.each([
    '',
    'q=rent&folder=sent&town=kisii&status=new&status=viewed&min=0&size=5&sort=price-asc&page=2',
    'q=%3Cimg+src%3Dx%3E',
  ])('round-trips: %j', (search) => {
    const values = LIST.parse(search);
    expect(LIST.params(values).toString()).toBe(search);
    expect(LIST.parse(LIST.search(values))).toEqual(values);
  });

  it('writes a garbage address back clean', () => {
    expect(LIST.search(LIST.parse('town=atlantis&folder=SENT&page=x&scenario=slow'))).toBe('?folder=sent');
  });
});
