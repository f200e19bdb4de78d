import { api } from '../../store/api';
import type { AdminStatsResponse } from '../../types/console';

/** The dashboards' figures: GET /api/admin/stats (quick stats and traffic), fetched on every visit. */
export const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<AdminStatsResponse, void>({
      query: () => '/api/admin/stats',
      providesTags: ['AdminData'],
    }),
  }),
});

export const { useGetStatsQuery } = statsApi;
