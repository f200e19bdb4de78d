import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { readInitialState } from './app/initial-state';
import { followOtherTabs } from './app/other-tabs';
import { AppProviders } from './app/providers';
import { expiredSessionRedirect } from './app/routes';
import { appRoutes, createAppRouter, loadMatchedScreens } from './app/router';
import { makeStore, type AppStore } from './app/store';
import { currentHost } from './config/host';
import { takeAuthFragment } from './features/auth/auth-fragment';
import { sessionRestored, storedSessionCheckStarted } from './session/session-slice';
import { themeRestored } from './console/theme-slice';
import 'virtual:brand-tokens.css';
import './styles/global.css';

/**
 * The mock API: loaded by dynamic import behind a build-time flag, so it is not in builds
 * without it. If it cannot start (service workers blocked, a private window), the app runs
 * anyway and its requests fail as a dropped network would: never a blank page.
 */
/** The Demo controls' module (dev and demo builds), loaded with the mock API. */
type DemoControlsModule = typeof import('./app/demo-controls');

async function startMockApi(): Promise<DemoControlsModule | null> {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return null;
  let demo: DemoControlsModule | null = null;
  // Both modules load at once; the controls still mount when the worker's module fails.
  const controls = import('./app/demo-controls');
  const worker = import('../mocks/browser');
  worker.catch(() => undefined);
  try {
    demo = await controls;
    const { startMockWorker } = await worker;
    await startMockWorker();
  } catch (error) {
    console.error('The mock API could not start; requests will fail as if offline.', error);
  }
  return demo;
}

/** The path a prerendered page was built for (scripts/prerender/prerender.mjs marks the root), or null. */
const prerenderedPath = (root: HTMLElement): string | null =>
  root.hasChildNodes() ? (root.dataset.prerendered ?? null) : null;

/** React's recoverable errors (a hydration mismatch among them) are reported, never swallowed. */
function reportRecoverableError(error: unknown, info: ErrorInfo): void {
  console.error('React recovered from an error:', error, info.componentStack ?? '');
}

/** Runs once after the first commit: what must not change the first render of a prerendered page. */
function AfterFirstRender({ onMounted, children }: { onMounted: () => void; children: ReactNode }) {
  useEffect(onMounted, [onMounted]);
  return children;
}

/** The stored-session check's code: it needs the HTTP client, so it loads only when there is a token. */
const loadSessionCheck = () => import('./session/check-stored-session');

/** Checks the stored token with the server (GET /api/auth/me; product rules, 'Sessions'). */
function checkSession(store: AppStore, code = loadSessionCheck()): void {
  void code.then(({ checkStoredSession }) => store.dispatch(checkStoredSession()));
}

/**
 * Storage, the persisted console data and, on a prerendered page, the stored-session check:
 * after hydration. Without hydration the check has started before the first render (start).
 */
function startSession(store: AppStore, hydrated: boolean): () => void {
  let started = false;
  return () => {
    if (started) return; // StrictMode runs effects twice in dev
    started = true;
    // The app is live (hydrated or rendered): end-to-end tests and QA wait for this mark.
    document.documentElement.dataset.app = 'ready';
    if (hydrated) {
      const stored = readInitialState();
      if (stored.session) store.dispatch(sessionRestored(stored.session));
      if (stored.theme) store.dispatch(themeRestored(stored.theme.mode));
    }
    persistStore(store);
    if (hydrated && store.getState().session.token) checkSession(store);
  };
}

async function start(): Promise<void> {
  // Sign-in data in the fragment leaves the address bar before anything else runs.
  const fragment = takeAuthFragment();
  const host = currentHost();
  // A session handed over to the admin host is stored before anything renders (its code is
  // loaded only when the address brings one, so no other first load carries it).
  const handedOver =
    host === 'admin' && fragment !== null
      ? await import('./features/auth/session-handoff').then(
          ({ consumeSessionHandOff }) => consumeSessionHandOff(host, fragment),
          () => null,
        )
      : null;
  const container = document.getElementById('root')!;
  const { pathname } = window.location;
  const routes = appRoutes(host);
  // The screens' code loads while the mock API starts: neither needs the other.
  const screensLoading = loadMatchedScreens(routes, pathname);
  // Only the public host hydrates, and only the page built for this very path (product rules,
  // 'Static-first public pages'). Any other page starts from storage, and the code that checks a
  // stored token loads meanwhile too.
  const prerendered = host === 'public' && prerenderedPath(container) === pathname;
  const stored = prerendered ? undefined : readInitialState();
  const sessionCheck = (handedOver ?? stored?.session)?.token ? loadSessionCheck() : undefined;

  const demo = await startMockApi();
  // The network scenario of a demo link (`?scenario=slow`) holds from the first request.
  const scenario = demo?.applyScenarioFromAddress() ?? null;
  // So does the simulated phone's M-Pesa answer (`?mpesa=cancelled`).
  const mpesaAnswer = demo?.applyMpesaAnswerFromAddress() ?? null;

  // A prerendered page whose screen failed to load shows the error screen instead: no hydration.
  const screensLoaded = await screensLoading;
  const hydrate = prerendered && screensLoaded;

  const router = createAppRouter(routes);
  const initial = hydrate ? undefined : (stored ?? readInitialState());
  const store = makeStore(handedOver && initial ? { ...initial, session: handedOver } : initial, {
    persist: true,
    navigate: (to, state) => void router.navigate(to, { replace: true, state }),
    expiryRedirect: () => expiredSessionRedirect(host, router.state.location.pathname),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  });

  followOtherTabs(store);
  demo?.mountDemoControls(store, router, host, scenario, mpesaAnswer);
  // A stored token is checked before a console or sign-in screen shows ('Loading...' meanwhile),
  // while the first render runs.
  if (!hydrate && store.getState().session.token) {
    store.dispatch(storedSessionCheckStarted());
    checkSession(store, sessionCheck);
  }

  const app = (
    <StrictMode>
      <AppProviders store={store} host={host}>
        <AfterFirstRender onMounted={startSession(store, hydrate)}>
          <RouterProvider router={router} />
        </AfterFirstRender>
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) {
    // A transition: React hydrates in small slices and keeps the main thread free.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    });
  } else {
    createRoot(container, { onRecoverableError: reportRecoverableError }).render(app);
  }
}

void start();
