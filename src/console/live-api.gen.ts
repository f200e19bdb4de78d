import { api } from '../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDataVersions: build.query<GetDataVersionsApiResponse, GetDataVersionsApiArg>({
      query: () => ({ url: `/api/admin/versions` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedLiveApi };
export type GetDataVersionsApiResponse = /** status 200 The versions. */ DataVersions;
export type GetDataVersionsApiArg = void;
export type DataVersions = {
  emails: number;
  contactSubmissions: number;
  users: number;
  /** The payments and the leases they are allocated to. */
  payments: number;
  /** The maintenance requests. */
  maintenance: number;
  /** The owners' tax arrangements and payout methods. */
  owners: number;
  /** The statements due a payout (payments, charges, expenses, tax arrangements, payout methods) and the payouts made. */
  payouts: number;
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
