import { Alert, Button, Form, Input, type FormRule } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AntdScope } from '../../components/antd-scope';
import { ButtonLink } from '../../components/button-link';
import { PageMeta } from '../../components/page-meta';
import { PATHS } from '../../config/paths';
import { PASSWORD_TOO_SHORT_TEXT, PASSWORDS_DIFFER_TEXT, passwordTooShort } from '../../lib/new-password';
import { useSingleFlight } from '../../lib/use-single-flight';
import { apiErrorText, httpStatus } from '../../store/api-error';
import { useResetPasswordMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { requiredRule } from './email-rules';
import { requestErrorText } from './login-errors';
import { RESET_LINK_INVALID_TEXT, RESET_TOKEN_PARAM } from './password-reset-rules';

export const RESET_PASSWORD_TEXT = {
  heading: 'Set a new password',
  subtitle: 'Choose a new password for your account.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  newPasswordRequired: 'Please enter a new password',
  confirmRequired: 'Please confirm your new password',
  submit: 'Set new password',
  done: 'Your password has been changed. Sign in with your new password.',
  signIn: 'Sign in',
  askAgain: 'Ask for a new link',
} as const;

const NEW_PASSWORD_RULES: FormRule[] = [
  ...requiredRule(RESET_PASSWORD_TEXT.newPasswordRequired),
  {
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && value !== '' && passwordTooShort(value)
        ? Promise.reject(new Error(PASSWORD_TOO_SHORT_TEXT))
        : Promise.resolve(),
  },
];

const CONFIRM_RULES: FormRule[] = [
  ...requiredRule(RESET_PASSWORD_TEXT.confirmRequired),
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      !value || getFieldValue('newPassword') === value
        ? Promise.resolve()
        : Promise.reject(new Error(PASSWORDS_DIFFER_TEXT)),
  }),
];

/**
 * The reset link's page, /reset-password?token=… (product rules, 'Forgot password'): a new
 * password, twice; the length and the match are checked at the fields, as the server checks
 * the length again. Done: the password is changed and every session of the account is signed
 * out, so the person signs in with the new one. A link that no longer works shows the server's
 * text with a way to ask for a new one.
 */
export function ResetPasswordPage() {
  return (
    <AntdScope>
      <PageMeta title={RESET_PASSWORD_TEXT.heading} description="Set a new password." noIndex />
      <div className="login-page">
        <AuthCard heading={RESET_PASSWORD_TEXT.heading} subtitle={RESET_PASSWORD_TEXT.subtitle}>
          <ResetPasswordForm />
        </AuthCard>
      </div>
    </AntdScope>
  );
}

type Outcome = { kind: 'done' } | { kind: 'link-unusable'; text: string };

function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAM)?.trim() ?? '';
  const [form] = Form.useForm<{ newPassword: string; confirmPassword: string }>();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(
    token === '' ? { kind: 'link-unusable', text: RESET_LINK_INVALID_TEXT } : null,
  );
  const [error, setError] = useState<string | null>(null);
  const singleFlight = useSingleFlight();

  const onFinish = (values: { newPassword: string }) =>
    singleFlight(async () => {
      setError(null);
      const result = await resetPassword({ token, newPassword: values.newPassword });
      if (!result.error) {
        setOutcome({ kind: 'done' });
        return 'succeeded';
      }
      const text = apiErrorText(result.error);
      if (httpStatus(result.error) === 400 && text === PASSWORD_TOO_SHORT_TEXT) {
        form.setFields([{ name: 'newPassword', errors: [text] }]);
      } else if (httpStatus(result.error) === 400) {
        setOutcome({ kind: 'link-unusable', text: text ?? RESET_LINK_INVALID_TEXT });
      } else {
        setError(requestErrorText(result.error));
      }
      return 'failed';
    });

  if (outcome?.kind === 'done') {
    return (
      <>
        <Alert
          type="success"
          showIcon
          role="status"
          className="password-reset__done"
          title={RESET_PASSWORD_TEXT.done}
        />
        <p className="password-reset__next">
          <ButtonLink to={PATHS.login} type="primary" size="large" block>
            {RESET_PASSWORD_TEXT.signIn}
          </ButtonLink>
        </p>
      </>
    );
  }
  if (outcome?.kind === 'link-unusable') {
    return (
      <>
        <Alert type="warning" showIcon className="password-reset__done" title={outcome.text} />
        <p className="password-reset__next">
          <ButtonLink to={PATHS.forgotPassword} type="link">
            {RESET_PASSWORD_TEXT.askAgain}
          </ButtonLink>
        </p>
      </>
    );
  }
  return (
    <>
      {error && <Alert type="error" showIcon className="login-error" title={error} />}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={onFinish}
        className="login-form"
      >
        <Form.Item label={RESET_PASSWORD_TEXT.newPassword} name="newPassword" rules={NEW_PASSWORD_RULES}>
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          label={RESET_PASSWORD_TEXT.confirmPassword}
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={CONFIRM_RULES}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          {RESET_PASSWORD_TEXT.submit}
        </Button>
      </Form>
    </>
  );
}
