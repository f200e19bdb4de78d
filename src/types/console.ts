/** Types of the staff console's data, shared by src/ and mocks/. */

export type EmailFolder = 'inbox' | 'sent' | 'drafts' | 'archive';

export interface Email {
  id: string;
  /** Sender's display name (for sent and drafts: the recipient's name). */
  sender: string;
  /** Sender's address (for sent and drafts: the recipient's address). */
  email: string;
  subject: string;
  body: string;
  /** ISO date, e.g. '2025-03-18'. */
  date: string;
  /** 24-hour time, e.g. '09:45'. */
  time: string;
  read: boolean;
  starred: boolean;
  folder: EmailFolder;
}

export interface ComposeDraft {
  to: string;
  subject: string;
  body: string;
}

export type SubmissionService =
  | 'Property Management'
  | 'Project Management'
  | 'MRI Tax Support'
  | 'Tenant Management'
  | 'Property Marketing'
  | 'Rent Collection'
  | 'General Enquiry';

export interface ContactSubmission {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** ISO date, e.g. '2025-03-18'. */
  date: string;
  /** 24-hour time, e.g. '14:05'. */
  time: string;
  viewed: boolean;
  service: SubmissionService;
}

export type ManagedUserRole = 'user' | 'manager';

export interface ManagedUser {
  id: string;
  name: string;
  role: ManagedUserRole;
  email: string;
}

export interface AdminStats {
  propertiesManaged: number;
  activeTenants: number;
  /** Monthly revenue in US dollars. */
  monthlyRevenue: number;
  activeProjects: number;
}

export interface TrafficCounters {
  year: number;
  month: number;
  week: number;
  today: number;
  yesterday: number;
}

export interface AdminStatsResponse {
  stats: AdminStats;
  traffic: { admin: TrafficCounters; manager: TrafficCounters };
}
