import { createAction } from '@reduxjs/toolkit';

/**
 * A request that carried the session's token was answered 401: the session has expired
 * (product rules, 'Sessions'). Raised by the base query (api.ts), handled by the session slice and the app's
 * listeners; here so the HTTP layer depends on nothing above it.
 */
export const sessionExpired = createAction('session/expired');
