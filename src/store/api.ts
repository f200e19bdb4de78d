import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { config } from '../config/env';
import { apiModuleLoaded } from './api-registry';
import { DATA_VERSIONS_HEADER, parseMovedVersions } from '../lib/moved-versions';
import { ownChangeCommitted } from './data-versions';
import { sessionExpired } from './session-events';

interface StateWithSession {
  session: { token: string | null };
}

/**
 * Endpoints that never carry the session's token, so their 401 never ends a session: a failed
 * login is not an expired session, and logout carries the token of the session that is ending,
 * which its caller gives (src/session/session-api.ts): by then the store holds none, or the next
 * person's. A password reset is for someone who cannot sign in: it needs no session, and sends none.
 */
const WITHOUT_SESSION_TOKEN = new Set([
  'login',
  'adminLogin',
  'logout',
  'requestPasswordReset',
  'resetPassword',
]);

const tokenFor = (state: unknown, endpoint: string): string | null =>
  WITHOUT_SESSION_TOKEN.has(endpoint) ? null : (state as StateWithSession).session.token;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: config.apiBase,
  prepareHeaders: (headers, { getState, endpoint }) => {
    const token = tokenFor(getState(), endpoint);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/**
 * A read gives up after this long, so a screen never waits for ever (product rules,
 * 'Collections'): it then shows the offline notice with Retry. Changes have no default
 * request timeout (their answer decides what the screen keeps), except
 * those that move money (below).
 */
export const READ_TIMEOUT_MS = 20_000;

/**
 * The changes that move money give up after this long, so their dialog is never stuck (product
 * rules, 'Payments'): the screen then says it could not confirm the request, never that nothing
 * happened. Keyed by endpoint name.
 */
export const MONEY_CHANGE_TIMEOUT_MS: Readonly<Partial<Record<string, number>>> = {
  startMpesaPayment: 30_000,
};

/**
 * The base query of the one backend. A 401 on a request that carried a token ends
 * the session once: only while that token is still the session's (so parallel 401s,
 * and requests after the session ended, dispatch nothing more). A change's answer that
 * names the data versions it moved is passed on (`ownChangeCommitted`). It never retries.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const sentToken = tokenFor(api.getState(), api.endpoint);
  const request = typeof args === 'string' ? { url: args } : args;
  const timeout =
    request.timeout ?? (api.type === 'query' ? READ_TIMEOUT_MS : MONEY_CHANGE_TIMEOUT_MS[api.endpoint]);
  const timed = timeout === undefined ? request : { ...request, timeout };
  const result = await rawBaseQuery(timed, api, extraOptions);
  if (api.type === 'mutation' && !result.error) {
    const moved = parseMovedVersions(result.meta?.response?.headers.get(DATA_VERSIONS_HEADER) ?? null);
    if (Object.keys(moved).length > 0) api.dispatch(ownChangeCommitted(moved));
  }
  if (
    result.error?.status === 401 &&
    sentToken !== null &&
    (api.getState() as StateWithSession).session.token === sentToken
  ) {
    api.dispatch(sessionExpired());
  }
  return result;
};

/**
 * One RTK Query api for the one backend; features inject their endpoints. Tags shared across
 * features are named here: 'AdminData', the staff figures, and 'DataVersions', the versions
 * the portal's screens poll; 'Reset demo data' invalidates both (console/reset-demo-data.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Session', 'AdminData', 'DataVersions'],
  endpoints: () => ({}),
});

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's documented way to type an injected slice
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// The api joins the store when this module first loads (RTK's documented code splitting):
// the store injects its reducer and middleware (src/app/store.ts, whenApiLoaded).
apiModuleLoaded(api);

export { apiErrorText } from './api-error';
