import { api } from '../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetDemoData: build.mutation<ResetDemoDataApiResponse, ResetDemoDataApiArg>({
      query: () => ({ url: `/api/demo/reset`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedDemoApi };
export type ResetDemoDataApiResponse = unknown;
export type ResetDemoDataApiArg = void;
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
