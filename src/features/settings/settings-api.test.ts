import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION } from '../../../tests/fixtures';
import { apiErrorText } from '../../store/api';
import { makeStore } from '../../app/store';
import { settingsApi } from './settings-api';

// The right current password succeeding: change-password-dialog.test.tsx, through the dialog.
describe('Change Password against the mock API (PUT /api/auth/password)', () => {
  it('a wrong current password: "Current password is incorrect", and the session stands', async () => {
    const store = makeStore({ session: ADMIN_SESSION });
    const result = await store.dispatch(
      settingsApi.endpoints.changePassword.initiate({ currentPassword: 'not-it', newPassword: 'NewPass#1' }),
    );
    expect(result.error).toMatchObject({ status: 400 });
    expect(apiErrorText(result.error)).toBe('Current password is incorrect');
    expect(store.getState().session.token).toBe(ADMIN_SESSION.token);
  });
});
