import { Alert, Button, Flex, Form, Input, Modal, Result, Spin, Typography } from 'antd';
import { PATHS } from '../../config/paths';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useReducer, useRef, useState, type Dispatch } from 'react';
import { Link } from 'react-router-dom';
import { kesText } from '../../lib/format';
import { useDocumentVisible } from '../../lib/use-document-visible';
import { useSingleFlight } from '../../lib/use-single-flight';
import { CHECK_YOUR_PHONE_TEXT, mpesaWaitingText, PAYMENT_RECEIVED_TEXT } from '../payments/public';
import {
  closesByMaskClick,
  failureNote,
  fieldErrors,
  initialPayFlow,
  newIdempotencyKey,
  NO_VERDICT_TEXT,
  payFlow,
  startFailureText,
  STATUS_POLL_WINDOW_MS,
  type PayFlowEvent,
  type PayFlowState,
} from './pay-flow';
import {
  MPESA_STATUS_POLL_MS,
  useGetLeaseAccountQuery,
  useGetMpesaPaymentStatusQuery,
  useLazyGetMpesaPaymentStatusQuery,
  useStartMpesaPaymentMutation,
} from './portal-api';
import './portal.css';

export interface PayWithMpesaProps {
  leaseId: string;
  amountDueKes: number;
  payReference: string;
}

export const PAY_WITH_MPESA_LABEL = 'Pay with M-Pesa';
export const SEND_PAYMENT_REQUEST_LABEL = 'Send payment request';
export const TRY_AGAIN_LABEL = 'Try again';
export const VIEW_RECEIPT_LABEL = 'View receipt';
/** Under 'Check your phone': closing does not stop the payment. */
export const MAY_STILL_COMPLETE_TEXT =
  'You can close this window: if you enter your PIN, the payment still goes through and your statement shows it.';
export const CHECK_FAILING_TEXT = 'Could not check the payment just now. Still trying…';
export const STATEMENT_UPDATED_TEXT = 'Your statement is updated.';
export const CHECK_PAYMENT_STATUS_LABEL = 'Check payment status';
export const CHECKING_TEXT = 'Checking with M-Pesa…';
/** When 'Check payment status' could not reach the server, or M-Pesa has no verdict yet either. */
export const STATUS_UNCHECKED_TEXT = 'Could not check the payment just now. Try again in a moment.';
export const STILL_NO_VERDICT_TEXT = 'M-Pesa has no answer for this payment yet. Try again in a moment.';

/**
 * 'Pay with M-Pesa' (product rules, 'Payments'): a primary button opening a dialog with the
 * phone and the amount; one click sends one STK push; then 'Check your phone' while the
 * payment's status is polled, and the result: 'Payment received' with the receipt number and
 * the new balance, or what went wrong with 'Try again' (the form comes back as it was typed).
 * The flow's state is pay-flow.ts's state machine; this renders it.
 */
export function PayWithMpesa({ leaseId, amountDueKes, payReference }: PayWithMpesaProps) {
  const [open, setOpen] = useState(false);
  const [state, dispatch] = useReducer(payFlow, amountDueKes, initialPayFlow);

  // The status is polled while the dialog is open on a visible page, for the prompt's time
  // (product rules, 'Payments'); then the flow says no verdict came.
  const visible = useDocumentVisible();
  const waitingFor = state.step === 'waiting' ? state.checkoutRequestId : null;
  const status = useGetMpesaPaymentStatusQuery(open && visible && waitingFor ? waitingFor : skipToken, {
    pollingInterval: MPESA_STATUS_POLL_MS,
  });
  useEffect(() => {
    if (!waitingFor) return;
    const timer = setTimeout(() => dispatch({ type: 'statusWindowEnded' }), STATUS_POLL_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [waitingFor]);
  const { data: statusData, isError: statusFailed, fulfilledTimeStamp, startedTimeStamp } = status;
  useEffect(() => {
    if (!statusData) return;
    dispatch({ type: 'statusChanged', status: statusData, receivedAt: fulfilledTimeStamp ?? Date.now() });
  }, [statusData, fulfilledTimeStamp]);
  useEffect(() => {
    if (statusFailed) dispatch({ type: 'statusCheckFailed' });
  }, [statusFailed, startedTimeStamp]);

  const openDialog = () => {
    dispatch({ type: 'restarted', amountDueKes });
    setOpen(true);
  };
  const close = () => setOpen(false);

  return (
    <>
      <Button type="primary" size="large" onClick={openDialog}>
        {PAY_WITH_MPESA_LABEL}
      </Button>
      <Modal
        title={PAY_WITH_MPESA_LABEL}
        open={open}
        onCancel={close}
        mask={{ closable: closesByMaskClick(state) }}
        // While the prompt is on the phone, the focus may leave the dialog: the demo's
        // simulated phone is outside it (product rules, 'Demo and QA tools').
        focusable={{ trap: state.step !== 'waiting' }}
        footer={null}
        destroyOnHidden
      >
        {open && (
          <PayStepView
            key={state.step === 'sending' ? 'form' : state.step}
            state={state}
            dispatch={dispatch}
            leaseId={leaseId}
            payReference={payReference}
            onClose={close}
          />
        )}
      </Modal>
    </>
  );
}

interface StepProps {
  state: PayFlowState;
  dispatch: Dispatch<PayFlowEvent>;
  leaseId: string;
  payReference: string;
  onClose: () => void;
}

function PayStepView(props: StepProps) {
  switch (props.state.step) {
    case 'form':
    case 'sending':
      return <PayForm {...props} />;
    case 'waiting':
      return <Waiting {...props} />;
    case 'succeeded':
      return <Paid {...props} />;
    case 'failed':
      return <Failed {...props} />;
  }
}

/** Moves focus to a step's heading as it shows, so a screen reader reads the new step. */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/**
 * The phone and the amount. Mounted afresh for each attempt (its key is the step), so its
 * single-flight guard lets 'Try again' send once more, and never twice for one click.
 */
function PayForm({ state, dispatch, leaseId, payReference }: StepProps) {
  const [startPayment] = useStartMpesaPaymentMutation();
  const send = useSingleFlight();
  const ids = useId();
  const errors = fieldErrors(state);
  const sending = state.step === 'sending';

  const submit = () => {
    const submitted: PayFlowEvent = { type: 'submitted', freshKey: newIdempotencyKey() };
    const next = payFlow(state, submitted);
    dispatch(submitted);
    const attempt = next.step === 'sending' ? next.attempt : null;
    if (!attempt) return;
    void send(async () => {
      // The attempt's key: the same when this very attempt is sent again (pay-flow.ts).
      const result = await startPayment({
        leaseId,
        mpesaPaymentRequest: attempt.request,
        'Idempotency-Key': attempt.idempotencyKey,
      });
      if ('error' in result) {
        dispatch({ type: 'startFailed', failure: startFailureText(result.error) });
      } else {
        dispatch({ type: 'startAccepted', checkoutRequestId: result.data.checkoutRequestId });
      }
      // This form leaves the screen either way; 'Try again' mounts a fresh one.
      return 'succeeded' as const;
    });
  };

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={false}>
      <Typography.Paragraph>
        M-Pesa will ask you to pay to account {payReference}. You confirm with your M-Pesa PIN on your phone.
      </Typography.Paragraph>
      <Form.Item
        label="Phone number"
        htmlFor={`${ids}-phone`}
        validateStatus={errors.phone ? 'error' : undefined}
        help={errors.phone}
      >
        <Input
          id={`${ids}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0712 345 678"
          value={state.phone}
          readOnly={sending}
          aria-invalid={errors.phone ? true : undefined}
          onChange={(e) => dispatch({ type: 'fieldChanged', field: 'phone', value: e.target.value })}
          onBlur={() => dispatch({ type: 'fieldLeft', field: 'phone' })}
        />
      </Form.Item>
      <Form.Item
        label="Amount (KES)"
        htmlFor={`${ids}-amount`}
        validateStatus={errors.amount ? 'error' : undefined}
        help={errors.amount}
      >
        <Input
          id={`${ids}-amount`}
          inputMode="numeric"
          value={state.amount}
          readOnly={sending}
          aria-invalid={errors.amount ? true : undefined}
          onChange={(e) => dispatch({ type: 'fieldChanged', field: 'amount', value: e.target.value })}
          onBlur={() => dispatch({ type: 'fieldLeft', field: 'amount' })}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending} block>
        {SEND_PAYMENT_REQUEST_LABEL}
      </Button>
    </Form>
  );
}

function Waiting({ state, onClose }: StepProps) {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  return (
    <Flex vertical gap="middle" align="center" role="status">
      <Typography.Title level={3} ref={heading} tabIndex={-1} className="pay-flow__title">
        {CHECK_YOUR_PHONE_TEXT}
      </Typography.Title>
      <Spin size="large" aria-hidden />
      <Typography.Paragraph className="pay-flow__line">
        {state.request ? mpesaWaitingText(state.request.phone) : null}
      </Typography.Paragraph>
      {state.checkFailing && <Alert type="warning" showIcon title={CHECK_FAILING_TEXT} />}
      <Typography.Paragraph type="secondary" className="pay-flow__line">
        {MAY_STILL_COMPLETE_TEXT}
      </Typography.Paragraph>
      <Button onClick={onClose}>Close</Button>
    </Flex>
  );
}

/**
 * The balance after the payment, once the statement has reloaded (the status answer that
 * says 'succeeded' invalidates it: portal-api.ts); `paidSeenAt` is when that answer arrived.
 */
function BalanceAfter({ leaseId, paidSeenAt }: { leaseId: string; paidSeenAt: number }) {
  const { data, isFetching, startedTimeStamp } = useGetLeaseAccountQuery(leaseId);
  // Only a statement asked for after M-Pesa's answer arrived holds the payment.
  const fresh = data && !isFetching && (startedTimeStamp ?? 0) >= paidSeenAt;
  if (!fresh) return <Typography.Paragraph>{STATEMENT_UPDATED_TEXT}</Typography.Paragraph>;
  const credit = Math.max(-data.balanceKes, 0);
  return (
    <Typography.Paragraph>
      {STATEMENT_UPDATED_TEXT}{' '}
      {credit > 0
        ? `You have a credit of ${kesText(credit)}.`
        : `Amount due now: ${kesText(data.amountDueKes)}.`}
    </Typography.Paragraph>
  );
}

/** A result's heading looks as antd's Result title does (the heading is there for focus and screen readers). */
function Paid({ state, leaseId, onClose }: StepProps) {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const paid = state.paid;
  if (!paid) return null;
  return (
    <Result
      status="success"
      title={
        <h3 ref={heading} tabIndex={-1} className="pay-flow__result">
          {PAYMENT_RECEIVED_TEXT}
        </h3>
      }
      subTitle={
        <div role="status">
          <Typography.Paragraph>
            {kesText(paid.amountKes)} paid. M-Pesa receipt <strong>{paid.receipt}</strong>
          </Typography.Paragraph>
          <BalanceAfter leaseId={leaseId} paidSeenAt={paid.receivedAt} />
        </div>
      }
      extra={[
        <Link key="receipt" to={PATHS.userReceipt(paid.paymentId)} onClick={onClose}>
          {VIEW_RECEIPT_LABEL}
        </Link>,
        // 'Done', not a second 'Close' beside the dialog's own close button.
        <Button key="done" type="primary" onClick={onClose}>
          Done
        </Button>,
      ]}
    />
  );
}

function Failed({ state, dispatch, onClose }: StepProps) {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  return (
    <Result
      status="warning"
      title={
        <h3 ref={heading} tabIndex={-1} className="pay-flow__result" role="alert">
          {state.failure}
        </h3>
      }
      subTitle={
        <>
          {failureNote(state)}
          {state.failure === NO_VERDICT_TEXT && state.checkoutRequestId && (
            <CheckPaymentStatus checkoutRequestId={state.checkoutRequestId} dispatch={dispatch} />
          )}
        </>
      }
      extra={[
        <Button key="retry" type="primary" onClick={() => dispatch({ type: 'retried' })}>
          {TRY_AGAIN_LABEL}
        </Button>,
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
      ]}
    />
  );
}

/**
 * 'Check payment status' (product rules, 'Payments'): when no verdict came in the prompt's
 * time, asks the server once what M-Pesa says of the prompt (Daraja's Transaction Status,
 * simulated: docs/api-server.md). Paid or failed, the dialog says so; else it says no answer yet.
 */
function CheckPaymentStatus({
  checkoutRequestId,
  dispatch,
}: {
  checkoutRequestId: string;
  dispatch: Dispatch<PayFlowEvent>;
}) {
  const [check, { isFetching }] = useLazyGetMpesaPaymentStatusQuery();
  const [note, setNote] = useState<string | null>(null);
  const singleFlight = useSingleFlight();
  const run = () =>
    singleFlight(async () => {
      setNote(null);
      const result = await check(checkoutRequestId);
      if (!result.data) {
        setNote(STATUS_UNCHECKED_TEXT);
        return 'failed';
      }
      if (result.data.status === 'pending') setNote(STILL_NO_VERDICT_TEXT);
      dispatch({ type: 'statusChecked', status: result.data, receivedAt: Date.now() });
      return 'succeeded';
    });
  return (
    <div className="pay-flow__check">
      <Button onClick={() => void run()} disabled={isFetching}>
        {CHECK_PAYMENT_STATUS_LABEL}
      </Button>
      <p role="status">{isFetching ? CHECKING_TEXT : note}</p>
    </div>
  );
}
