import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/cta-link';
import { dateStamp } from '../../../lib/date-stamp';
import { formatDate, formatMonth } from '../../../lib/format';
import { tooLongText } from '../../../lib/text-limits';
import { useHydrated } from '../../../lib/use-client-value';
import { useLimitNotice } from '../../../lib/use-limit-notice';
import { kesText } from '../../../lib/format';
import { MRI_TAX_FACTS } from '../../../config/tax-facts';
import { MRI_TEXT } from '../data/mri-text';
import { estimateMri, type MriEstimate } from './mri-estimate';
import '../../../components/form.css';

/** The longest rent text taken: far more than any amount needs. */
const RENT_MAX_LENGTH = 40;

/** The visitor's current month ('YYYY-MM'), local time: in Kisii a UTC month would start 3 hours late. */
const thisMonth = () => dateStamp(new Date()).date.slice(0, 7);

/**
 * The 'MRI estimator' of /mri-filing (product rules, 'MRI estimator'): monthly gross rent and a month in,
 * the tax, its due date and what filing late costs out. Rates from the tax-facts module.
 */
export function MriEstimator() {
  const hydrated = useHydrated();
  const ids = useId();
  const [rent, setRent] = useState('');
  const [month, setMonth] = useState('');
  const [monthsLate, setMonthsLate] = useState('1');
  const [result, setResult] = useState<{ estimate: MriEstimate; month: string } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = month || thisMonth();
    setResult({ estimate: estimateMri(rent, chosen, Number(monthsLate) || 0), month: chosen });
  };

  const estimate = result?.estimate;
  const { watch: watchRent, over: rentTooLong } = useLimitNotice<HTMLInputElement>(rent, RENT_MAX_LENGTH);
  return (
    <section className="mri-estimator" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>MRI estimator</h2>
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="mri-estimator__fields" disabled={!hydrated}>
          <div className="field">
            <label htmlFor={`${ids}-rent`}>Monthly gross rent (KES)</label>
            <input
              id={`${ids}-rent`}
              className="field-input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 50,000"
              value={rent}
              maxLength={RENT_MAX_LENGTH}
              ref={watchRent}
              aria-invalid={rentTooLong ? true : undefined}
              aria-describedby={rentTooLong ? `${ids}-rent-error` : undefined}
              onChange={(e) => setRent(e.target.value)}
            />
            {rentTooLong && (
              <p id={`${ids}-rent-error`} className="field-error">
                {tooLongText('Monthly gross rent', RENT_MAX_LENGTH)}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${ids}-month`}>Month the rent was received</label>
            <input
              id={`${ids}-month`}
              className="field-input"
              type="month"
              value={month}
              onChange={(e) => setMonth(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-late`}>Months late (for the interest)</label>
            <input
              id={`${ids}-late`}
              className="field-input"
              type="number"
              min={0}
              max={120}
              value={monthsLate}
              onChange={(e) => setMonthsLate(e.target.value)}
            />
          </div>
          <button type="submit" className={buttonClass('primary', 'large')}>
            Estimate
          </button>
        </fieldset>
      </form>
      <div aria-live="polite" className="mri-estimator__result">
        {estimate?.kind === 'invalid' && (
          <p role="alert" className="form-error">
            {estimate.message}
          </p>
        )}
        {estimate?.kind === 'not-applicable' && <p role="status">{estimate.message}</p>}
        {estimate?.kind === 'due' && result && (
          <div role="status">
            <p>
              MRI for {formatMonth(result.month)}: <strong>{kesText(estimate.taxKes)}</strong> (
              {MRI_TAX_FACTS.ratePercent}% of {kesText(estimate.rentKes)}), due by{' '}
              <strong>{formatDate(estimate.dueDate)}</strong>.
            </p>
            <p>
              Filed late: a penalty of <strong>{kesText(estimate.latePenaltyKes)}</strong> (
              {MRI_TEXT.latePenalty}), and interest of{' '}
              <strong>{kesText(estimate.interestPerMonthKes)}</strong> ({MRI_TEXT.interest}) for each month
              the tax is unpaid: <strong>{kesText(estimate.interestKes)}</strong> for {estimate.monthsLate}{' '}
              {estimate.monthsLate === 1 ? 'month' : 'months'} late.
            </p>
          </div>
        )}
        {estimate && estimate.kind !== 'invalid' && (
          <p className="mri-estimator__checked">
            An estimate, not tax advice. Rates checked on {formatDate(MRI_TAX_FACTS.checkedOn)}:{' '}
            {MRI_TAX_FACTS.source}.
          </p>
        )}
      </div>
    </section>
  );
}
