import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { useSingleFlight } from '../../lib/use-single-flight';
import { kesText } from '../../lib/format';
import type { PayoutStatement } from './payout-shape';
import { newPayoutAttempt, payOut } from './payout-changes';
import { statementName } from './payout-text';

export const PAY_OUT_TEXT = 'Pay out';
export const PAY_OUT_ONCE_TEXT = 'Each statement is paid out once.';

/**
 * 'Pay out' (product rules, 'Payouts'): what is paid, to whom and where, then one request.
 * The attempt's key stays for a repeat after no answer (the server pays once) and is new once
 * the server has answered, so a refusal can be tried again. The dialog closes when paid; a
 * refusal is the console's toast, and the dialog stays open to try again.
 */
export function PayOutDialog({
  statement,
  onClose,
  onPaid,
}: {
  statement: PayoutStatement | null;
  onClose: () => void;
  onPaid: (statement: PayoutStatement) => void;
}) {
  return (
    <Modal
      title={statement ? `Pay out ${statementName(statement)}` : ''}
      open={statement !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {statement && <PayOutForm statement={statement} onClose={onClose} onPaid={onPaid} />}
    </Modal>
  );
}

function PayOutForm({
  statement,
  onClose,
  onPaid,
}: {
  statement: PayoutStatement;
  onClose: () => void;
  onPaid: (statement: PayoutStatement) => void;
}) {
  const dispatch = useAppDispatch();
  const singleFlight = useSingleFlight();
  const [attempt, setAttempt] = useState(newPayoutAttempt);
  const [sending, setSending] = useState(false);

  const send = () =>
    singleFlight(async () => {
      setSending(true);
      const outcome = await dispatch(payOut(statement, attempt));
      setSending(false);
      if (outcome === 'paid') {
        onPaid(statement);
        return 'succeeded';
      }
      if (outcome === 'refused') setAttempt(newPayoutAttempt());
      return 'failed';
    });

  return (
    <div className="pay-out">
      <dl className="pay-out__facts">
        <dt>Owner</dt>
        <dd>{statement.ownerName}</dd>
        <dt>Net payout</dt>
        <dd>{kesText(statement.amountKes)}</dd>
        <dt>To</dt>
        <dd>{statement.method?.label}</dd>
      </dl>
      <p>{PAY_OUT_ONCE_TEXT}</p>
      <div className="pay-out__actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" disabled={sending} onClick={() => void send()}>
          {sending ? 'Paying out…' : PAY_OUT_TEXT}
        </Button>
      </div>
    </div>
  );
}
