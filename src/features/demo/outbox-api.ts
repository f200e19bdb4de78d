import { generatedDemoControlsApi } from './demo-api.gen';

/**
 * The demo's outbox (mock API only, generated from the contract: demo-api.gen.ts): the last
 * email the server sent in this data set, which the Demo controls show ('Last email sent').
 * Read afresh each time the panel opens (the section mounts with it), never kept after.
 */
export const outboxApi = generatedDemoControlsApi.enhanceEndpoints({
  endpoints: { getDemoLastEmail: { keepUnusedDataFor: 0 } },
});

export const { useGetDemoLastEmailQuery } = outboxApi;
