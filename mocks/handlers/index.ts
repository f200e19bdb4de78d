import { adminHandlers } from './admin';
import { authHandlers } from './auth';

/** Every handler of the mock API, shared by the browser worker and the Node server. */
export const handlers = [...authHandlers, ...adminHandlers];
