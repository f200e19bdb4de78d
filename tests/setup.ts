import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetServer, serverFetch } from '../server/testing';
import { server } from '../mocks/node';
import { guardContract, takeContractViolations } from './contract-guard';

// antd's first renders are slow in jsdom, slower still on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// antd needs these in jsdom.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }
  window.scrollTo = () => undefined;
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  guardContract(server);
});
// The in-process API server opens its database on first use, which takes seconds (more on a
// busy machine). A DOM test file renders screens that read from the API at once: it starts the
// server before its first test, so that wait never counts against a test's own time-outs.
beforeAll(async () => {
  if (typeof window !== 'undefined') await serverFetch(new Request('http://localhost:5000/api/auth/me'));
}, 60_000);
afterEach(async () => {
  cleanup();
  const violations = await takeContractViolations();
  if (violations.length > 0) {
    throw new Error(
      `The mock API answered outside the contract (api/openapi.yaml):\n${violations.join('\n')}`,
    );
  }
  server.resetHandlers();
  await resetServer();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
afterAll(() => server.close());
