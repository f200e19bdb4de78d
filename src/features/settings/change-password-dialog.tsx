import { Alert, App, Button, Flex, Form, Input, Modal } from 'antd';
import { useState, type FormEvent } from 'react';
import { apiErrorText } from '../../store/api';
import { TOAST_DURATION_MS } from '../../config/constants';
import { useSingleFlight } from '../../lib/use-single-flight';
import { useChangePasswordMutation } from './settings-api';
import { useOpenRound } from '../../console/use-open-round';
import { passwordChangeError, PASSWORD_TEXTS, type PasswordChangeInput } from './password-rules';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The dialog's form; a new one on every open, so the fields and the error start cleared. */
function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<PasswordChangeInput>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { notification } = App.useApp();

  const field = (key: keyof PasswordChangeInput) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  // One request at a time: a double click changes the password once.
  const once = useSingleFlight();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      const problem = passwordChangeError(values);
      setError(problem);
      if (problem) return 'failed';
      const result = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      if ('error' in result) {
        setError(apiErrorText(result.error) ?? PASSWORD_TEXTS.serverError);
        return 'failed';
      }
      onClose();
      notification.success({
        title: PASSWORD_TEXTS.updated,
        placement: 'bottomRight',
        duration: TOAST_DURATION_MS / 1000,
      });
      return 'succeeded';
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form layout="vertical" component="div">
        <Form.Item label="Current Password" htmlFor="cp-current">
          <Input.Password id="cp-current" autoComplete="current-password" {...field('currentPassword')} />
        </Form.Item>
        <Form.Item label="New Password" htmlFor="cp-new">
          <Input.Password id="cp-new" autoComplete="new-password" {...field('newPassword')} />
        </Form.Item>
        <Form.Item label="Confirm New Password" htmlFor="cp-confirm">
          <Input.Password id="cp-confirm" autoComplete="new-password" {...field('confirmPassword')} />
        </Form.Item>
      </Form>
      <div aria-live="assertive">{error && <Alert type="error" showIcon title={error} role="alert" />}</div>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Update Password
        </Button>
      </Flex>
    </form>
  );
}

/** Change Password (spec 2.11, 4, 5): fields cleared on open; Cancel or Escape closes it. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const round = useOpenRound(open);
  return (
    <Modal title="Change Password" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <ChangePasswordForm key={round} onClose={onClose} />
    </Modal>
  );
}
