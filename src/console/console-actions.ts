import { createAction } from '@reduxjs/toolkit';

/**
 * 'Reset demo data' in the console menu: the email centre, contact submissions and
 * managed users slices start over, and each screen loads its data again from the API.
 */
export const demoDataReset = createAction('console/demoDataReset');

/**
 * The session ended (logout, expiry, sign-out in another tab): the console's cached
 * emails, submissions and users are dropped, so the next person at this computer finds
 * none of them in the browser's storage (product rules, 'Sessions').
 */
export const cachedDataCleared = createAction('console/cachedDataCleared');
