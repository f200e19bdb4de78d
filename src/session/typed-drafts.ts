import { useMemo } from 'react';
import { browserStorage, parseJson, readItem, writeItem } from '../lib/browser-storage';
import { useAppSelector } from '../store/hooks';

/*
 * Typed text survives (product rules, 'What people see, finished'): a compose or reply draft is
 * kept in this browser for the person who typed it, so a reload or an expired session (and
 * signing in again as the same person) brings it back; the person's logout removes every one of
 * theirs. Each draft remembers what it was opened from (`origin`: a reply to one message, a new
 * message), and comes back only there.
 */

const PREFIX = 'kpm-draft:';
const keyOf = (userId: string, name: string) => `${PREFIX}${userId}:${name}`;

interface Kept<T> {
  origin: string;
  value: T;
}

/** The person's draft `name` opened from `origin`, or null (none, another origin, or unreadable). */
export function readTypedDraft<T>(
  userId: string,
  name: string,
  origin: string,
  isValue: (value: unknown) => value is T,
): T | null {
  const kept = parseJson(readItem(browserStorage(), keyOf(userId, name))) as
    Partial<Kept<unknown>> | undefined;
  return kept && kept.origin === origin && isValue(kept.value) ? kept.value : null;
}

/** Keeps the draft; a full or refused storage keeps nothing, and says nothing: the form still holds it. */
export function keepTypedDraft<T>(userId: string, name: string, origin: string, value: T): void {
  try {
    writeItem(browserStorage(), keyOf(userId, name), JSON.stringify({ origin, value } satisfies Kept<T>));
  } catch {
    // The quota is full or storage is off: the draft lives in the form only.
  }
}

export function dropTypedDraft(userId: string, name: string): void {
  try {
    writeItem(browserStorage(), keyOf(userId, name), null);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** At the person's logout: every draft of theirs goes. */
export function dropTypedDraftsOf(userId: string): void {
  const storage = browserStorage();
  if (!storage) return;
  try {
    const mine = Object.keys(window.localStorage).filter((key) => key.startsWith(`${PREFIX}${userId}:`));
    for (const key of mine) storage.removeItem(key);
  } catch {
    // Storage refused: nothing more to do.
  }
}

export interface TypedDraft<T> {
  /** The draft kept from before (a reload, an expired session), or null. */
  initial: T | null;
  keep(value: T): void;
  drop(): void;
}

/** The signed-in person's draft `name`, opened from `origin` (nothing is kept when nobody is signed in). */
export function useTypedDraft<T>(
  name: string,
  origin: string,
  isValue: (value: unknown) => value is T,
): TypedDraft<T> {
  const id = useAppSelector((state) => state.session.user?.id ?? null);
  const userId = id === null ? null : String(id);
  return useMemo(
    () =>
      userId === null
        ? { initial: null, keep: () => undefined, drop: () => undefined }
        : {
            initial: readTypedDraft(userId, name, origin, isValue),
            keep: (value: T) => keepTypedDraft(userId, name, origin, value),
            drop: () => dropTypedDraft(userId, name),
          },
    // Read once per person, draft and origin: what is typed afterwards lives in the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [userId, name, origin],
  );
}
