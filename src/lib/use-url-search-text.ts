import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** How long typing waits before the search text is written to the address (the list filters at once). */
export const SEARCH_URL_DELAY_MS = 150;

/** The mark of an address written by a search box itself (see `useUrlSearchText`). */
const OWN_WRITE = { searchBoxWrite: true } as const;
const isOwnWrite = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { searchBoxWrite?: unknown }).searchBoxWrite === true;

/**
 * A list's search box whose text lives in the address (`?q=rent`), the one convention of
 * every list screen (product rules, 'Staff console': the address follows the box, never
 * the other way while it has focus). The box is the source: what is typed shows and filters at once, and the
 * address follows a moment later. The router applies address updates as transitions, so
 * they can land after further typing: the box never takes an address back while it has
 * focus, nor one it wrote itself (each carries a mark). Any other navigation while it is
 * not focused (a link, back, a tab that carries the text) sets the box, and drops a write
 * still waiting, so that write cannot undo the navigation.
 *
 * Returns the text, its setter, `cancelPendingWrite` for a navigation made by the same
 * screen that carries the text itself, and the focus handlers to spread on the box.
 */
export function useUrlSearchText(key = 'q', delayMs = SEARCH_URL_DELAY_MS) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const urlText = params.get(key) ?? '';
  const [text, setTextState] = useState(urlText);
  const focused = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  // What the address is when a waiting write fires (it may have moved on meanwhile).
  const latest = useRef({ params, key: location.key, own: isOwnWrite(location.state) });
  const seenKey = useRef(location.key);
  useEffect(() => {
    latest.current = { params, key: location.key, own: isOwnWrite(location.state) };
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    if (focused.current || isOwnWrite(location.state)) return;
    // A navigation the box did not write, while it is not in use: the box follows the address.
    window.clearTimeout(timer.current);
    setTextState(urlText);
  }, [params, location.key, location.state, urlText]);

  const cancelPendingWrite = useCallback(() => window.clearTimeout(timer.current), []);
  useEffect(() => cancelPendingWrite, [cancelPendingWrite]);

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      window.clearTimeout(timer.current);
      const scheduledAt = latest.current.key;
      timer.current = window.setTimeout(() => {
        const now = latest.current;
        // Another navigation came first: it wins, and the box has followed it.
        if (now.key !== scheduledAt && !now.own) return;
        const nextParams = new URLSearchParams(now.params);
        if (next === '') nextParams.delete(key);
        else nextParams.set(key, next);
        setParams(nextParams, { replace: true, state: OWN_WRITE, preventScrollReset: true });
      }, delayMs);
    },
    [key, delayMs, setParams],
  );

  const focusProps = {
    onFocus: () => void (focused.current = true),
    onBlur: () => void (focused.current = false),
  };

  return [text, setText, cancelPendingWrite, focusProps] as const;
}
