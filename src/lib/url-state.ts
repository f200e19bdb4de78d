/**
 * The one convention for a list screen's state in the address (search, folder, filters,
 * sort, page): a screen declares its keys once, and this module reads and writes them.
 * `useUrlState` (use-url-state.ts) binds a declaration to the router.
 *
 * - A key's name is its parameter's name; the declaration's order is the address's order.
 * - A value equal to its default is left out of the address (`/properties`, not `?sort=newest`).
 * - Reading never fails: a missing, unknown or malformed value reads as the default, and a
 *   parameter no key declares is ignored (and dropped by the next write).
 * - Choices (one of, list of) are read in any case and written in lower case.
 *
 * Pure functions, no React and no browser: links (`search()`) and tests use them as they are.
 */

export type FieldKind = 'text' | 'oneOf' | 'listOf' | 'int' | 'page';

export interface Field<T> {
  readonly kind: FieldKind;
  /** The value when the address has none, or none that makes sense; never written. */
  readonly fallback: T;
  /** The value of the parameter's occurrences in the address (`params.getAll(key)`). */
  readonly read: (raw: readonly string[]) => T;
  /** What the address holds for a value: nothing for the default. */
  readonly write: (value: T) => string[];
}

/** Free text (a search box): as typed, '' by default. */
export const text = (): Field<string> => ({
  kind: 'text',
  fallback: '',
  read: (raw) => raw[0] ?? '',
  write: (value) => (value === '' ? [] : [value]),
});

const same = (a: string, b: string) => a.toLowerCase() === b.trim().toLowerCase();

/** One of some values (a folder, a sort, a filter with 'any' as `null`), `fallback` by default. */
export function oneOf<const T extends string, const F extends T | null>(
  values: readonly T[],
  fallback: F,
): Field<T | F> {
  return {
    kind: 'oneOf',
    fallback,
    read: (raw) => values.find((value) => raw[0] !== undefined && same(value, raw[0])) ?? fallback,
    write: (value) => (value === fallback || value === null ? [] : [value.toLowerCase()]),
  };
}

/** Any of some values (ticked filters), as repeated parameters (`?status=new&status=viewed`); none by default. */
export function listOf<const T extends string>(values: readonly T[]): Field<readonly T[]> {
  // The declared order, each value once: one list, one address.
  const tidy = (chosen: readonly string[]) =>
    values.filter((value) => chosen.some((raw) => same(value, raw)));
  return {
    kind: 'listOf',
    fallback: [],
    read: tidy,
    write: (value) => tidy(value).map((v) => v.toLowerCase()),
  };
}

interface IntOptions<F extends number | null> {
  fallback: F;
  min?: number;
  max?: number;
  /** The only values allowed (a page size of 5, 10 or 25). */
  values?: readonly number[];
}

const readInt = (raw: string | undefined, min: number, max: number, values?: readonly number[]) => {
  // Thousands separators are allowed ('50,000'); signs, decimals and exponents are not.
  const digits = raw?.trim().replace(/,/g, '') ?? '';
  if (!/^\d{1,15}$/.test(digits)) return null;
  const value = Number(digits);
  return value >= min && value <= max && (!values || values.includes(value)) ? value : null;
};

/** A whole number from `min` (0) to `max` (an amount, a page size), `fallback` by default. */
export function int<const F extends number | null>({
  fallback,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  values,
}: IntOptions<F>): Field<number | F> {
  return {
    kind: 'int',
    fallback,
    read: (raw) => readInt(raw[0], min, max, values) ?? fallback,
    write: (value) => (value === fallback || value === null ? [] : [String(value)]),
  };
}

/**
 * The page of a paged list, from 1 (the default). A change that does not set the page
 * starts the list at page 1 again (see `useUrlState`).
 */
export const page = (): Field<number> => ({ ...int({ fallback: 1, min: 1 }), kind: 'page' });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a schema mixes fields of every type
export type Schema = Record<string, Field<any>>;
export type UrlValues<S extends Schema> = {
  -readonly [K in keyof S]: S[K] extends Field<infer T> ? T : never;
};

export interface UrlState<S extends Schema> {
  readonly schema: S;
  readonly keys: readonly (keyof S & string)[];
  readonly defaults: UrlValues<S>;
  /** The values an address holds (`location.search`, or its parameters). */
  parse: (search: URLSearchParams | string) => UrlValues<S>;
  /** The address's parameters for these values (missing ones are defaults): declared keys only, defaults left out. */
  params: (values: Partial<UrlValues<S>>) => URLSearchParams;
  /** The same as the query of a link: '?folder=sent&q=rent', or '' when all are defaults. */
  search: (values: Partial<UrlValues<S>>) => string;
}

/** Declares a screen's keys: `defineUrlState({ q: text(), folder: oneOf(FOLDERS, 'inbox'), page: page() })`. */
export function defineUrlState<const S extends Schema>(schema: S): UrlState<S> {
  const keys = Object.keys(schema) as (keyof S & string)[];
  const defaults = Object.fromEntries(keys.map((key) => [key, schema[key]!.fallback])) as UrlValues<S>;
  const parse = (search: URLSearchParams | string) => {
    const from = typeof search === 'string' ? new URLSearchParams(search) : search;
    return Object.fromEntries(keys.map((key) => [key, schema[key]!.read(from.getAll(key))])) as UrlValues<S>;
  };
  const params = (values: Partial<UrlValues<S>>) => {
    const out = new URLSearchParams();
    for (const key of keys) {
      const value = values[key] === undefined ? defaults[key] : values[key];
      for (const raw of schema[key]!.write(value)) out.append(key, raw);
    }
    return out;
  };
  const search = (values: Partial<UrlValues<S>>) => {
    const query = params(values).toString();
    return query ? `?${query}` : '';
  };
  return { schema, keys, defaults, parse, params, search };
}
