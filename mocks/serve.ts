import { HttpResponse } from 'msw';
import type { Role } from '../src/types/user';
import type { DemoAccount } from './data/accounts';
import { bearerToken, db } from './db';
import { FORBIDDEN, SERVER_ERROR, UNAUTHORISED } from './http';
import { latencyUnder, travel } from './latency';
import { activeScenario, scenarioRefusal, staffFailureRequested } from './scenario';

/**
 * Every mock operation runs as a server works (product rules, 'Demo and QA tools'):
 * it reads the failure switches when the call arrives, and a refused call (offline, 500,
 * 401, 403) commits nothing; otherwise the handler commits its change at once, and only
 * then does the answer wait its latency, as a server's answer travels back after the
 * commit. So a reload right after a change keeps it.
 *
 * A handler that throws (a store that cannot be read or written) answers 500 and logs
 * the cause: the app then rolls its change back instead of believing it saved.
 */
async function answer<R extends Response>(
  refusal: Response | null,
  handle: () => Promise<R | Response>,
  latencyMs: number,
): Promise<R | Response> {
  let result: R | Response;
  if (refusal) {
    result = refusal;
  } else {
    try {
      result = await handle();
    } catch (error) {
      console.error('Mock API: the request failed in the store.', error);
      result = HttpResponse.json(SERVER_ERROR, { status: 500 });
    }
  }
  // A dropped network brings no answer back to wait for: it fails at once, as a pulled cable does.
  if (result.type !== 'error') await travel(latencyMs);
  return result;
}

/** A public or session operation: the network scenario applies. */
export function serve<R extends Response>(request: Request, handle: () => Promise<R>): Promise<R | Response> {
  const scenario = activeScenario();
  return answer(scenarioRefusal(request, scenario), handle, latencyUnder(scenario));
}

/**
 * A staff operation (/api/admin/*): the network scenario, then the caller's role (401,
 * 403; `roles` as the contract's `x-roles`), then the QA key `kpm-mock-fail` (500). The
 * handler gets the account, for a step that records who took it.
 */
export function serveStaff<R extends Response>(
  request: Request,
  roles: readonly Role[],
  handle: (account: DemoAccount) => Promise<R>,
): Promise<R | Response> {
  const scenario = activeScenario();
  const failing = staffFailureRequested();
  return answer(
    scenarioRefusal(request, scenario),
    async () => {
      const account = await db.accountForToken(bearerToken(request));
      if (!account) return HttpResponse.json(UNAUTHORISED, { status: 401 });
      if (!roles.includes(account.user.role)) return HttpResponse.json(FORBIDDEN, { status: 403 });
      return failing ? HttpResponse.json(SERVER_ERROR, { status: 500 }) : handle(account);
    },
    latencyUnder(scenario),
  );
}

/**
 * A signed-in operation that answers each account with its own (the portal, /api/portal/*):
 * the network scenario, then the caller's token (401) and role (403; `roles` as the
 * contract's `x-roles`); the handler gets the account, to check what it may see.
 */
export function serveAccount<R extends Response>(
  request: Request,
  roles: readonly Role[],
  handle: (account: DemoAccount) => Promise<R>,
): Promise<R | Response> {
  const scenario = activeScenario();
  return answer(
    scenarioRefusal(request, scenario),
    async () => {
      const account = await db.accountForToken(bearerToken(request));
      if (!account) return HttpResponse.json(UNAUTHORISED, { status: 401 });
      if (!roles.includes(account.user.role)) return HttpResponse.json(FORBIDDEN, { status: 403 });
      return handle(account);
    },
    latencyUnder(scenario),
  );
}

/** The demo's own operations (/api/demo/*): no scenario touches them, so the Demo controls always work. */
export function serveDemo<R extends Response>(handle: () => Promise<R>): Promise<R | Response> {
  return answer(null, handle, latencyUnder('normal'));
}
