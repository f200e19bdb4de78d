import { generatedStatsApi } from './stats-api.gen';

/** The dashboards' figures, generated from the contract (stats-api.gen.ts): fetched on every visit. */
export const statsApi = generatedStatsApi.enhanceEndpoints({
  addTagTypes: ['AdminData'],
  endpoints: { getStats: { providesTags: ['AdminData'] } },
});

export const { useGetStatsQuery } = statsApi;
