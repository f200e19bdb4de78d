/**
 * Types of the staff console's data, shared by src/ and mocks/: the contract's schemas
 * (api/openapi.yaml, generated into api.gen.ts), never written by hand.
 */
export type {
  ContactSubmission,
  Email,
  EmailFolder,
  Enquiry,
  ManagedUser,
  ManagedUserRole,
  Stats as AdminStats,
  StatsResponse as AdminStatsResponse,
  SubmissionService,
  Traffic as TrafficCounters,
} from './api.gen';

/** What the compose form holds (a form's values, not an API type). */
export interface ComposeDraft {
  to: string;
  subject: string;
  body: string;
}
