import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock API for Vitest. Tests start it with `onUnhandledRequest: 'error'`. */
export const server = setupServer(...handlers);
