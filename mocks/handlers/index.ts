import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { demoHandlers } from './demo';
import { publicHandlers } from './public';

/** Every handler of the mock API, shared by the browser worker and the Node server. */
export const handlers = [...authHandlers, ...adminHandlers, ...publicHandlers, ...demoHandlers];
