import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setMockLatency } from './latency';

/** Starts the mock API in the browser (dev, demo build). Call before the first render. */
export async function startMockWorker(): Promise<void> {
  setMockLatency(250);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Page assets and other hosts pass through untouched and unlogged.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
