import { Button } from 'antd';

export interface PayWithMpesaProps {
  leaseId: string;
  amountDueKes: number;
  payReference: string;
}

/**
 * 'Pay with M-Pesa' (product rules, 'Payments'): a stub, replaced by the pay flow (the STK
 * push, 'Check your phone', the result) when the branches meet. Enabled, does nothing yet.
 */
export function PayWithMpesa(props: PayWithMpesaProps) {
  return (
    <Button type="primary" data-lease={props.leaseId}>
      Pay with M-Pesa
    </Button>
  );
}
