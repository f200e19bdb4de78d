import { bypass } from 'msw';
import { setupWorker } from 'msw/browser';
import { frontHandlers } from './front';
import { config } from '../src/config/env';
import { setMockLatency } from './latency';

/**
 * Passes a call to the API server on the page's own origin (Vite's dev and preview servers
 * and nginx send /api/ to it: docs/api-server.md), whatever API base the app was built
 * with, so the `kpm-dataset` cookie travels with it. `bypass` lets it past the worker.
 */
async function toServer(request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const body =
    request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  const answer = await fetch(
    bypass(new URL(`${pathname}${search}`, globalThis.location.origin), {
      method: request.method,
      headers: request.headers,
      body,
      credentials: 'same-origin',
    }),
  );
  // Chromium gives a 204 an empty body stream, and the worker cannot rebuild a 204 with a
  // body ('Response with null body status cannot have body'): the page's call would fail as
  // a dropped network does. Such an answer travels on without one.
  if (!NULL_BODY_STATUSES.has(answer.status)) return answer;
  return new Response(null, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

/** Statuses whose answers have no body (the Fetch standard's null body statuses). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * MSW asks the browser to update a worker already registered and does not wait for the answer:
 * a page left while that update runs (a quick click through full page loads) rejects it with
 * no handler, 'Failed to update a ServiceWorker …'. The worker already running keeps answering
 * and the next load updates it, so that one rejection is handled here; any other stays an error.
 */
function ignoreInterruptedWorkerUpdate(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) {
    event.preventDefault();
  }
}

/** Starts the demo's front in the browser (dev, demo build). Call before the first render. */
export async function startMockWorker(): Promise<void> {
  addEventListener('unhandledrejection', ignoreInterruptedWorkerUpdate);
  setMockLatency(config.demoLatencyMs);
  const worker = setupWorker(...frontHandlers(toServer));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Page assets and other hosts pass through untouched and unlogged.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
