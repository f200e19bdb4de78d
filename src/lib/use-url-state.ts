import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useHydrated } from './use-client-value';
import type { Schema, UrlState, UrlValues } from './url-state';

/** How long typing waits before a text is written to the address (the list filters at once). */
export const TEXT_URL_DELAY_MS = 150;

/** The mark of an address this hook wrote itself (a pushed or replaced entry, never back or forward). */
const OWN_WRITE = { urlStateWrite: true } as const;
const hasOwnMark = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { urlStateWrite?: unknown }).urlStateWrite === true;

export interface UrlStateSetOptions {
  /** Another path of the same screen to go to with these values (an open email back to its list). */
  pathname?: string;
}

export interface TextFocusProps {
  onFocus: () => void;
  onBlur: () => void;
}

type Texts = Record<string, string>;

/**
 * A list screen's state in the address, declared with `defineUrlState` (url-state.ts):
 * `const [values, set, focusProps] = useUrlState(EMAIL_CENTRE_URL)`.
 *
 * - `values`: every key, parsed (garbage reads as the default). While a prerendered page
 *   hydrates they are the defaults, so the first render matches the server's; the address's
 *   values follow at once.
 * - `set(patch, { pathname }?)`: pass only what changes. The one rule for history: a text
 *   (a search box) shows at once and is written a moment later, replacing the entry (one
 *   entry per search, not per keystroke); any other change (folder, filter, sort, page, page
 *   size) is written at once as a new entry, carrying the text typed so far, so Back undoes
 *   it. A change that does not set the page starts the list at page 1 (so does a new text).
 *   A write keeps only the declared keys, defaults left out; one that would not move the
 *   address is skipped. A change shows at once, before the router has rendered it, and the
 *   next one builds on it. `pathname` goes to another path of the same screen (an open email
 *   back to its list), at once and as a new entry, text included.
 * - `focusProps(key)`: spread on a text's box. The box is the source of its text (product rules,
 *   'Staff console': the address follows the box, never the other way while it has focus). The router
 *   applies address updates as transitions, so they can land after further typing: a box
 *   never takes an address back while it has focus, nor one this hook wrote (each carries a
 *   mark). Any other navigation (a link, back, forward) while it is not focused sets the
 *   box, and drops a text write still waiting, so that write cannot undo the navigation.
 */
export function useUrlState<S extends Schema>(
  state: UrlState<S>,
  delayMs: number = TEXT_URL_DELAY_MS,
): readonly [
  UrlValues<S>,
  (patch: Partial<UrlValues<S>>, options?: UrlStateSetOptions) => void,
  (key: keyof S & string) => TextFocusProps,
] {
  const location = useLocation();
  const own = useNavigationType() !== 'POP' && hasOwnMark(location.state);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fromUrl = useMemo(() => state.parse(location.search), [state, location.search]);
  const { textKeys, pageKeys } = useMemo(
    () => ({
      textKeys: state.keys.filter((key) => state.schema[key]!.kind === 'text'),
      pageKeys: state.keys.filter((key) => state.schema[key]!.kind === 'page'),
    }),
    [state],
  );

  // What each text box holds; the ref is the same for the writes made from callbacks.
  const [texts, setTextsState] = useState<Texts>(() =>
    Object.fromEntries(textKeys.map((key) => [key, fromUrl[key] as string])),
  );
  const textsRef = useRef(texts);
  // A change written but not yet in the address (the router's transition): shown meanwhile.
  const [pending, setPendingState] = useState<{ at: string; values: UrlValues<S>; to: string } | null>(null);
  const pendingRef = useRef(pending);
  const focused = useRef(new Set<string>());
  const timer = useRef<number | undefined>(undefined);

  // The address as it is now, for callbacks and a waiting write (it may have moved on meanwhile).
  const latest = useRef({ search: location.search, pathname: location.pathname, key: location.key, own });
  const seenKey = useRef(location.key);
  useEffect(() => {
    latest.current = { search: location.search, pathname: location.pathname, key: location.key, own };
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    // A write waiting for the router has landed, or lost to this navigation (back may
    // return to the very entry it was made on: the key alone would show it again).
    pendingRef.current = null;
    setPendingState(null);
    if (own) return;
    // A navigation this hook did not write: it wins over a waiting write; idle boxes follow it.
    window.clearTimeout(timer.current);
    const next = { ...textsRef.current };
    for (const key of textKeys) if (!focused.current.has(key)) next[key] = fromUrl[key] as string;
    textsRef.current = next;
    setTextsState(next);
  }, [location.search, location.pathname, location.key, own, fromUrl, textKeys]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const set = useCallback(
    (patch: Partial<UrlValues<S>>, { pathname }: UrlStateSetOptions = {}) => {
      const changed = Object.keys(patch);
      const nextTexts = { ...textsRef.current };
      for (const key of textKeys) if (changed.includes(key)) nextTexts[key] = patch[key] as string;
      textsRef.current = nextTexts;
      setTextsState(nextTexts);
      window.clearTimeout(timer.current);

      // The last write not yet rendered, if any: the address holds it already, or soon will.
      const waiting = () => {
        const write = pendingRef.current;
        return write && write.at === latest.current.key ? write : null;
      };
      const current = () => waiting()?.values ?? state.parse(latest.current.search);
      const write = (values: UrlValues<S>, pathname: string, replace: boolean) => {
        const now = latest.current;
        const search = state.search(values);
        const to = `${pathname}${search}`;
        if (to === (waiting()?.to ?? `${now.pathname}${now.search}`)) return;
        pendingRef.current = { at: now.key, values, to };
        setPendingState(pendingRef.current);
        void navigate({ pathname, search }, { replace, state: OWN_WRITE, preventScrollReset: true });
      };
      const startAgain = (values: UrlValues<S>) => {
        for (const key of pageKeys) values[key] = state.defaults[key];
      };

      if (pathname === undefined && changed.every((key) => textKeys.includes(key))) {
        const scheduledAt = latest.current.key;
        timer.current = window.setTimeout(() => {
          const now = latest.current;
          // Another navigation came first: it wins, and the idle boxes have followed it.
          if (now.key !== scheduledAt && !now.own) return;
          const base = current();
          if (textKeys.every((key) => base[key] === textsRef.current[key])) return;
          const values = { ...base, ...textsRef.current };
          startAgain(values);
          write(values, now.pathname, true);
        }, delayMs);
        return;
      }
      const values = { ...current(), ...textsRef.current, ...patch } as UrlValues<S>;
      if (!changed.some((key) => pageKeys.includes(key))) startAgain(values);
      write(values, pathname ?? latest.current.pathname, false);
    },
    [state, textKeys, pageKeys, delayMs, navigate],
  );

  const values = useMemo(() => {
    if (!hydrated) return state.defaults;
    const shown = pending && pending.at === location.key ? pending.values : fromUrl;
    const out: UrlValues<S> = { ...shown, ...texts };
    // A text not yet in the address is a new search: its list starts at page 1.
    if (textKeys.some((key) => texts[key] !== shown[key]))
      for (const key of pageKeys) out[key] = state.defaults[key];
    return out;
  }, [hydrated, state, pending, location.key, fromUrl, texts, textKeys, pageKeys]);

  const focusProps = useCallback(
    (key: keyof S & string): TextFocusProps => ({
      onFocus: () => void focused.current.add(key),
      onBlur: () => void focused.current.delete(key),
    }),
    [],
  );

  return [values, set, focusProps] as const;
}
