import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { testServer } from '../mocks/node';

/** What a DOM test file adds to tests/setup.ts: jsdom's gaps for antd, and a clean page after each test. */

/** A MediaQueryList as jsdom lacks it: `matches` as given, no listeners. */
export const mediaQueryList = (query: string, matches: boolean): MediaQueryList =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

/**
 * Called by tests/setup.ts for each DOM test file: the files of a worker may share one module
 * graph and one DOM (vite.config.ts), so the hooks are registered per file, not at import.
 */
export function setUpDomFile(): void {
  // antd's first renders are slow in jsdom, slower still on a busy 2-core machine.
  configure({ asyncUtilTimeout: 5000 });

  // antd needs these in jsdom.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => mediaQueryList(query, false),
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

  // The in-process API server opens its database on first use, which takes seconds (more on a
  // busy machine). A DOM test file renders screens that read from the API at once: it starts the
  // server before its first test, so that wait never counts against a test's own time-outs.
  beforeAll(async () => {
    await (await testServer()).serverFetch(new Request('http://localhost:5000/api/auth/me'));
  }, 60_000);
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
}
