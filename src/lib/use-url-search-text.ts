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
 * every list screen. The box is the source: what is typed shows and filters at once, and
 * the address follows a moment later. The router applies address updates as transitions,
 * so they can land after further typing: each one the box writes carries a mark and is
 * never taken back as an outside change, so no keystroke is lost however fast the typing.
 * Any other navigation (a link, back, a tab that carries the text) sets the box, and
 * drops a write still waiting, so it cannot undo that navigation.
 *
 * Returns the text, its setter, and `cancelPendingWrite` for a navigation made by the
 * same screen that carries the text itself.
 */
export function useUrlSearchText(key = 'q', delayMs = SEARCH_URL_DELAY_MS) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const urlText = params.get(key) ?? '';
  const [box, setBox] = useState({ text: urlText, seen: location.key });

  // A navigation the box did not write: the box follows the address.
  let text = box.text;
  if (box.seen !== location.key) {
    text = isOwnWrite(location.state) ? box.text : urlText;
    setBox({ text, seen: location.key });
  }

  // What the address is when a waiting write fires (it may have moved on meanwhile).
  const latest = useRef({ params, key: location.key, own: isOwnWrite(location.state) });
  useEffect(() => {
    latest.current = { params, key: location.key, own: isOwnWrite(location.state) };
  }, [params, location.key, location.state]);

  const timer = useRef<number | undefined>(undefined);
  const cancelPendingWrite = useCallback(() => window.clearTimeout(timer.current), []);
  useEffect(() => cancelPendingWrite, [cancelPendingWrite]);

  const setText = useCallback(
    (next: string) => {
      setBox((b) => ({ ...b, text: next }));
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

  return [text, setText, cancelPendingWrite] as const;
}
