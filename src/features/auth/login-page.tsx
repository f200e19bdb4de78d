import { AppleOutlined, GoogleOutlined, WindowsOutlined, YahooOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Form, Input } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { useHostKind } from '../../config/host';
import { PATHS, REQUEST_PORTAL_ACCESS } from '../../config/paths';
import { AntdScope } from '../../components/antd-scope';
import { ButtonLink } from '../../components/button-link';
import { SiteLogo } from '../../components/layout/site-logo';
import { PageMeta } from '../../components/page-meta';
import { config } from '../../config/env';
import { useSingleFlight } from '../../lib/use-single-flight';
import { finishSignIn } from './finish-sign-in';
import { SOCIAL_PROVIDERS, useAdminLoginMutation, useLoginMutation, type SocialProviderId } from './auth-api';
import { adminLoginDestination } from './login-destination';
import { authMessageFrom, returnToFrom } from '../../session/login-route-state';
import { loginErrorView, SERVER_ERROR_TEXT, type LoginErrorView } from './login-errors';
import { EMAIL_RULES, requiredRule } from './email-rules';
import { AuthCard } from './auth-card';
import { adminSignedIn } from '../../session/session-slice';
import { parseUser } from '../../session/session-storage';
import { socialSignInUrl } from './social-state';
import { isValidToken } from '../../session/token';
import type { LoginResponse } from '../../types/user';
import '../../components/layout/top-bar.css';
import './login-page.css';

export const LOGIN_TEXT = {
  user: {
    title: 'Login',
    heading: 'Welcome Back',
    subtitle: 'Sign in to continue to your account',
    submit: 'Login',
  },
  admin: {
    title: 'Administrator Login',
    heading: 'Administrator Login',
    subtitle: 'Secure access for property manager administrators only',
    submit: 'Login to Dashboard',
  },
} as const;

const PROVIDER_ICONS: Record<SocialProviderId, ReactNode> = {
  google: <GoogleOutlined aria-hidden />,
  apple: <AppleOutlined aria-hidden />,
  yahoo: <YahooOutlined aria-hidden />,
  outlook: <WindowsOutlined aria-hidden />,
};

/** A login response is used only when it has a token and a valid user (else it is a server error). */
function validResponse(data: LoginResponse | undefined): LoginResponse | null {
  const user = data ? parseUser(data.user) : null;
  return data && user && isValidToken(data.token) ? { token: data.token, user } : null;
}

const MALFORMED: LoginErrorView = { text: SERVER_ERROR_TEXT, hint: null, glow: false };

/** The failure of the last attempt, announced to screen readers (role="alert"). */
function LoginError({ error }: { error: LoginErrorView }) {
  return (
    <Alert
      type="error"
      showIcon
      className={`login-error${error.glow ? ' login-error--glow' : ''}`}
      title={
        <span className="login-error__text">
          <span>{error.text}</span>
          {error.hint && <span className="login-error__hint">{error.hint}</span>}
        </span>
      }
    />
  );
}

/** The login form's way to a new password (product rules, 'Forgot password'). */
export const FORGOT_PASSWORD_LABEL = 'Forgot password?';

/**
 * What the page that sent the visitor here passed in the router's state: a message to
 * show (an expired session, a failed social sign-in) and the page to return to once
 * signed in. Both are kept in this screen's state, and dropped from the history entry so
 * a reload does not repeat the message.
 */
function useSignInRouteState() {
  const location = useLocation();
  const navigate = useNavigate();
  const [taken, setTaken] = useState(() => ({
    key: location.key,
    notice: authMessageFrom(location.state),
    returnTo: returnToFrom(location.state),
  }));
  // A second redirect to this very page (a guard's, then the expired session's) brings its
  // state without remounting the page: take what it carries (React's adjust-during-render).
  if (taken.key !== location.key && location.state !== null && location.state !== undefined) {
    setTaken({
      key: location.key,
      notice: authMessageFrom(location.state) ?? taken.notice,
      returnTo: returnToFrom(location.state) ?? taken.returnTo,
    });
  }
  useEffect(() => {
    if (location.state !== null && location.state !== undefined) {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location, navigate]);
  const setNotice = (notice: string | null) => setTaken((current) => ({ ...current, notice }));
  return { notice: taken.notice, setNotice, returnTo: taken.returnTo ?? undefined };
}

function UserLoginForm() {
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const host = useHostKind();
  const [error, setError] = useState<LoginErrorView | null>(null);
  const { notice, setNotice, returnTo } = useSignInRouteState();
  const [leaving, setLeaving] = useState(false);
  const singleFlight = useSingleFlight();

  const onFinish = (values: { email: string; password: string }) =>
    singleFlight(async () => {
      setError(null);
      setNotice(null);
      const result = await login({ email: values.email.trim(), password: values.password });
      if (result.error) {
        setError(loginErrorView(result.error, 'user'));
        return 'failed';
      }
      const session = validResponse(result.data);
      if (!session) {
        setError(MALFORMED);
        return 'failed';
      }
      // An admin goes to the admin host with the session; this host keeps no copy.
      if (finishSignIn(session, { host, dispatch, navigate, returnTo }) === 'external') setLeaving(true);
      return 'succeeded';
    });

  const socialSignIn = (provider: SocialProviderId) => {
    window.location.assign(socialSignInUrl(config.socialAuthBase, provider));
  };

  return (
    <>
      {notice && <Alert type="warning" showIcon className="login-notice" role="alert" title={notice} />}
      {error && <LoginError error={error} />}
      <Form layout="vertical" requiredMark={false} noValidate onFinish={onFinish} className="login-form">
        <Form.Item label="Email" name="email" rules={EMAIL_RULES}>
          <Input type="email" autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={requiredRule('Please enter your password')}
          className="login-form__password"
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <p className="login-forgot">
          <ButtonLink to={PATHS.forgotPassword} type="link">
            {FORGOT_PASSWORD_LABEL}
          </ButtonLink>
        </p>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading || leaving}>
          {LOGIN_TEXT.user.submit}
        </Button>
      </Form>
      <Divider plain className="login-divider">
        OR
      </Divider>
      <ul className="login-social" aria-label="Sign in with another account">
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider.id}>
            <Button
              block
              size="large"
              icon={PROVIDER_ICONS[provider.id]}
              aria-label={`Continue with ${provider.label}`}
              onClick={() => socialSignIn(provider.id)}
            >
              {provider.label}
            </Button>
          </li>
        ))}
      </ul>
      {/* No account yet: ask for portal access, or talk to us (product rules, 'Public site'). */}
      <p className="login-contact">
        <span>Don&apos;t have an account?</span>
        <ButtonLink to={REQUEST_PORTAL_ACCESS.path} type="link">
          {REQUEST_PORTAL_ACCESS.label}
        </ButtonLink>
        <span>or</span>
        <ButtonLink to={PATHS.contact} type="link">
          Contact Us
        </ButtonLink>
      </p>
    </>
  );
}

function AdminLoginForm() {
  const [adminLogin, { isLoading }] = useAdminLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const host = useHostKind();
  const [error, setError] = useState<LoginErrorView | null>(null);
  const { notice, setNotice, returnTo } = useSignInRouteState();
  const singleFlight = useSingleFlight();

  const onFinish = (values: { username: string; password: string }) =>
    singleFlight(async () => {
      setError(null);
      setNotice(null);
      const result = await adminLogin({ username: values.username.trim(), password: values.password });
      if (result.error) {
        setError(loginErrorView(result.error, 'admin'));
        return 'failed';
      }
      const session = validResponse(result.data);
      if (!session) {
        setError(MALFORMED);
        return 'failed';
      }
      dispatch(adminSignedIn(session));
      void navigate(returnTo ?? adminLoginDestination(host), { replace: true });
      return 'succeeded';
    });

  return (
    <>
      {notice && <Alert type="warning" showIcon className="login-notice" role="alert" title={notice} />}
      {error && <LoginError error={error} />}
      <Form layout="vertical" requiredMark={false} noValidate onFinish={onFinish} className="login-form">
        <Form.Item label="Username" name="username" rules={requiredRule('Please enter your username')}>
          <Input autoComplete="username" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={requiredRule('Please enter your password')}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          {LOGIN_TEXT.admin.submit}
        </Button>
      </Form>
    </>
  );
}

/**
 * Login (product rules, 'Sessions'): the normal login, or the administrator login (mode admin) on
 * /admin-login and on the admin host's /login. On the admin host, where the page is
 * shown alone until signed in, it brings its own compact frame with the logo.
 */
export function LoginPage({ mode }: { mode: 'user' | 'admin' }) {
  return (
    <AntdScope>
      <PageMeta title={LOGIN_TEXT[mode].title} description="Sign in to your account." noIndex />
      <LoginScreen mode={mode} />
    </AntdScope>
  );
}

function LoginScreen({ mode }: { mode: 'user' | 'admin' }) {
  const host = useHostKind();
  const text = LOGIN_TEXT[mode];
  const card = (
    <AuthCard heading={text.heading} subtitle={text.subtitle}>
      {mode === 'admin' ? <AdminLoginForm /> : <UserLoginForm />}
    </AuthCard>
  );
  if (host === 'admin') {
    return (
      <div className="login-frame">
        <header className="login-frame__header">
          <SiteLogo size={36} />
        </header>
        <main id="main" className="login-frame__main" tabIndex={-1}>
          {card}
        </main>
      </div>
    );
  }
  return <div className="login-page">{card}</div>;
}
