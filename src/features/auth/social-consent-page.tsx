import { Alert, Button, Result, Spin } from 'antd';
import { useId, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { AntdScope } from '../../components/antd-scope';
import { ButtonLink } from '../../components/button-link';
import { PageMeta } from '../../components/page-meta';
import { socialProvider, useGetSocialConsentInfoQuery, useGiveSocialConsentMutation } from './auth-api';
import './login-page.css';
import './social-consent-page.css';

/**
 * Where the mock provider sends the browser back, like a real provider would: the
 * outcome and the `state` it was given, in the fragment.
 */
export const callbackUrl = (outcome: Record<string, string>, state: string | null) =>
  `${PATHS.authCallback}#${new URLSearchParams({ ...outcome, ...(state === null ? {} : { state }) }).toString()}`;

/**
 * The simulated provider's consent page (mock mode only; docs/api-server.md, 'What is
 * simulated'), at /auth/consent/{provider}: the login page sends the browser to the API
 * server's GET /api/auth/{provider}, which in demo mode redirects here with the `state`.
 * 'Continue as Demo User' gets a token from the server and returns to
 * /auth/callback#token=...; Cancel returns with #error=access_denied.
 */
export function SocialConsentPage() {
  return (
    <AntdScope>
      <PageMeta title="Sign in" noIndex />
      <SocialConsent />
    </AntdScope>
  );
}

function SocialConsent() {
  const { provider: providerParam } = useParams();
  const [searchParams] = useSearchParams();
  const state = searchParams.get('state');
  // A double click sends one consent.
  const inFlight = useRef(false);
  const provider = socialProvider(providerParam);
  const headingId = useId();
  const info = useGetSocialConsentInfoQuery(provider?.id ?? 'google', { skip: !provider });
  const [consent, { isLoading }] = useGiveSocialConsentMutation();
  const [failed, setFailed] = useState(false);
  const [leaving, setLeaving] = useState(false);

  if (!provider) {
    return (
      <div className="login-page">
        <Result
          status="warning"
          title={<h1 className="consent-card__heading">Unknown sign-in provider</h1>}
          extra={
            <ButtonLink to={PATHS.login} type="primary">
              Back to Login
            </ButtonLink>
          }
        />
      </div>
    );
  }

  const onContinue = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailed(false);
    const result = await consent(provider.id);
    if (result.data?.token) {
      setLeaving(true);
      window.location.assign(callbackUrl({ token: result.data.token }, state));
    } else {
      inFlight.current = false;
      setFailed(true);
    }
  };

  const onCancel = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLeaving(true);
    window.location.assign(callbackUrl({ error: 'access_denied' }, state));
  };

  const user = info.data?.user;
  return (
    <div className="login-page">
      <section className="login-card consent-card" aria-labelledby={headingId}>
        <p className="consent-card__badge">Demo sign-in provider</p>
        <h1 id={headingId} className="consent-card__heading">
          Sign in with {provider.label}
        </h1>
        <p className="consent-card__lead">
          This stands in for {provider.label}&apos;s sign-in page while the app runs on its mock API. No real
          account is used.
        </p>
        {info.isLoading && <Spin aria-label="Loading the demo account" />}
        {info.isError && <Alert type="error" showIcon title="The demo account could not be loaded." />}
        {user && (
          <div className="consent-card__account">
            <span className="consent-card__avatar" aria-hidden>
              {user.firstName.charAt(0)}
            </span>
            <span>
              <strong>
                {user.firstName} {user.lastName}
              </strong>
              <br />
              <span className="consent-card__email">{user.email}</span>
            </span>
          </div>
        )}
        {failed && <Alert type="error" showIcon title="Sign-in could not continue. Please try again." />}
        <div className="consent-card__actions">
          <Button
            type="primary"
            size="large"
            block
            loading={isLoading || leaving}
            disabled={!user}
            onClick={onContinue}
          >
            Continue as Demo User
          </Button>
          <Button size="large" block onClick={onCancel} disabled={leaving}>
            Cancel
          </Button>
        </div>
      </section>
    </div>
  );
}
