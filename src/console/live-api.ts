import { generatedLiveApi } from './live-api.gen';

/**
 * GET /api/admin/versions, generated from the contract (live-api.gen.ts): a number per
 * staff data set that grows with each change, whoever made it. Open console screens poll
 * it (data-loading.ts) and reload only a data set whose number moved.
 */
export const liveApi = generatedLiveApi;

/** How often an open, visible console screen asks whether its data changed elsewhere. */
export const LIVE_POLL_MS = 3_000;
