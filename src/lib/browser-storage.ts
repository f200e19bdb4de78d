/**
 * Safe access to Web Storage: private modes, full quotas and disabled storage
 * throw, and none of that may blank the page. No access at module top level.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where there is none (SSR, disabled storage). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readItem(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes or (for null) removes a key. Throws when the storage refuses, so callers can report it. */
export function writeItem(storage: KeyValueStorage | null, key: string, value: string | null): void {
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

/** JSON.parse that answers undefined instead of throwing. */
export function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
