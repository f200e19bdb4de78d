import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../mocks/data/accounts';
import { apiErrorText } from '../../store/api';
import { makeStore } from '../../app/store';
import { settingsApi } from './settings-api';

const admin = {
  id: 'u-admin',
  email: 'admin@example.com',
  firstName: 'Amani',
  lastName: 'Otieno',
  role: 'admin' as const,
};
const signedIn = {
  token: 'demo.u-admin.e2e',
  user: admin,
  isAdminAuthenticated: true,
  check: 'done' as const,
};

describe('Change Password against the mock API (PUT /api/auth/password)', () => {
  it('a wrong current password: "Current password is incorrect", and the session stands', async () => {
    const store = makeStore({ session: signedIn });
    const result = await store.dispatch(
      settingsApi.endpoints.changePassword.initiate({ currentPassword: 'not-it', newPassword: 'NewPass#1' }),
    );
    expect(result.error).toMatchObject({ status: 400 });
    expect(apiErrorText(result.error)).toBe('Current password is incorrect');
    expect(store.getState().session.token).toBe(signedIn.token);
  });

  it('succeeds with the right current password', async () => {
    const store = makeStore({ session: signedIn });
    const result = await store.dispatch(
      settingsApi.endpoints.changePassword.initiate({
        currentPassword: DEMO_PASSWORD,
        newPassword: 'NewPass#1',
      }),
    );
    expect(result.data).toEqual({ ok: true });
  });
});
