import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOwners: build.query<ListOwnersApiResponse, ListOwnersApiArg>({
      query: () => ({ url: `/api/admin/owners` }),
    }),
    setOwnerTaxArrangement: build.mutation<SetOwnerTaxArrangementApiResponse, SetOwnerTaxArrangementApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/owners/${encodeURIComponent(String(queryArg.id))}/tax-arrangement`,
        method: 'PUT',
        body: queryArg.taxArrangementChange,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedOwnersApi };
export type ListOwnersApiResponse = /** status 200 The owners. */ OwnerSummary[];
export type ListOwnersApiArg = void;
export type SetOwnerTaxArrangementApiResponse =
  /** status 200 The owner, with the arrangement now set. */ OwnerSummary;
export type SetOwnerTaxArrangementApiArg = {
  /** The item's id. */
  id: string;
  taxArrangementChange: TaxArrangementChange;
};
export type OwnerResidency = 'resident' | 'non-resident';
export type TaxArrangement = {
  kind: 'appointed-agent' | 'owner-files' | 'non-resident' | 'not-applicable';
  /** 'Firm withholds MRI (appointed agent)', 'Owner files MRI', 'Non-resident: withholding tax (30%)' or 'MRI does not apply'. */
  name: string;
  /** The first month it applies to (YYYY-MM); null for the default by residency. */
  fromMonth: string | null;
  /** KRA's reference of the firm's appointment as agent (appointed-agent only). */
  appointmentReference: string | null;
  /** The date of the appointment (appointed-agent only). */
  appointedOn: string | null;
  /** Why MRI does not apply (not-applicable only): a commercial property, or annual residential rent outside the MRI band (KES 288,000 to KES 15,000,000). */
  notApplicableReason:
    | ('commercial-property' | 'rent-outside-band' | null)
    | ('commercial-property' | 'rent-outside-band' | null);
};
export type PayoutMethod = {
  kind: 'mpesa' | 'bank';
  /** 'M-Pesa 0712 ••• 678' or 'Equity Bank ••• 4821'. */
  label: string;
};
export type OwnerSummary = {
  /** The owner's account id. */
  id: string;
  name: string;
  email: string;
  residency: OwnerResidency;
  properties: {
    id: string;
    name: string;
    town: string;
  }[];
  /** Twelve months' rent of the owner's residential units. */
  yearlyResidentialRentKes: number;
  mriNotApplicableReason:
    | ('commercial-property' | 'rent-outside-band' | null)
    | ('commercial-property' | 'rent-outside-band' | null);
  taxArrangement: TaxArrangement;
  /** An arrangement set to start after this month, or null. */
  nextTaxArrangement: TaxArrangement | null;
  payoutMethod: PayoutMethod;
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
export type TaxArrangementChange = {
  kind: 'appointed-agent' | 'owner-files' | 'non-resident' | 'not-applicable';
  /** The first month it applies to (YYYY-MM): this month or later. */
  fromMonth: string;
  /** KRA's reference of the firm's appointment as agent. */
  appointmentReference?: string | null;
  /** The date of the appointment; not after today. */
  appointedOn?: string | null;
  notApplicableReason?:
    | ('commercial-property' | 'rent-outside-band' | null)
    | ('commercial-property' | 'rent-outside-band' | null);
};
