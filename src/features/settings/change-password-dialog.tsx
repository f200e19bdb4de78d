import { Alert, App, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { apiErrorText } from '../../store/api';
import { TOAST_DURATION_MS } from '../../config/constants';
import { useSingleFlight } from '../../lib/use-single-flight';
import { useChangePasswordMutation } from './settings-api';
import { useOpenRound } from '../../console/use-open-round';
import { passwordChangeError, PASSWORD_TEXTS, type PasswordChangeInput } from './password-rules';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The dialog's form; a new one on every open, so the fields and the error start cleared. */
function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { notification } = App.useApp();
  // One request at a time: a double click changes the password once.
  const once = useSingleFlight();

  // The dialog's checks, in their order, as one message (password-rules.ts); then the server's.
  const submit = (values: Partial<PasswordChangeInput>) =>
    void once(async () => {
      const input = { ...EMPTY, ...values };
      const problem = passwordChangeError(input);
      setError(problem);
      if (problem) return 'failed';
      const result = await changePassword({
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
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

  return (
    <Form<PasswordChangeInput> layout="vertical" initialValues={EMPTY} onFinish={submit}>
      <Form.Item label="Current Password" name="currentPassword">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New Password" name="newPassword">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Confirm New Password" name="confirmPassword">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <div aria-live="assertive">{error && <Alert type="error" showIcon title={error} role="alert" />}</div>
      <Flex justify="flex-end" gap={8} className="change-password__actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Update Password
        </Button>
      </Flex>
    </Form>
  );
}

/** Change Password: fields cleared on open; Cancel or Escape closes it. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const round = useOpenRound(open);
  return (
    <Modal title="Change Password" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <ChangePasswordForm key={round} onClose={onClose} />
    </Modal>
  );
}
