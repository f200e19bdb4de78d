import type { api as Api } from './api';

type LoadedApi = typeof Api;

let loaded: LoadedApi | null = null;
const waiting = new Set<(api: LoadedApi) => void>();

/** Called once by api.ts when its code has loaded (it is code-split: app/api-gate.tsx). */
export function apiModuleLoaded(api: LoadedApi): void {
  loaded = api;
  for (const callback of waiting) callback(api);
  waiting.clear();
}

/**
 * Runs `callback` with the api as soon as its code has loaded (at once if it has). The
 * store (src/app/store.ts) injects the api's reducer and middleware this way, so this
 * folder needs nothing of the app.
 */
export function whenApiLoaded(callback: (api: LoadedApi) => void): void {
  if (loaded) callback(loaded);
  else waiting.add(callback);
}
