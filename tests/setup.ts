import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../mocks/node';
import { resetTestServerForFile, resetTestServerIfLoaded } from '../server/test-reset';
import { guardContract, takeContractViolations } from './contract-guard';

/**
 * Every test file's setup (docs/api-server.md, 'Tests'): the demo's front (MSW) passes each call to the
 * API server in this process, every answer is checked against the contract, and the server's
 * data goes back to the sample data after each test. The server, its database and the
 * contract's validator load on the first call that needs them, so a file of pure rules pays
 * for none of it, nor for the DOM's tools unless it runs in jsdom (tests/setup-dom.ts).
 */
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  guardContract(server);
  await resetTestServerForFile();
  // The files of a worker may share one DOM (vite.config.ts): each starts with empty storage.
  if (typeof window !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
});
afterEach(async () => {
  const violations = await takeContractViolations();
  if (violations.length > 0) {
    throw new Error(
      `The mock API answered outside the contract (api/openapi.yaml):\n${violations.join('\n')}`,
    );
  }
  server.resetHandlers();
  await resetTestServerIfLoaded();
});
afterAll(() => server.close());

if (typeof window !== 'undefined') (await import('./setup-dom')).setUpDomFile();
