import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DEMO_MPESA_PIN } from '../../config/demo';
import { useDocumentVisible } from '../../lib/use-document-visible';
import { apiErrorText } from '../../store/api-error';
import { useAppSelector } from '../../store/hooks';
import { mpesaPromptText } from '../payments/public';
import { PHONE_POLL_MS, useAnswerDemoMpesaPromptMutation, useListDemoMpesaPromptsQuery } from './phone-api';
import type { DemoMpesaPrompt } from './demo-api.gen';
import './demo-controls.css';

export const PHONE_PANEL_LABEL = 'Phone';
export const DEMO_PIN_HINT = `Demo PIN: ${DEMO_MPESA_PIN}`;
export const NO_PROMPT_TEXT = 'No M-Pesa prompt is waiting.';
export const PROMPT_ARRIVED_TEXT = 'An M-Pesa prompt arrived on the phone.';
export const PIN_LABEL = 'M-Pesa PIN';

/** Seconds left before a prompt times out (never below 0). */
export const secondsLeft = (expiresAt: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));

/** Whether the person is typing somewhere: a new prompt then does not take the focus. */
export function isTyping(element: Element | null): boolean {
  if (!element || element === document.body) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'submit', 'reset', 'checkbox', 'radio'].includes(element.type);
  return (element as HTMLElement).isContentEditable === true;
}

/**
 * The demo's simulated phone (dev and demo builds only, beside the Demo controls; product
 * rules, 'Demo and QA tools'): the M-Pesa prompts waiting for an answer, each as the phone
 * shows it ('Pay Ksh 12,000 to Kisii Property Management, account KSI-A4. Enter M-Pesa
 * PIN:'), a PIN, Send and Cancel, and the seconds left of the 60 s.
 *
 * It shows, and asks for prompts, while a customer (role `user`) is signed in on this page,
 * since a prompt follows their 'Pay with M-Pesa' (and while it is open); never asks in a
 * hidden tab. It opens
 * on its own when a prompt arrives (on a phone, a bottom sheet with a Hide button; closed,
 * only a small 'Phone' tab), says so through a live region, and moves the focus to the PIN
 * only when the person is not typing elsewhere: never a character typed into the wrong box.
 * Native HTML, as the Demo controls, for the public pages' Content-Security-Policy.
 */
export function PhonePanel() {
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const visible = useDocumentVisible();
  const customerSignedIn = useAppSelector((state) => state.session.user?.role === 'user');
  const listening = visible && (open || customerSignedIn);
  const { data: prompts = [] } = useListDemoMpesaPromptsQuery(listening ? undefined : skipToken, {
    pollingInterval: PHONE_POLL_MS,
  });
  const ids = useId();
  const pinRef = useRef<HTMLInputElement>(null);
  const seen = useRef(new Set<string>());
  const prompt = prompts[0] ?? null;

  // A prompt not seen before opens the panel, and is announced.
  useEffect(() => {
    const fresh = prompts.filter((p) => !seen.current.has(p.checkoutRequestId));
    for (const p of prompts) seen.current.add(p.checkoutRequestId);
    if (fresh.length === 0) return;
    setOpen(true);
    setAnnouncement(PROMPT_ARRIVED_TEXT);
    // After the panel has rendered: the PIN gets the focus unless the person is typing.
    requestAnimationFrame(() => {
      if (!isTyping(document.activeElement)) pinRef.current?.focus();
    });
  }, [prompts]);

  // Staff and visitors never see it unless a prompt waits: it covers nothing of theirs.
  if (!customerSignedIn && !open && prompts.length === 0) return null;

  return (
    <>
      <button
        type="button"
        className="phone-panel__toggle"
        aria-expanded={open}
        aria-controls={`${ids}-panel`}
        onClick={() => setOpen((was) => !was)}
      >
        {PHONE_PANEL_LABEL}
        {prompts.length > 0 && <span className="phone-panel__badge">{prompts.length}</span>}
      </button>
      <p className="phone-panel__live" aria-live="polite">
        {announcement}
      </p>
      {open && (
        <section id={`${ids}-panel`} className="phone-panel" aria-labelledby={`${ids}-title`}>
          <div className="phone-panel__header">
            <h2 id={`${ids}-title`} className="phone-panel__title">
              {PHONE_PANEL_LABEL}
            </h2>
            <button
              type="button"
              className="phone-panel__hide"
              aria-label="Hide the phone"
              onClick={() => setOpen(false)}
            >
              ×
            </button>
          </div>
          {prompt ? (
            <PromptView key={prompt.checkoutRequestId} prompt={prompt} pinRef={pinRef} />
          ) : (
            <p className="phone-panel__screen">{NO_PROMPT_TEXT}</p>
          )}
          {prompts.length > 1 && (
            <p className="phone-panel__more">{`${prompts.length - 1} more waiting after this one.`}</p>
          )}
        </section>
      )}
    </>
  );
}

function PromptView({
  prompt,
  pinRef,
}: {
  prompt: DemoMpesaPrompt;
  pinRef: React.RefObject<HTMLInputElement | null>;
}) {
  const [pin, setPin] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, { isLoading }] = useAnswerDemoMpesaPromptMutation();
  const ids = useId();
  const left = secondsLeft(prompt.expiresAt, now);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const reply = async (body: { answer: 'pin'; pin: string } | { answer: 'cancel' }) => {
    if (isLoading) return;
    setProblem(null);
    const result = await answer({ checkoutRequestId: prompt.checkoutRequestId, demoMpesaPromptAnswer: body });
    if ('error' in result) setProblem(apiErrorText(result.error) ?? 'The phone could not send the answer.');
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    void reply({ answer: 'pin', pin });
  };

  return (
    <form className="phone-panel__screen" onSubmit={send}>
      <p className="phone-panel__prompt">{mpesaPromptText(prompt.amountKes, prompt.accountReference)}</p>
      <label htmlFor={`${ids}-pin`} className="phone-panel__label">
        {PIN_LABEL}
      </label>
      <input
        ref={pinRef}
        id={`${ids}-pin`}
        className="phone-panel__pin"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={pin}
        onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
        aria-describedby={`${ids}-hint`}
      />
      <p id={`${ids}-hint`} className="phone-panel__hint">
        {DEMO_PIN_HINT}
      </p>
      <div className="phone-panel__actions">
        <button
          type="button"
          className="demo-controls__button"
          disabled={isLoading}
          onClick={() => void reply({ answer: 'cancel' })}
        >
          Cancel
        </button>
        <button type="submit" className="demo-controls__button phone-panel__send" disabled={isLoading}>
          Send
        </button>
      </div>
      <p className="phone-panel__timer">{left > 0 ? `${left} s left` : 'Timed out'}</p>
      {problem && (
        <p role="alert" className="demo-controls__status demo-controls__status--error">
          {problem}
        </p>
      )}
    </form>
  );
}
