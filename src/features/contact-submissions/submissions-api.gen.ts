import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContactSubmissions: build.query<ListContactSubmissionsApiResponse, ListContactSubmissionsApiArg>({
      query: () => ({ url: `/api/admin/contact-submissions` }),
    }),
    updateContactSubmission: build.mutation<
      UpdateContactSubmissionApiResponse,
      UpdateContactSubmissionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/contact-submissions/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.submissionChanges,
      }),
    }),
    deleteContactSubmission: build.mutation<
      DeleteContactSubmissionApiResponse,
      DeleteContactSubmissionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/contact-submissions/${encodeURIComponent(String(queryArg))}`,
        method: 'DELETE',
      }),
    }),
    replyToContactSubmission: build.mutation<
      ReplyToContactSubmissionApiResponse,
      ReplyToContactSubmissionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/contact-submissions/${encodeURIComponent(String(queryArg.id))}/replies`,
        method: 'POST',
        body: queryArg.reply,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedSubmissionsApi };
export type ListContactSubmissionsApiResponse = /** status 200 The submissions. */ ContactSubmission[];
export type ListContactSubmissionsApiArg = void;
export type UpdateContactSubmissionApiResponse =
  /** status 200 The submission as changed. */ ContactSubmission;
export type UpdateContactSubmissionApiArg = {
  /** The item's id. */
  id: string;
  submissionChanges: SubmissionChanges;
};
export type DeleteContactSubmissionApiResponse = unknown;
export type DeleteContactSubmissionApiArg = /** The item's id. */ string;
export type ReplyToContactSubmissionApiResponse = /** status 201 The reply was sent. */ Ok;
export type ReplyToContactSubmissionApiArg = {
  /** The item's id. */
  id: string;
  reply: Reply;
};
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
export type SubmissionChanges = {
  /** Viewed is one way. */
  viewed: true;
};
export type Ok = {
  ok: true;
};
export type Reply = {
  to: string;
  subject: string;
  body: string;
};
