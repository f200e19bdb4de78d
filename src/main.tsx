import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { readInitialState } from './app/initial-state';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { onAdminHost } from './config/env';
import { checkStoredSession } from './features/auth/check-stored-session';
import { consumeSessionHandOff } from './features/auth/session-handoff';
import './styles/global.css';

/** The mock API: loaded by dynamic import behind a build-time flag, so it is not in builds without it. */
async function startMockApi(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return;
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

async function start(): Promise<void> {
  await startMockApi();
  const host = onAdminHost() ? 'admin' : 'public';
  // A session handed over in the URL fragment is stored and stripped before anything renders
  // (on the public host the fragment is only stripped, never used).
  const handedOver = consumeSessionHandOff(host);
  const initial = readInitialState();
  const router = createAppRouter(host);
  const store = makeStore(handedOver ? { ...initial, session: handedOver } : initial, {
    persist: true,
    navigate: (to) => void router.navigate(to, { replace: true }),
  });
  persistStore(store);
  void store.dispatch(checkStoredSession());

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store} host={host}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
