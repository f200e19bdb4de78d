import { screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, DEMO_PASSWORD } from '../../../tests/fixtures';
import { renderWithProviders } from '../../../tests/test-utils';
import { ChangePasswordDialog } from './change-password-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change Password</Button>
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
      {!open && <p>Dialog closed</p>}
    </>
  );
}

describe('ChangePasswordDialog', () => {
  // The checks and their order are password-rules.test.ts's table; here, that the dialog
  // feeds its fields to them and shows the answer, then the server's.
  it('shows the checks and the server error, clears on reopen and succeeds', async () => {
    const { user } = renderWithProviders(<Harness />, { preloadedState: { session: ADMIN_SESSION } });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    const current = () => screen.getByLabelText('Current Password');
    const next = () => screen.getByLabelText('New Password');
    const confirm = () => screen.getByLabelText('Confirm New Password');
    const submit = () => user.click(screen.getByRole('button', { name: 'Update Password' }));

    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required');

    await user.type(current(), 'wrong-password');
    await user.type(next(), 'abc');
    await user.type(confirm(), 'abd');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');

    await user.clear(next());
    await user.type(next(), 'abcdef');
    await user.clear(confirm());
    await user.type(confirm(), 'abcdef');
    await submit();
    // The mock API (PUT /api/auth/password) checks the current password.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Current password is incorrect'));

    // Cancel closes; reopening starts with empty fields and no error.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Dialog closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(current()).toHaveValue(''));
    expect(next()).toHaveValue('');
    expect(confirm()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(current(), DEMO_PASSWORD);
    await user.type(next(), 'NewPass#2026');
    await user.type(confirm(), 'NewPass#2026');
    await submit();
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Dialog closed')).toBeInTheDocument();
  });
});
