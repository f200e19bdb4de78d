import { setupServer } from 'msw/node';
import { serverFetch } from '../server/testing';
import { frontHandlers } from './front';

/**
 * The demo's front for Vitest, passing each call to the API server in this process
 * (server/testing.ts). Tests start it with `onUnhandledRequest: 'error'`.
 */
export const server = setupServer(...frontHandlers(serverFetch));
