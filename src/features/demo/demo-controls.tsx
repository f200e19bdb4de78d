import { useId, useState, type FormEvent } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { Dialog } from '../../components/dialog';
import { DEMO_SCENARIOS, MPESA_ANSWERS, PAYOUT_ANSWERS, scenarioLabel } from '../../config/demo';
import type { HostKind } from '../../config/host';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ROLES, type Role } from '../../types/user';
import {
  bulkLoadClicked,
  paybillPaymentClicked,
  PERSONA_LABELS,
  resetClicked,
  signInAsPersonaClicked,
  type ControlOutcome,
} from './demo-thunks';
import {
  mpesaAnswerChanged,
  payoutAnswerChanged,
  scenarioChanged,
  selectDemoScenario,
  selectMpesaAnswer,
  selectPayoutAnswer,
} from './demo-slice';
import { DEMO_PERSONAS, type DemoPersona } from './personas';
import { LastEmailSent } from './last-email-sent';
import { AMOUNT_ERROR, parseAmountKes } from '../payments/public';
import './demo-controls.css';

export const DEMO_CONTROLS_LABEL = 'Demo controls';
export const BULK_LOAD_LABEL = 'Load 10,000 emails and submissions';
export const RESET_LABEL = 'Reset demo data';
export const MPESA_ANSWERS_LEGEND = 'M-Pesa answers';
export const PAYOUT_ANSWERS_LEGEND = 'Payouts answer';
export const PAYBILL_LEGEND = 'Send a Paybill payment';

/** The personas beside the roles' buttons (Tenant, Owner, Owner abroad): the roles keep their own. */
const PERSONA_BUTTONS = DEMO_PERSONAS.filter((p) => !(p.key in PERSONA_LABELS));
/** What the button shows on a phone, where it folds to a small tab (demo-controls.css). */
const TAB_LABEL = 'Demo';

/**
 * The Demo controls (dev and demo builds only): a floating button showing the active
 * network scenario (on a phone a small 'Demo' tab; product rules, 'Demo and QA tools'),
 * and a side panel with one-click sign-in, the scenario, 'Reset demo data', the
 * 10,000-item load and the last email the server sent. Native HTML (a `<dialog>`), so it keeps the public
 * pages' strict Content-Security-Policy, where antd's runtime styles may not run.
 */
export function DemoControls({ host, navigate }: { host: HostKind; navigate: NavigateFunction }) {
  const dispatch = useAppDispatch();
  const scenario = useAppSelector(selectDemoScenario);
  const mpesaAnswer = useAppSelector(selectMpesaAnswer);
  const payoutAnswer = useAppSelector(selectPayoutAnswer);
  const [account, setAccount] = useState('KSI-A4');
  const [amount, setAmount] = useState('5000');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ControlOutcome | null>(null);
  const ids = useId();

  const run = async (control: () => Promise<ControlOutcome>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await control());
    } finally {
      setBusy(false);
    }
  };

  const signIn = (who: Role | DemoPersona) =>
    run(async () => {
      const result = await dispatch(signInAsPersonaClicked(who, { host, navigate }));
      if (result.ok) setOpen(false);
      return result;
    });

  const sendPaybill = (event: FormEvent) => {
    event.preventDefault();
    const amountKes = parseAmountKes(amount);
    if (amountKes === null) {
      setOutcome({ ok: false, text: AMOUNT_ERROR });
      return;
    }
    void run(() => dispatch(paybillPaymentClicked({ accountNumber: account.trim(), amountKes })));
  };

  return (
    <>
      <button
        type="button"
        className={`demo-controls__toggle demo-controls__toggle--${scenario}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span>
          {TAB_LABEL}
          <span className="demo-controls__more">{DEMO_CONTROLS_LABEL.slice(TAB_LABEL.length)}</span>
        </span>
        <span className={`demo-controls__scenario demo-controls__scenario--${scenario}`}>
          {scenarioLabel(scenario)}
        </span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        className="demo-controls"
        labelledBy={`${ids}-title`}
      >
        <div className="dialog__header">
          <h2 id={`${ids}-title`} className="dialog__title">
            {DEMO_CONTROLS_LABEL}
          </h2>
          <button type="button" className="dialog__close" aria-label="Close" onClick={() => setOpen(false)}>
            ×
          </button>
        </div>
        <section className="demo-controls__group" aria-labelledby={`${ids}-signin`}>
          <h3 id={`${ids}-signin`}>Sign in</h3>
          <div className="demo-controls__row">
            {ROLES.map((role) => (
              <button
                key={role}
                type="button"
                className="demo-controls__button"
                disabled={busy}
                onClick={() => void signIn(role)}
              >
                Sign in as {PERSONA_LABELS[role]}
              </button>
            ))}
            {PERSONA_BUTTONS.map((persona) => (
              <button
                key={persona.key}
                type="button"
                className="demo-controls__button"
                disabled={busy}
                onClick={() => void signIn(persona.key)}
              >
                Sign in as {persona.label}
              </button>
            ))}
          </div>
        </section>
        <fieldset className="demo-controls__group">
          <legend>Network scenario</legend>
          {DEMO_SCENARIOS.map((s) => (
            <label key={s.key} className="demo-controls__choice">
              <input
                type="radio"
                name={`${ids}-scenario`}
                value={s.key}
                checked={scenario === s.key}
                onChange={() => dispatch(scenarioChanged(s.key))}
              />
              <span>
                <strong>{s.label}</strong> <span className="demo-controls__effect">{s.effect}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="demo-controls__group">
          <legend>{MPESA_ANSWERS_LEGEND}</legend>
          {MPESA_ANSWERS.map((a) => (
            <label key={a.key} className="demo-controls__choice">
              <input
                type="radio"
                name={`${ids}-mpesa`}
                value={a.key}
                checked={mpesaAnswer === a.key}
                onChange={() => dispatch(mpesaAnswerChanged(a.key))}
              />
              <span>
                <strong>{a.label}</strong> <span className="demo-controls__effect">{a.effect}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="demo-controls__group">
          <legend>{PAYOUT_ANSWERS_LEGEND}</legend>
          {PAYOUT_ANSWERS.map((a) => (
            <label key={a.key} className="demo-controls__choice">
              <input
                type="radio"
                name={`${ids}-payout`}
                value={a.key}
                checked={payoutAnswer === a.key}
                onChange={() => dispatch(payoutAnswerChanged(a.key))}
              />
              <span>
                <strong>{a.label}</strong> <span className="demo-controls__effect">{a.effect}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <form className="demo-controls__group" aria-labelledby={`${ids}-paybill`} onSubmit={sendPaybill}>
          <h3 id={`${ids}-paybill`}>{PAYBILL_LEGEND}</h3>
          <div className="demo-controls__row">
            <label className="demo-controls__field">
              Account number
              <input
                className="demo-controls__input"
                value={account}
                maxLength={20}
                required
                onChange={(e) => setAccount(e.target.value)}
              />
            </label>
            <label className="demo-controls__field">
              Amount (KES)
              <input
                className="demo-controls__input"
                inputMode="numeric"
                value={amount}
                required
                onChange={(e) => setAmount(e.target.value)}
              />
            </label>
          </div>
          <button type="submit" className="demo-controls__button" disabled={busy}>
            Send payment
          </button>
        </form>
        <section className="demo-controls__group" aria-labelledby={`${ids}-data`}>
          <h3 id={`${ids}-data`}>Data</h3>
          <div className="demo-controls__row">
            <button
              type="button"
              className="demo-controls__button"
              disabled={busy}
              onClick={() => void run(() => dispatch(resetClicked()))}
            >
              {RESET_LABEL}
            </button>
            <button
              type="button"
              className="demo-controls__button"
              disabled={busy}
              onClick={() => void run(() => dispatch(bulkLoadClicked()))}
            >
              {BULK_LOAD_LABEL}
            </button>
          </div>
        </section>
        <LastEmailSent />
        <p
          role="status"
          className={
            outcome?.ok === false
              ? 'demo-controls__status demo-controls__status--error'
              : 'demo-controls__status'
          }
        >
          {busy ? 'Working…' : (outcome?.text ?? '')}
        </p>
      </Dialog>
    </>
  );
}
