import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<GetStatsApiResponse, GetStatsApiArg>({
      query: () => ({ url: `/api/admin/stats` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedStatsApi };
export type GetStatsApiResponse = /** status 200 The figures. */ StatsResponse;
export type GetStatsApiArg = void;
export type Stats = {
  /** This month, of the rent collected. */
  month: string;
  propertiesManaged: number;
  unitCount: number;
  letUnitCount: number;
  activeTenants: number;
  rentCollectedKes: number;
  openRepairs: number;
};
export type Traffic = {
  year: number;
  month: number;
  week: number;
  today: number;
  yesterday: number;
};
export type StatsResponse = {
  stats: Stats;
  traffic: {
    admin: Traffic;
    manager: Traffic;
  };
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
