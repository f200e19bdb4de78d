import { setupServer } from 'msw/node';
import { frontHandlers } from './front';

/**
 * The API server in this process (server/testing.ts), imported on the first call that needs
 * it: a test file that never calls the API never loads the server, its database or its
 * contract (seconds per file, over a hundred files).
 */
let testing: Promise<typeof import('../server/testing')> | undefined;
export const testServer = () => (testing ??= import('../server/testing'));

/**
 * The demo's front for Vitest, passing each call to the API server in this process.
 * Tests start it with `onUnhandledRequest: 'error'`.
 */
export const server = setupServer(
  ...frontHandlers(async (request) => (await testServer()).serverFetch(request)),
);
