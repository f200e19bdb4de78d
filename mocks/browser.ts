import { setupWorker } from 'msw/browser';
import { setMockBackend } from './db';
import { handlers } from './handlers';
import { setMockLatency } from './latency';
import type { MockBackend } from './store/backend';
import { createIdbBackend } from './store/idb-backend';
import { createMemoryBackend } from './store/memory-backend';

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

/** IndexedDB when this browser lets the page open it; else this tab's memory, said in the console. */
async function browserBackend(): Promise<MockBackend> {
  if (typeof indexedDB !== 'undefined') {
    const idb = createIdbBackend();
    try {
      await idb.list('users');
      return idb;
    } catch (error) {
      console.warn(
        'Mock API: IndexedDB cannot be opened, so its data lives in this tab until a reload.',
        error,
      );
    }
  }
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
