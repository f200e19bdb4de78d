import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  isAnyOf,
  type Action,
  type Reducer,
  type ThunkAction,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistState,
  type Storage as PersistStorage,
} from 'redux-persist';
import { PERSIST_KEY } from '../config/constants';
import { sessionSlice } from '../session/session-slice';
import { sessionEndMiddleware } from './session-end';
import { themeSlice } from '../console/theme-slice';
import { emptyCollection, type Collection } from '../console/collection-state';
import { cachedDataCleared, demoDataReset } from '../console/console-actions';
import { perDataSet, type ConsoleData, type ConsoleSliceKey } from './data-sets';
import { whenApiLoaded } from '../store/api-registry';
import { whenConsoleSliceLoaded } from '../store/slice-registry';
import { createListeners, type ExpiryRedirect, type Navigate } from './listeners';
import { devToolsOptions } from './devtools';
import {
  migrate,
  PERSIST_VERSION,
  PERSISTED_SLICES,
  persistTransforms,
  reconcileCachedCopy,
} from './persist';
import { cacheWriteFailed, consoleCacheStorage } from './console-cache';

/**
 * Slices injected when their code is first loaded (RTK's `combineSlices(...).inject`):
 * the RTK Query api (store/api.ts) adds itself here, so the public pages' first load
 * carries no HTTP client.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

const endsConsoleData = isAnyOf(cachedDataCleared, demoDataReset);

/**
 * The place of a console data set (data-sets.ts) until its slice's code loads: it starts empty, keeps whatever it is given (the cached
 * copy redux-persist puts back, a test's preloaded state), and empties as the slice does when a session ends or the
 * demo data is reset. So the copy survives, whole, until the console needs it, and nothing of an
 * ended session stays meanwhile.
 */
function awaitingConsoleSlice<T extends { id: string }>(): Reducer<Collection<T>> {
  const initial = emptyCollection<T>();
  return (state = initial, action) => (endsConsoleData(action) ? initial : state);
}

// Each place holds its data set's collection; until the slice loads it only keeps or empties
// it, whatever the items, so one reducer serves every place.
const consolePlaces = perDataSet(() => awaitingConsoleSlice<{ id: string }>()) as unknown as {
  [Key in ConsoleSliceKey]: Reducer<ConsoleData[Key]>;
};

/**
 * The session and the theme, the console's data sets (each slice takes its place over when the
 * console's code loads it: below) and the slices injected later (`LazyLoadedSlices`).
 */
export const rootReducer = combineSlices(
  sessionSlice,
  themeSlice,
  consolePlaces,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** The console's data sets: their slices' code loads with the console's screens, not with the entry. */
export type { ConsoleSliceKey };

// Each console slice takes over its place when its code loads (store/slice-registry.ts): the
// state it finds there (empty, or the cached copy put back) is its own from then on.
whenConsoleSliceLoaded((slice) => {
  rootReducer.inject(slice, { overrideExisting: true });
});

/** Middleware added by lazily loaded code (the api's); shared by every store. */
export const dynamicMiddleware = createDynamicMiddleware();

// The api joins when its code loads (code-split): its reducer and its middleware.
whenApiLoaded((api) => {
  rootReducer.inject(api);
  dynamicMiddleware.addMiddleware(api.middleware);
});

export type RootState = ReturnType<typeof rootReducer> & { _persist?: PersistState };

export interface StoreOptions {
  /** Where the session-expired listener sends the browser (the router's navigate in the app). */
  navigate?: Navigate;
  /** Where an expired session goes, or null to stay (default: /login). */
  expiryRedirect?: ExpiryRedirect;
  /** The page the browser shows, to return to after signing in again. */
  currentPath?: () => string;
  /** Persist the console data with redux-persist (the app does; tests usually do not). */
  persist?: boolean;
  /** Storage for redux-persist; IndexedDB by default, localStorage without it (console-cache.ts). */
  persistStorage?: PersistStorage;
}

/** How the console's cached copy is kept: which slices, where, which version, what if it fails. */
export const persistConfig = (storage: PersistStorage = consoleCacheStorage()) => ({
  key: PERSIST_KEY,
  version: PERSIST_VERSION,
  storage,
  whitelist: Object.keys(PERSISTED_SLICES),
  transforms: persistTransforms,
  migrate,
  stateReconciler: reconcileCachedCopy,
  writeFailHandler: cacheWriteFailed,
});

/** Builds a store; every test builds its own, only main.tsx keeps one. */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const listeners = createListeners({
    navigate: options.navigate ?? (() => undefined),
    expiryRedirect: options.expiryRedirect,
    currentPath: options.currentPath,
  });
  const reducer = options.persist
    ? (persistReducer<ReturnType<typeof rootReducer>>(
        persistConfig(options.persistStorage),
        rootReducer,
      ) as unknown as typeof rootReducer)
    : rootReducer;
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as ReturnType<typeof rootReducer> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionEndMiddleware, listeners.middleware)
        .concat(dynamicMiddleware.middleware),
    // QA steps through state in Redux DevTools in dev and in the demo build (devtools.ts).
    devTools:
      (import.meta.env.DEV || import.meta.env.MODE === 'demo') && devToolsOptions(import.meta.env.DEV),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>;
