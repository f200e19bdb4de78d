import { Card } from 'antd';
import { useAppSelector } from '../../store/hooks';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/button-link';
import { PageLoading } from '../../components/page-loading';
import { LoadError } from '../../console/load-gate';
import { kesText } from '../../lib/format';
import { useEnsurePayoutsLoaded } from './payouts-api';
import { selectPayoutsDue } from './payouts-slice';

export const PAYOUTS_PANEL_TITLE = 'Payouts';
export const payoutsDueText = (count: number, totalKes: number): string =>
  count === 0 ? 'No statements due for payout' : `Due for payout: ${count} (${kesText(totalKes)})`;
export const VIEW_PAYOUTS_TEXT = 'Pay out statements';
export const PAYOUTS_LOAD_FAILED_TEXT = 'The payouts could not be loaded';

/**
 * The dashboard's Payouts panel (product rules, 'Payouts'): how many statements wait for a
 * payout and how much, and the way to them. A view of the payouts slice, loaded (and live) on
 * its own, so a failure here leaves the rest of the dashboard standing.
 */
export function PayoutsPanel() {
  const load = useEnsurePayoutsLoaded();
  const due = useAppSelector(selectPayoutsDue);
  const totalKes = due.reduce((sum, s) => sum + s.amountKes, 0);
  return (
    <Card
      className="dashboard-panel"
      title={<h2 className="console-card-title">{PAYOUTS_PANEL_TITLE}</h2>}
      extra={
        <ButtonLink to={PATHS.adminPayouts} type="link">
          See All
          <span className="visually-hidden"> payouts</span>
        </ButtonLink>
      }
    >
      {load.failure ? (
        <LoadError
          title={PAYOUTS_LOAD_FAILED_TEXT}
          failure={load.failure}
          onRetry={load.retry}
          heading="h3"
        />
      ) : load.loading ? (
        <PageLoading />
      ) : (
        <>
          <p data-testid="payouts-due">{payoutsDueText(due.length, totalKes)}</p>
          {due.length > 0 && (
            <ButtonLink to={PATHS.adminPayouts} type="primary">
              {VIEW_PAYOUTS_TEXT}
            </ButtonLink>
          )}
        </>
      )}
    </Card>
  );
}
