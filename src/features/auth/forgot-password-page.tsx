import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { AntdScope } from '../../components/antd-scope';
import { ButtonLink } from '../../components/button-link';
import { PageMeta } from '../../components/page-meta';
import { PATHS } from '../../config/paths';
import { useSingleFlight } from '../../lib/use-single-flight';
import { useRequestPasswordResetMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { EMAIL_RULES } from './email-rules';
import { requestErrorText } from './login-errors';
import { RESET_REQUESTED_TEXT } from './password-reset-rules';

export const FORGOT_PASSWORD_TEXT = {
  heading: 'Reset your password',
  subtitle: "Enter your account's email and we will send you a link to set a new password.",
  submit: 'Send reset link',
  back: 'Back to sign in',
} as const;

/**
 * 'Forgot password?' (product rules, 'Forgot password'): the email is asked for, and the answer
 * is the same for any address, RESET_REQUESTED_TEXT; the link arrives by email. A 429, a
 * server error or a dropped network says so as the login does (login-errors.ts).
 */
export function ForgotPasswordPage() {
  return (
    <AntdScope>
      <PageMeta
        title={FORGOT_PASSWORD_TEXT.heading}
        description="Ask for a link to set a new password."
        noIndex
      />
      <div className="login-page">
        <AuthCard heading={FORGOT_PASSWORD_TEXT.heading} subtitle={FORGOT_PASSWORD_TEXT.subtitle}>
          <ForgotPasswordForm />
        </AuthCard>
      </div>
    </AntdScope>
  );
}

function ForgotPasswordForm() {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const singleFlight = useSingleFlight();

  const onFinish = (values: { email: string }) =>
    singleFlight(async () => {
      setError(null);
      const result = await requestReset({ email: values.email.trim() });
      if (result.error) {
        setError(requestErrorText(result.error));
        return 'failed';
      }
      setSent(true);
      return 'succeeded';
    });

  const back = (
    <p className="password-reset__next">
      <ButtonLink to={PATHS.login} type="link">
        {FORGOT_PASSWORD_TEXT.back}
      </ButtonLink>
    </p>
  );

  if (sent) {
    return (
      <>
        <Alert
          type="success"
          showIcon
          role="status"
          className="password-reset__done"
          title={RESET_REQUESTED_TEXT}
        />
        {back}
      </>
    );
  }
  return (
    <>
      {error && <Alert type="error" showIcon className="login-error" title={error} />}
      <Form layout="vertical" requiredMark={false} noValidate onFinish={onFinish} className="login-form">
        <Form.Item label="Email" name="email" rules={EMAIL_RULES}>
          <Input type="email" autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          {FORGOT_PASSWORD_TEXT.submit}
        </Button>
      </Form>
      {back}
    </>
  );
}
