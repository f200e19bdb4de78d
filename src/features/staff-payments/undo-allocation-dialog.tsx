import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { dateStamp } from '../../lib/date-stamp';
import { formatDateAtTime, kesText } from '../../lib/format';
import { limitRule } from '../../lib/text-limits';
import { useSingleFlight } from '../../lib/use-single-flight';
import { UNDO_REASON_MAX } from '../payments/public';
import type { Payment } from './payments-api';
import { undoAllocation } from './payment-changes';
import '../../components/long-text.css';

export const UNDO_TITLE = 'Undo allocation';
export const UNDO_REASON_LABEL = 'Reason';
export const UNDO_REASON_REQUIRED_TEXT = 'Give a reason for undoing the allocation.';
export const UNDO_HINT_TEXT =
  'The payment goes back to Unmatched, and comes off the statement it counted on. The reason is kept on the payment.';
export const ALLOCATION_UNDONE_TEXT = 'Allocation undone';

/** An ISO timestamp as the product shows a moment: '28 November 2026 at 10:40'. */
const momentText = (at: string): string => {
  const { date, time } = dateStamp(new Date(at));
  return formatDateAtTime(date, time);
};

/** 'Allocated by Grace Moraa on 28 November 2026 at 10:02'. */
export const allocatedByText = (by: string, at: string): string => `Allocated by ${by} on ${momentText(at)}`;

/**
 * The allocations of a payment that staff undid, as recorded on it (product rules, 'Staff
 * payments'): where each went, who made it and when, who undid it, when and why.
 */
export function UndoneAllocations({ payment }: { payment: Payment }) {
  if (payment.undoneAllocations.length === 0) return null;
  return (
    <section className="undone-allocations" aria-label="Undone allocations">
      <h3 className="undone-allocations__title">Undone allocations</h3>
      <ul>
        {payment.undoneAllocations.map((u) => (
          <li key={u.undoneAt} className="text-wrap">
            Unit {u.unit}, {u.propertyName} — {u.tenantName}. {allocatedByText(u.allocatedBy, u.allocatedAt)};
            undone by {u.undoneBy} on {momentText(u.undoneAt)}: {u.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 'Undo allocation' (product rules, 'Staff payments'): the payment as allocated, and a reason,
 * required. 'Undo allocation' sends once; the dialog closes when the server kept it (the
 * caller then says 'Allocation undone'); a refusal is said here, with the server's words.
 */
export function UndoAllocationDialog({
  payment,
  onClose,
  onUndone,
}: {
  payment: Payment | null;
  onClose: () => void;
  onUndone: () => void;
}) {
  return (
    <Modal title={UNDO_TITLE} open={payment !== null} onCancel={onClose} footer={null} destroyOnHidden>
      {payment && <UndoForm payment={payment} onClose={onClose} onUndone={onUndone} />}
    </Modal>
  );
}

function UndoForm({
  payment,
  onClose,
  onUndone,
}: {
  payment: Payment;
  onClose: () => void;
  onUndone: () => void;
}) {
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const singleFlight = useSingleFlight();

  const send = ({ reason }: { reason: string }) =>
    singleFlight(async () => {
      setSending(true);
      setFailure(null);
      const outcome = await dispatch(undoAllocation(payment.id, reason.trim()));
      setSending(false);
      if (outcome.failure !== null) {
        setFailure(outcome.failure);
        return 'failed';
      }
      onUndone();
      return 'succeeded';
    });

  return (
    <div className="allocate-form">
      <dl className="allocate-form__payment">
        <dt>Amount</dt>
        <dd>{kesText(payment.amountKes)}</dd>
        <dt>Receipt</dt>
        <dd>{payment.receipt}</dd>
        <dt>Allocated to</dt>
        <dd className="text-wrap">
          Unit {payment.unit}, {payment.propertyName} — {payment.tenantName}
        </dd>
        {payment.allocatedBy && (
          <>
            <dt>Allocated</dt>
            <dd className="text-wrap">{allocatedByText(payment.allocatedBy.by, payment.allocatedBy.at)}</dd>
          </>
        )}
      </dl>
      <p>{UNDO_HINT_TEXT}</p>
      {failure && <Alert type="error" showIcon title={failure} />}
      <Form<{ reason: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void send(values)}
      >
        <Form.Item
          label={UNDO_REASON_LABEL}
          name="reason"
          rules={[
            { required: true, whitespace: true, message: UNDO_REASON_REQUIRED_TEXT },
            limitRule(UNDO_REASON_LABEL, UNDO_REASON_MAX),
          ]}
        >
          <Input.TextArea rows={3} count={{ show: true, max: UNDO_REASON_MAX }} />
        </Form.Item>
        <div className="allocate-form__actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" danger htmlType="submit" loading={sending}>
            {UNDO_TITLE}
          </Button>
        </div>
      </Form>
    </div>
  );
}
