import { bypass } from 'msw';
import { setupWorker } from 'msw/browser';
import { frontHandlers } from './front';
import { setMockLatency } from './latency';

/**
 * Passes a call to the API server on the page's own origin (Vite's dev and preview servers
 * and nginx send /api/ to it: docs/api-server.md), whatever API base the app was built
 * with, so the `kpm-dataset` cookie travels with it. `bypass` lets it past the worker.
 */
async function toServer(request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return fetch(
    bypass(new URL(`${pathname}${search}`, globalThis.location.origin), {
      method: request.method,
      headers: request.headers,
      body,
      credentials: 'same-origin',
    }),
  );
}

/** Starts the demo's front in the browser (dev, demo build). Call before the first render. */
export async function startMockWorker(): Promise<void> {
  setMockLatency(250);
  const worker = setupWorker(...frontHandlers(toServer));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Page assets and other hosts pass through untouched and unlogged.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
