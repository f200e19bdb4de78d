import { Alert, Button, Modal, Select } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { kesText } from '../../lib/format';
import { useSingleFlight } from '../../lib/use-single-flight';
import type { LeaseSummary, Payment } from './payments-api';
import { useListLeasesQuery } from './payments-api';
import { allocatePayment } from './payment-changes';
import { UndoneAllocations } from './undo-allocation-dialog';
import '../../components/long-text.css';

export const ALLOCATE_TITLE = 'Allocate payment';
export const LEASE_LABEL = 'Lease';
export const LEASES_FAILED_TEXT = 'The leases could not be loaded.';

/** A lease as the select shows it: 'KSI-A5 — Unit A5, Ouru Heights — Faith Kwamboka'. */
export const leaseOptionLabel = (lease: LeaseSummary): string =>
  `${lease.payReference} — Unit ${lease.unit}, ${lease.propertyName} — ${lease.tenantName}`;

/**
 * 'Allocate payment' (product rules, 'Staff payments'): the payment as received (amount, the
 * account number typed, the payer) and a searchable choice of lease. 'Allocate' sends once;
 * the dialog closes when the server kept it (the caller then says 'Payment allocated'). A
 * refusal puts the row back with its own toast and leaves the dialog open to choose again.
 */
export function AllocateDialog({
  payment,
  onClose,
  onAllocated,
}: {
  payment: Payment | null;
  onClose: () => void;
  onAllocated: () => void;
}) {
  return (
    <Modal title={ALLOCATE_TITLE} open={payment !== null} onCancel={onClose} footer={null} destroyOnHidden>
      {payment && <AllocateForm payment={payment} onClose={onClose} onAllocated={onAllocated} />}
    </Modal>
  );
}

function AllocateForm({
  payment,
  onClose,
  onAllocated,
}: {
  payment: Payment;
  onClose: () => void;
  onAllocated: () => void;
}) {
  const dispatch = useAppDispatch();
  const leases = useListLeasesQuery();
  const [leaseId, setLeaseId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const singleFlight = useSingleFlight();
  const lease = leases.data?.find((l) => l.id === leaseId) ?? null;

  const allocate = () =>
    singleFlight(async () => {
      if (!lease) return 'failed';
      setSending(true);
      const kept = await dispatch(
        allocatePayment({
          paymentId: payment.id,
          lease: {
            id: lease.id,
            propertyId: lease.propertyId,
            tenantName: lease.tenantName,
            propertyName: lease.propertyName,
            unit: lease.unit,
          },
        }),
      );
      setSending(false);
      if (!kept) return 'failed';
      onAllocated();
      return 'succeeded';
    });

  return (
    <div className="allocate-form">
      <dl className="allocate-form__payment">
        <dt>Amount</dt>
        <dd>{kesText(payment.amountKes)}</dd>
        <dt>Account number typed</dt>
        <dd className="text-wrap">{payment.accountNumber}</dd>
        <dt>Payer</dt>
        <dd className="text-wrap">{payment.payerName}</dd>
        <dt>Receipt</dt>
        <dd>{payment.receipt}</dd>
      </dl>
      <UndoneAllocations payment={payment} />
      <label className="allocate-form__label" htmlFor="allocate-lease">
        {LEASE_LABEL}
      </label>
      {leases.isError ? (
        <Alert
          type="error"
          showIcon
          title={LEASES_FAILED_TEXT}
          action={
            <Button size="small" onClick={() => void leases.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <Select<string>
          id="allocate-lease"
          className="allocate-form__lease"
          placeholder="Search by account number, unit or tenant"
          loading={leases.isLoading}
          value={leaseId ?? undefined}
          onChange={setLeaseId}
          showSearch={{ optionFilterProp: 'label' }}
          options={(leases.data ?? []).map((l) => ({ value: l.id, label: leaseOptionLabel(l) }))}
        />
      )}
      <div className="allocate-form__actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" disabled={!lease} loading={sending} onClick={() => void allocate()}>
          Allocate
        </Button>
      </div>
    </div>
  );
}
