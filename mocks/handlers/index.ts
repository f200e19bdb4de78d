import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { demoHandlers } from './demo';
import { maintenanceHandlers } from './maintenance';
import { paymentsHandlers } from './payments';
import { portalHandlers } from './portal';
import { publicHandlers } from './public';

/**
 * Every handler of the mock API, shared by the browser worker and the Node server. Each
 * runs through mocks/serve.ts: the failure switches at arrival, the commit, then the latency.
 */
export const handlers = [
  ...authHandlers,
  ...adminHandlers,
  ...paymentsHandlers,
  ...portalHandlers,
  ...maintenanceHandlers,
  ...publicHandlers,
  ...demoHandlers,
];
