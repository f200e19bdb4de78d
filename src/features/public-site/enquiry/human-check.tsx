import { lazy, Suspense, useEffect, useRef } from 'react';
import type ReCAPTCHAComponent from 'react-google-recaptcha';
import { config } from '../../../config/env';

/**
 * react-google-recaptcha, loaded only when a site key is configured and an enquiry form
 * is shown: neither it nor Google's script is in the first load. Its script URL asks for
 * explicit render (`render=explicit` with an onload callback).
 */
const ReCaptcha = lazy(async () => {
  const mod = await import('react-google-recaptcha');
  const component = (mod as unknown as { default?: typeof ReCAPTCHAComponent }).default ?? mod;
  return { default: component as typeof ReCAPTCHAComponent };
});

export const DEMO_CHECK_LABEL = "I'm not a robot";

export interface HumanCheckProps {
  verified: boolean;
  onChange: (verified: boolean) => void;
  /** Changes after each send: the check resets. */
  resetSignal: number;
  disabled?: boolean;
}

/**
 * The human check (product rules, 'Offline first'): Google reCAPTCHA with a site key, else a
 * local demo checkbox. Either way the form only sees a boolean.
 */
export function HumanCheck({ verified, onChange, resetSignal, disabled }: HumanCheckProps) {
  const siteKey = config.recaptchaSiteKey;
  const recaptchaRef = useRef<ReCAPTCHAComponent>(null);

  useEffect(() => {
    if (resetSignal > 0) recaptchaRef.current?.reset();
  }, [resetSignal]);

  if (siteKey) {
    return (
      <div className="human-check">
        <Suspense fallback={<span className="spinner" role="status" aria-label="Loading the human check" />}>
          <ReCaptcha
            ref={recaptchaRef}
            sitekey={siteKey}
            onChange={(token: string | null) => onChange(Boolean(token))}
            onExpired={() => onChange(false)}
            onErrored={() => onChange(false)}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="human-check human-check--demo">
      <label className="human-check__label">
        <input
          type="checkbox"
          checked={verified}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        {DEMO_CHECK_LABEL}
      </label>
      <span className="human-check__note">Demo check: no captcha service is configured.</span>
    </div>
  );
}
