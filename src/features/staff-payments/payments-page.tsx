import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Radio, Tag, type TableColumnsType } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { defineUrlState, oneOf, page, text } from '../../lib/url-state';
import { useUrlState } from '../../lib/use-url-state';
import { PATHS } from '../../config/paths';
import { ClippedText } from '../../components/clipped-text';
import { ConsolePage, ConsoleSearch } from '../../console/console-page';
import { LoadGate } from '../../console/load-gate';
import { PagedTable } from '../../console/paged-table';
import { downloadCsv } from '../../lib/csv';
import { formatDateAtTime, kesText } from '../../lib/format';
import type { StatementRef } from '../payments/public';
import { statementName } from '../payouts/public';
import type { Payment } from './payments-api';
import { useEnsurePaymentsLoaded } from './payments-api';
import {
  PAYMENT_CHANNEL_TEXT,
  PAYMENT_STATUS_FILTERS,
  PAYMENT_STATUS_TEXT,
  payerOf,
  selectFilteredPayments,
} from './payments-slice';
import { paymentsCsv, paymentsCsvFileName } from './payments-csv';
import { AllocateDialog } from './allocate-dialog';
import { ALLOCATION_UNDONE_TEXT, UndoAllocationDialog } from './undo-allocation-dialog';
import './payments.css';

export const NO_PAYMENTS_TEXT = 'No payments match';
export const PAYMENT_ALLOCATED_TEXT = 'Payment allocated';
export const STATEMENT_LINK_TEXT = 'Statement';
/** 'Statement of payment QKH94M1Z11: Ouru Heights, October 2026' */
export const statementLinkLabel = (p: Payment & { statement: StatementRef }): string =>
  `Statement of payment ${p.receipt}: ${statementName({ propertyName: p.propertyName ?? '', month: p.statement.month })}`;

/** The status filter and the search, as they live in the address (`?status=unmatched&q=ksia5&page=2`). */
export const PAYMENTS_URL = defineUrlState({
  q: text(),
  status: oneOf(PAYMENT_STATUS_FILTERS, null),
  page: page(),
});

/**
 * Solid tags with white text, dark enough for AA contrast in every console theme (antd's
 * preset green and orange fall short in the light and blue themes).
 */
const STATUS_TAG_COLOR: Record<Payment['status'], string> = { matched: '#237804', unmatched: '#ad4e00' };

export const PaymentStatusTag = ({ status }: { status: Payment['status'] }) => (
  <Tag color={STATUS_TAG_COLOR[status]}>{PAYMENT_STATUS_TEXT[status]}</Tag>
);

/** The unit and its property ('A5, Ouru Heights'), or '—' for an Unmatched payment. */
export const unitOf = (p: Payment): string =>
  p.unit && p.propertyName ? `${p.unit}, ${p.propertyName}` : (p.unit ?? '—');

/**
 * Staff 'Payments' (product rules, 'Staff payments'): every payment, newest first, with its
 * status; a filter by status and a search, both in the address; 'Allocate' on an Unmatched one;
 * 'Download CSV' of what the filter and the search keep, every page of it.
 */
export function PaymentsPage() {
  const load = useEnsurePaymentsLoaded();
  const { message } = App.useApp();
  const [query, setQuery, focusProps] = useUrlState(PAYMENTS_URL);
  const deferredSearch = useDeferredValue(query.q);
  const filter = useMemo(
    () => ({ query: deferredSearch, status: query.status }),
    [deferredSearch, query.status],
  );
  const rows = useAppSelector((state) => selectFilteredPayments(state, filter));
  const [allocating, setAllocating] = useState<Payment | null>(null);
  const [undoing, setUndoing] = useState<Payment | null>(null);

  const columns: TableColumnsType<Payment> = [
    {
      title: 'Date',
      key: 'date',
      render: (_: unknown, p) => <span className="payment-date">{formatDateAtTime(p.date, p.time)}</span>,
    },
    { title: 'Tenant', key: 'tenant', render: (_: unknown, p) => <ClippedText cell text={payerOf(p)} /> },
    { title: 'Unit', key: 'unit', render: (_: unknown, p) => <ClippedText cell text={unitOf(p)} /> },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_: unknown, p) => <span className="payment-amount">{kesText(p.amountKes)}</span>,
    },
    { title: 'Channel', key: 'channel', render: (_: unknown, p) => PAYMENT_CHANNEL_TEXT[p.channel] },
    { title: 'Receipt', key: 'receipt', render: (_: unknown, p) => <ClippedText cell text={p.receipt} /> },
    {
      title: 'Account number',
      key: 'account',
      render: (_: unknown, p) => <ClippedText cell text={p.accountNumber} />,
    },
    { title: 'Status', key: 'status', render: (_: unknown, p) => <PaymentStatusTag status={p.status} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, p) =>
        p.status === 'unmatched' ? (
          <Button size="small" onClick={() => setAllocating(p)} aria-label={`Allocate payment ${p.receipt}`}>
            Allocate
          </Button>
        ) : (
          <span className="payment-actions">
            {p.statement && (
              // The money trail (product rules, 'Money owners can trust'): the owner's statement the
              // payment counts on, which shows its receipt under the unit and whether it is paid out.
              <Link
                to={PATHS.userStatement(p.statement.propertyId, p.statement.month)}
                aria-label={statementLinkLabel({ ...p, statement: p.statement })}
              >
                {STATEMENT_LINK_TEXT}
              </Link>
            )}
            {p.undoable && (
              // A mis-click is not permanent (product rules, 'Staff payments'): staff's own allocation, today.
              <Button
                size="small"
                onClick={() => setUndoing(p)}
                aria-label={`Undo allocation of payment ${p.receipt}`}
              >
                Undo
              </Button>
            )}
          </span>
        ),
    },
  ];

  return (
    <ConsolePage
      title="Payments"
      back={{ to: PATHS.dashboard, label: 'Back to dashboard' }}
      search={
        <ConsoleSearch
          placeholder="Search payments..."
          label="Search payments"
          value={query.q}
          onChange={(q) => setQuery({ q })}
          {...focusProps('q')}
        />
      }
    >
      <LoadGate load={load}>
        <div className="payments">
          <div className="payments__toolbar">
            <Radio.Group
              className="payments__status"
              role="radiogroup"
              aria-label="Status"
              value={query.status ?? 'all'}
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'all', label: 'All' },
                ...PAYMENT_STATUS_FILTERS.map((s) => ({ value: s, label: PAYMENT_STATUS_TEXT[s] })),
              ]}
              onChange={(e) => {
                const value = e.target.value as string;
                setQuery({ status: value === 'all' ? null : (value as Payment['status']) });
              }}
            />
            <Button
              icon={<DownloadOutlined aria-hidden="true" />}
              disabled={rows.length === 0}
              onClick={() => downloadCsv(paymentsCsvFileName(new Date()), paymentsCsv(rows))}
            >
              Download CSV
            </Button>
          </div>
          <PagedTable<Payment>
            rows={rows}
            columns={columns}
            page={query.page}
            onPageChange={(next) => setQuery({ page: next })}
            noun={['payment', 'payments']}
            emptyText={NO_PAYMENTS_TEXT}
            firstOnPhones={['amount', 'status', 'actions']}
          />
        </div>
      </LoadGate>
      <AllocateDialog
        payment={allocating}
        onClose={() => setAllocating(null)}
        onAllocated={() => {
          setAllocating(null);
          void message.success(PAYMENT_ALLOCATED_TEXT);
        }}
      />
      <UndoAllocationDialog
        payment={undoing}
        onClose={() => setUndoing(null)}
        onUndone={() => {
          setUndoing(null);
          void message.success(ALLOCATION_UNDONE_TEXT);
        }}
      />
    </ConsolePage>
  );
}
