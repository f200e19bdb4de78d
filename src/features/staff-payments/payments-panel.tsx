import { Card } from 'antd';
import { useAppSelector } from '../../store/hooks';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/button-link';
import { PageLoading } from '../../components/page-loading';
import { LoadError } from '../../console/load-gate';
import { useEnsurePaymentsLoaded } from './payments-api';
import { selectUnmatchedPaymentCount } from './payments-slice';

export const PAYMENTS_PANEL_TITLE = 'Payments';
export const unmatchedPaymentsText = (count: number): string => `Unmatched payments: ${count}`;
export const VIEW_UNMATCHED_TEXT = 'Allocate unmatched payments';
export const PAYMENTS_LOAD_FAILED_TEXT = 'The payments could not be loaded';

/** Where the panel's button goes: Payments, filtered to the Unmatched ones. */
export const UNMATCHED_PAYMENTS_PATH = `${PATHS.adminPayments}?status=unmatched`;

/**
 * The dashboard's Payments panel (product rules, 'Staff payments'): how many Paybill payments
 * wait to be allocated, and the way to them. A view of the payments slice, loaded (and live)
 * on its own, so a failure here leaves the rest of the dashboard standing.
 */
export function PaymentsPanel() {
  const load = useEnsurePaymentsLoaded();
  const unmatched = useAppSelector(selectUnmatchedPaymentCount);
  return (
    <Card
      className="dashboard-panel"
      title={<h2 className="console-card-title">{PAYMENTS_PANEL_TITLE}</h2>}
      extra={
        <ButtonLink to={PATHS.adminPayments} type="link">
          See All
          <span className="visually-hidden"> payments</span>
        </ButtonLink>
      }
    >
      {load.failure ? (
        <LoadError
          title={PAYMENTS_LOAD_FAILED_TEXT}
          failure={load.failure}
          onRetry={load.retry}
          heading="h3"
        />
      ) : load.loading ? (
        <PageLoading />
      ) : (
        <>
          <p data-testid="unmatched-payments">{unmatchedPaymentsText(unmatched)}</p>
          {unmatched > 0 && (
            <ButtonLink to={UNMATCHED_PAYMENTS_PATH} type="primary">
              {VIEW_UNMATCHED_TEXT}
            </ButtonLink>
          )}
        </>
      )}
    </Card>
  );
}
