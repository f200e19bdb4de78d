import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link';
import { PageLoading } from '../../components/page-loading';
import { PATHS } from '../../config/paths';
import { ConsolePage } from '../../console/console-page';
import { loadFailureOf } from '../../console/data-loading';
import { LoadError } from '../../console/load-gate';
import { formatDateAtTime, kesText } from '../../lib/format';
import { useGetPaymentReceiptQuery, type PaymentReceipt } from './portal-api';
import { PortalLive, usePortalProfile } from './portal-live';
import { PortalNotFound } from './portal-states';
import { PrintableSheet } from './printable-sheet';
import { CHANNEL_TEXT, statementPath } from './statement-rows';
import './portal.css';

export const BACK_TO_STATEMENT = 'Back to statement';
export const RECEIPT_NOT_FOUND_TITLE = 'Receipt not found';
export const RECEIPT_ERROR_TITLE = 'The receipt could not be loaded';

/**
 * The statement the receipt belongs to: the lease with its pay reference, named in the address
 * when the person rents several (else /user/payments, which shows their one lease).
 */
function useStatementOf(payReference: string | undefined): string {
  const { data } = usePortalProfile();
  const leases = data?.leases ?? [];
  const lease = leases.find((l) => l.payReference === payReference);
  return lease ? statementPath(lease.id, leases.length > 1) : PATHS.userPayments;
}

const status = (error: unknown): unknown => (error as { status?: unknown } | null)?.status;

/**
 * A payment's printable receipt (/user/receipts/:id; product rules, 'Customer portal'): the
 * firm, the tenant, the property and unit, the amount, the M-Pesa receipt number, the date and
 * time and how it was paid. 'Print' prints the receipt alone (a print stylesheet).
 */
export function ReceiptPage() {
  return (
    <PortalLive>
      <ReceiptPageBody />
    </PortalLive>
  );
}

function ReceiptPageBody() {
  const { id = '' } = useParams();
  const receipt = useGetPaymentReceiptQuery(id);
  const backTo = useStatementOf(receipt.data?.payReference);
  const back = (
    <ButtonLink to={backTo} type={receipt.data ? 'default' : 'primary'}>
      {BACK_TO_STATEMENT}
    </ButtonLink>
  );

  let body;
  if (receipt.isError && !receipt.data) {
    body =
      status(receipt.error) === 404 ? (
        <PortalNotFound
          title={RECEIPT_NOT_FOUND_TITLE}
          text="No payment of yours has this receipt. Open it from your statement."
          back={back}
        />
      ) : (
        <LoadError
          title={RECEIPT_ERROR_TITLE}
          failure={loadFailureOf(receipt.error)}
          onRetry={() => void receipt.refetch()}
        />
      );
  } else if (!receipt.data) {
    body = <PageLoading />;
  } else {
    body = <ReceiptCard receipt={receipt.data} back={back} />;
  }

  return (
    <ConsolePage title="Receipt" back={{ to: backTo, label: BACK_TO_STATEMENT }}>
      <div className="portal">{body}</div>
    </ConsolePage>
  );
}

function ReceiptCard({ receipt, back }: { receipt: PaymentReceipt; back: ReactNode }) {
  return (
    <PrintableSheet
      titleId="receipt-title"
      title={`Payment receipt ${receipt.receipt}`}
      facts={[
        ['Received from', receipt.tenantName],
        ['Property', `${receipt.propertyName}, ${receipt.town}`],
        ['Unit', receipt.unit],
        ['Account number', receipt.payReference],
        ['Amount', kesText(receipt.amountKes)],
        ['M-Pesa receipt number', receipt.receipt],
        ['Date', formatDateAtTime(receipt.date, receipt.time)],
        ['Paid by', CHANNEL_TEXT[receipt.channel]],
      ]}
      note={`Received with thanks by ${receipt.firmName}.`}
      actions={back}
    />
  );
}
