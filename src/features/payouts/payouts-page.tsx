import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { PATHS } from '../../config/paths';
import { ClippedText } from '../../components/clipped-text';
import { ScrollRegion } from '../../components/scroll-region';
import { ConsolePage } from '../../console/console-page';
import { LoadGate } from '../../console/load-gate';
import { downloadCsv } from '../../lib/csv';
import { formatMonth, kesText } from '../../lib/format';
import { useEnsurePayoutsLoaded, type Payout } from './payouts-api';
import { selectPayoutsDue, selectPayoutsMade } from './payouts-slice';
import type { PayoutStatement } from './payout-shape';
import { PayOutDialog, PAY_OUT_TEXT } from './pay-out-dialog';
import { paidOnText, statementName } from './payout-text';
import { payoutsCsv, payoutsCsvFileName } from './payouts-csv';
import './payouts.css';

export const DUE_TITLE = 'Due for payout';
export const PAID_TITLE = 'Paid out';
export const NOTHING_DUE_TEXT = 'Every statement is paid out.';
export const NO_PAYOUTS_TEXT = 'No payouts yet';
export const NO_METHOD_TEXT = 'No payout method set';
export const paidOutToastText = (statement: Pick<PayoutStatement, 'propertyName' | 'month'>): string =>
  `Paid out ${statementName(statement)}`;

/**
 * Staff 'Payouts' (product rules, 'Payouts'): the owners' statements of past months with a net
 * payout above zero and none made, oldest first, each with 'Pay out' to the owner's payout
 * method; then the payouts made, newest first, with 'Download CSV'.
 */
export function PayoutsPage() {
  const load = useEnsurePayoutsLoaded();
  const due = useAppSelector(selectPayoutsDue);
  const made = useAppSelector(selectPayoutsMade);
  const { message } = App.useApp();
  const [paying, setPaying] = useState<PayoutStatement | null>(null);

  const dueColumns: TableColumnsType<PayoutStatement> = [
    {
      title: 'Property',
      key: 'property',
      render: (_: unknown, s) => <ClippedText cell text={s.propertyName} />,
    },
    { title: 'Owner', key: 'owner', render: (_: unknown, s) => <ClippedText cell text={s.ownerName} /> },
    { title: 'Month', key: 'month', render: (_: unknown, s) => formatMonth(s.month) },
    {
      title: 'Net payout',
      key: 'amount',
      align: 'right',
      render: (_: unknown, s) => <span className="payout-amount">{kesText(s.amountKes)}</span>,
    },
    { title: 'To', key: 'method', render: (_: unknown, s) => s.method?.label ?? NO_METHOD_TEXT },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, s) => (
        <Button
          size="small"
          type="primary"
          disabled={s.method === null}
          onClick={() => setPaying(s)}
          aria-label={`${PAY_OUT_TEXT} ${statementName(s)}`}
        >
          {PAY_OUT_TEXT}
        </Button>
      ),
    },
  ];

  const paidColumns: TableColumnsType<Payout> = [
    { title: 'Paid on', key: 'paidOn', render: (_: unknown, p) => paidOnText(p) },
    {
      title: 'Property',
      key: 'property',
      render: (_: unknown, p) => <ClippedText cell text={p.propertyName} />,
    },
    { title: 'Month', key: 'month', render: (_: unknown, p) => formatMonth(p.month) },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_: unknown, p) => <span className="payout-amount">{kesText(p.amountKes)}</span>,
    },
    { title: 'To', key: 'method', render: (_: unknown, p) => p.method.label },
    {
      title: 'Reference',
      key: 'reference',
      render: (_: unknown, p) => <ClippedText cell text={p.reference} />,
    },
  ];

  return (
    <ConsolePage title="Payouts" back={{ to: PATHS.dashboard, label: 'Back to dashboard' }}>
      <LoadGate load={load}>
        <div className="payouts">
          <section aria-labelledby="payouts-due">
            <h2 id="payouts-due" className="console-card-title">
              {DUE_TITLE}
            </h2>
            <Table<PayoutStatement>
              rowKey="id"
              size="small"
              columns={dueColumns}
              dataSource={due}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: NOTHING_DUE_TEXT }}
            />
          </section>
          <section aria-labelledby="payouts-paid">
            <div className="payouts__heading">
              <h2 id="payouts-paid" className="console-card-title">
                {PAID_TITLE}
              </h2>
              <Button
                icon={<DownloadOutlined aria-hidden="true" />}
                disabled={made.length === 0}
                onClick={() => downloadCsv(payoutsCsvFileName(new Date()), payoutsCsv(made))}
              >
                Download CSV
              </Button>
            </div>
            {/* No button in its rows: the frame is what a keyboard reaches to scroll it on a phone. */}
            <ScrollRegion label="Payouts made">
              <Table<Payout>
                rowKey="id"
                size="small"
                columns={paidColumns}
                dataSource={made}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                locale={{ emptyText: NO_PAYOUTS_TEXT }}
              />
            </ScrollRegion>
          </section>
        </div>
      </LoadGate>
      <PayOutDialog
        statement={paying}
        onClose={() => setPaying(null)}
        onPaid={(statement) => {
          setPaying(null);
          void message.success(paidOutToastText(statement));
        }}
      />
    </ConsolePage>
  );
}
