import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { demoHandlers } from './demo';
import { publicHandlers } from './public';
import { scenarioHandler } from '../scenario';

/**
 * Every handler of the mock API, shared by the browser worker and the Node server. The
 * network scenario of the Demo controls (scenario.ts) sees every call first.
 */
export const handlers = [
  scenarioHandler,
  ...authHandlers,
  ...adminHandlers,
  ...publicHandlers,
  ...demoHandlers,
];
