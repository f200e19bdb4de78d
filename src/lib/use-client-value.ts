import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * A value that may differ between the build-time prerender and the browser (the year,
 * a media query, 'has JavaScript run?'): the server snapshot is used while a prerendered
 * page hydrates, so the markup matches, and React re-renders with the browser's value
 * right after. React's documented way (`useSyncExternalStore`'s getServerSnapshot).
 */
export function useClientValue<T>(clientValue: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, clientValue, () => serverValue);
}

/** False during the prerender and the hydration render, true from then on. */
export const useHydrated = (): boolean => useClientValue(() => true, false);

/** The current year; the build's year while a prerendered page hydrates. */
export const useCurrentYear = (): number => useClientValue(() => new Date().getFullYear(), __BUILD_YEAR__);
