import { setupWorker } from 'msw/browser';
import { setMockBackend } from './db';
import { handlers } from './handlers';
import { setMockLatency } from './latency';
import type { MockBackend } from './store/backend';
import { createIdbBackend } from './store/idb-backend';
import { createMemoryBackend } from './store/memory-backend';
import { createServerBackend, mockStoreAnswers } from './store/server-backend';

/** Where the store kept whole tables before it moved to IndexedDB (up to ~5 MB of the host's quota). */
const LEGACY_STORE_PREFIX = 'mock-api:';

/** Frees the old localStorage copy once: nothing reads it any more, and the app's own storage needs the room. */
function removeLegacyStore(): void {
  try {
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(LEGACY_STORE_PREFIX));
    for (const key of keys) localStorage.removeItem(key);
  } catch (error) {
    console.warn('Mock API: could not remove the old localStorage copy of its data.', error);
  }
}

/**
 * Where the mock keeps its data in this page, said once in the console: the local store
 * server when it answers on this origin (dev, `npm run demo`, the e2e tests: both hosts
 * share it: product rules, 'One demo, one data set'); else this host's IndexedDB (a static
 * copy of the demo build); else this tab's memory.
 */
async function browserBackend(): Promise<MockBackend> {
  const store = await mockStoreAnswers();
  if (store) {
    console.info(
      `Mock API: data in the local store server, data set '${store.dataset}' (shared by both hosts).`,
    );
    return createServerBackend();
  }
  if (typeof indexedDB !== 'undefined') {
    const idb = createIdbBackend();
    try {
      await idb.list('users');
      console.info("Mock API: no local store server answered; data in this host's IndexedDB.");
      return idb;
    } catch (error) {
      console.warn(
        'Mock API: IndexedDB cannot be opened, so its data lives in this tab until a reload.',
        error,
      );
    }
  }
  console.info('Mock API: data in this tab only, until a reload.');
  return createMemoryBackend();
}

/** Starts the mock API in the browser (dev, demo build). Call before the first render. */
export async function startMockWorker(): Promise<void> {
  setMockLatency(250);
  removeLegacyStore();
  setMockBackend(await browserBackend());
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Page assets and other hosts pass through untouched and unlogged.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
