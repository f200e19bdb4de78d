import type { Reducer } from '@reduxjs/toolkit';
import type { ConsoleSliceKey, RootState } from '../app/store';

/**
 * A console data slice as the store takes it in: the place it owns in the state (one the store
 * holds from the start: src/app/store.ts) and its reducer, of that place's state.
 */
export type ConsoleSlice = {
  [Key in ConsoleSliceKey]: { reducerPath: Key; reducer: Reducer<RootState[Key]> };
}[ConsoleSliceKey];

const loaded: ConsoleSlice[] = [];
const waiting = new Set<(slice: ConsoleSlice) => void>();

/**
 * Called by each console slice's module when its code has loaded: it is code-split with the
 * console's screens, so the public pages' first load carries none of it.
 */
export function consoleSliceLoaded(slice: ConsoleSlice): void {
  loaded.push(slice);
  for (const callback of waiting) callback(slice);
}

/** The places of the console slices whose code has loaded: only they can have changes in flight. */
export const loadedConsoleSliceKeys = (): readonly ConsoleSliceKey[] =>
  loaded.map((slice) => slice.reducerPath);

/**
 * Runs `callback` with every console slice whose code has loaded, and later with each one that
 * loads then. The store (src/app/store.ts) takes the slices' reducers in this way, so this
 * folder needs nothing of the app.
 */
export function whenConsoleSliceLoaded(callback: (slice: ConsoleSlice) => void): void {
  for (const slice of loaded) callback(slice);
  waiting.add(callback);
}
