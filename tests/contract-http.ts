import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../src/types/api.gen';

/**
 * MSW's `http` typed against the contract (openapi-msw), for a test that puts its own answer
 * in front of the API server with `server.use(...)`: it can only answer a documented path
 * with a documented status and body. Any host: the app's API base varies.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });
