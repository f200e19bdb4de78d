import { delay, http, HttpResponse } from 'msw';
import { SERVER_ERROR, UNAUTHORISED } from './http';
import {
  DEMO_SCENARIO_KEY,
  isDemoScenario,
  SLOW_SCENARIO_EXTRA_MS,
  type DemoScenario,
} from '../src/config/demo';

/** The active network scenario (the Demo controls write it; 'normal' without storage). */
export function activeScenario(): DemoScenario {
  try {
    const value = globalThis.localStorage?.getItem(DEMO_SCENARIO_KEY);
    return isDemoScenario(value) ? value : 'normal';
  } catch {
    return 'normal';
  }
}

/**
 * The network scenario, applied live to every API call before the handlers answer: it
 * answers the call itself (Offline, Server errors, Expired session) or lets it through,
 * late for Slow. The demo's own calls (/api/demo/*) are never affected, so the controls
 * keep working in every scenario.
 */
export const scenarioHandler = http.all('*/api/*', async ({ request }) => {
  if (new URL(request.url).pathname.startsWith('/api/demo/')) return undefined;
  switch (activeScenario()) {
    case 'slow':
      await delay(SLOW_SCENARIO_EXTRA_MS);
      return undefined;
    case 'offline':
      return HttpResponse.error();
    case 'server-errors':
      return HttpResponse.json(SERVER_ERROR, { status: 500 });
    case 'expired-session':
      return request.headers.has('Authorization')
        ? HttpResponse.json(UNAUTHORISED, { status: 401 })
        : undefined;
    default:
      return undefined;
  }
});
