import { createAction } from '@reduxjs/toolkit';
import type { ContactSubmission, Email, ManagedUser } from '../../types/console';

export interface DemoData {
  emails: Email[];
  submissions: ContactSubmission[];
  users: ManagedUser[];
}

/**
 * 'Reset demo data' in the console menu: the sample data came back from the mock API
 * and replaces the email centre, contact submissions and managed users slices.
 */
export const demoDataReset = createAction<DemoData>('console/demoDataReset');

/**
 * The session ended (logout, expiry, sign-out in another tab): the console's cached
 * emails, submissions and users are dropped, so the next person at this computer finds
 * none of them in the browser's storage (DECISIONS, Sessions).
 */
export const cachedDataCleared = createAction('console/cachedDataCleared');
