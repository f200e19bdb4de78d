import { generatedDemoApi } from './demo-api.gen';

/** POST /api/demo/reset (mock API only, generated from the contract): the demo's data starts over. */
export const demoApi = generatedDemoApi;
