import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createEnquiry: build.mutation<CreateEnquiryApiResponse, CreateEnquiryApiArg>({
      query: (queryArg) => ({ url: `/api/contact`, method: 'POST', body: queryArg }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedEnquiryApi };
export type CreateEnquiryApiResponse =
  /** status 201 The enquiry, filed as a New contact submission. */ ContactSubmission;
export type CreateEnquiryApiArg = Enquiry;
export type IsoDate = string;
export type Time = string;
export type SubmissionService =
  | 'Property Management'
  | 'Project Management'
  | 'MRI Tax Support'
  | 'Tenant Management'
  | 'Property Marketing'
  | 'Rent Collection'
  | 'General Enquiry'
  | 'Property Viewing'
  | 'Portal Access';
export type ContactSubmission = {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  date: IsoDate;
  time: Time;
  viewed: boolean;
  service: SubmissionService;
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
export type PersonName = string;
export type EmailAddress = string;
export type NonBlank = string;
export type MessageText = string;
export type Enquiry = {
  fullName: PersonName;
  email: EmailAddress;
  phone: NonBlank;
  message: MessageText;
  /** What the enquiry is about (General Enquiry when left out). */
  service?: SubmissionService;
};
