import { sessionSlice } from '../../src/session/session-slice';
import { sessionExpired } from '../../src/store/session-events';
import { ownChangeCommitted } from '../../src/store/data-versions';
import { apiLoaded } from '../../src/store/load-api';
import { themeSlice } from '../../src/console/theme-slice';
import { cachedDataCleared, demoDataReset } from '../../src/console/console-actions';
import { emailCentreSlice } from '../../src/features/email-centre/email-centre-slice';
import { contactSubmissionsSlice } from '../../src/features/contact-submissions/contact-submissions-slice';
import { managedUsersSlice } from '../../src/features/users/managed-users-slice';
import { demoSlice } from '../../src/features/demo/demo-slice';
import { paymentsSlice } from '../../src/features/staff-payments/payments-slice';
import { maintenanceSlice } from '../../src/features/staff-maintenance/maintenance-slice';
import { api } from '../../src/store/api';
import '../../src/session/session-api';
import '../../src/features/auth/auth-api';
import '../../src/features/settings/settings-api';
import '../../src/features/dashboard/stats-api';
import '../../src/features/email-centre/email-centre-api';
import '../../src/features/contact-submissions/submissions-api';
import '../../src/features/contact-submissions/enquiry-api';
import '../../src/features/users/users-api';
import '../../src/console/demo-api';
import '../../src/features/demo/demo-api.gen';
import '../../src/features/portal/portal-api';
import '../../src/features/staff-payments/payments-api';
import '../../src/features/maintenance/maintenance-api';

/** Every event action type the app's code defines, by slice (for docs/qa.md's catalogue, 'QA with Redux DevTools'). */
export function eventActionTypes(): Map<string, string> {
  const types = new Map<string, string>();
  for (const slice of [
    sessionSlice,
    themeSlice,
    emailCentreSlice,
    contactSubmissionsSlice,
    managedUsersSlice,
    paymentsSlice,
    maintenanceSlice,
    demoSlice,
  ]) {
    for (const creator of Object.values(slice.actions)) types.set(creator.type, slice.name);
  }
  for (const creator of [sessionExpired, apiLoaded, demoDataReset, cachedDataCleared, ownChangeCommitted]) {
    types.set(creator.type, creator.type.split('/')[0]!);
  }
  return types;
}

/** The RTK Query endpoints; DevTools shows them as `api/<endpoint>/pending|fulfilled|rejected`. */
export function endpointNames(): string[] {
  return Object.keys(api.endpoints).sort();
}
