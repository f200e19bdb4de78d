import type { Action, DevToolsEnhancerOptions } from '@reduxjs/toolkit';

/**
 * Redux DevTools as QA reads it (product rules, 'Demo and QA tools'): display-only options of
 * configureStore's `devTools`; the reducers never see them.
 */
export const DEVTOOLS_NAME = 'Kisii Property Management';
export const DEVTOOLS_MAX_AGE = 200;
export const REDACTED = '<redacted>';

/** RTK Query's internal bookkeeping, hidden from the log (regex sources). */
export const DEVTOOLS_DENYLIST = [
  '^api/config/',
  '^api/internalSubscriptions/',
  '^api/subscriptions/',
  '^api/queries/queryResultPatched',
  '^api/mutations/removeMutationResult',
  '^listenerMiddleware/',
  '^persist/',
];

interface RtkQueryThunkAction extends Action {
  meta: { arg: { endpointName: string; originalArgs?: unknown }; requestStatus: string };
}

const isRtkQueryThunkAction = (action: Action): action is RtkQueryThunkAction =>
  /^api\/execute(Query|Mutation)\//.test(action.type) &&
  typeof (action as { meta?: { arg?: { endpointName?: unknown } } }).meta?.arg?.endpointName === 'string';

/** Any `token` field (and any string equal to the session's token) becomes '<redacted>'. */
function redact(value: unknown, token: string | null, depth = 0): unknown {
  if (typeof value === 'string') return token !== null && value === token ? REDACTED : value;
  if (typeof value !== 'object' || value === null || depth > 6) return value;
  if (Array.isArray(value)) return value.length > 50 ? value : value.map((v) => redact(v, token, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === 'token' && typeof v === 'string' && v !== '' ? REDACTED : redact(v, token, depth + 1),
    ]),
  );
}

let lastToken: string | null = null;

/** `api/executeMutation/pending` reads `api/login/pending`; tokens in payloads are redacted. */
export function actionSanitizer<A extends Action>(action: A): A {
  const named = isRtkQueryThunkAction(action)
    ? { ...action, type: `api/${action.meta.arg.endpointName}/${action.meta.requestStatus}` }
    : action;
  return redact(named, lastToken) as A;
}

/** The session's token, and any token in the api's cache (a login's answer), read '<redacted>'. */
export function stateSanitizer<S>(state: S): S {
  const record = state as { session?: { token?: string | null }; api?: unknown };
  lastToken = record.session?.token ?? lastToken;
  if (!record.session && !record.api) return state;
  return {
    ...state,
    ...(record.session ? { session: redact(record.session, lastToken) } : {}),
    ...(record.api ? { api: redact(record.api, lastToken) } : {}),
  };
}

export const devToolsOptions = (dev: boolean): DevToolsEnhancerOptions => ({
  name: DEVTOOLS_NAME,
  maxAge: DEVTOOLS_MAX_AGE,
  trace: dev,
  actionsDenylist: DEVTOOLS_DENYLIST,
  actionSanitizer,
  stateSanitizer,
});
