import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEmails: build.query<ListEmailsApiResponse, ListEmailsApiArg>({
      query: () => ({ url: `/api/admin/emails` }),
    }),
    createEmail: build.mutation<CreateEmailApiResponse, CreateEmailApiArg>({
      query: (queryArg) => ({ url: `/api/admin/emails`, method: 'POST', body: queryArg }),
    }),
    updateEmail: build.mutation<UpdateEmailApiResponse, UpdateEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/emails/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.emailChanges,
      }),
    }),
    deleteEmail: build.mutation<DeleteEmailApiResponse, DeleteEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/emails/${encodeURIComponent(String(queryArg))}`,
        method: 'DELETE',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedEmailCentreApi };
export type ListEmailsApiResponse = /** status 200 The emails. */ Email[];
export type ListEmailsApiArg = void;
export type CreateEmailApiResponse = /** status 201 The stored email. */ Email;
export type CreateEmailApiArg = NewEmail;
export type UpdateEmailApiResponse = /** status 200 The email as changed. */ Email;
export type UpdateEmailApiArg = {
  /** The item's id. */
  id: string;
  emailChanges: EmailChanges;
};
export type DeleteEmailApiResponse = unknown;
export type DeleteEmailApiArg = /** The item's id. */ string;
export type IsoDate = string;
export type Time = string;
export type EmailFolder = 'inbox' | 'sent' | 'drafts' | 'archive' | 'bin';
export type Email = {
  id: string;
  /** The sender's name (for sent mail and drafts, the recipient's). */
  sender: string;
  /** The sender's address (for sent mail and drafts, the recipient's). */
  email: string;
  subject: string;
  body: string;
  date: IsoDate;
  time: Time;
  read: boolean;
  starred: boolean;
  folder: EmailFolder;
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
export type ClientId = string;
export type NewEmail = {
  id: ClientId;
  to: string;
  subject: string;
  body: string;
  folder: 'sent' | 'drafts';
};
export type EmailChanges = {
  read?: boolean;
  starred?: boolean;
  folder?: EmailFolder;
};
