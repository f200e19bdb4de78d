import { Card, Empty, Select, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/page-loading';
import { PATHS } from '../../config/paths';
import { ConsolePage } from '../../console/console-page';
import { loadFailureOf } from '../../console/data-loading';
import { LoadError } from '../../console/load-gate';
import { formatDate, kesText } from '../../lib/format';
import { Facts } from './facts';
import type { LeaseAccount, LeaseSummary } from './portal-api';
import { BACK_TO_DASHBOARD, NO_LEASE_TEXT, PortalNotFound } from './portal-states';

export { BACK_TO_DASHBOARD };
import { balanceText, statementRows, unitText, type StatementRow } from './statement-rows';
import { moneyColumn } from './money-column';
import { PortalLive, useLeaseAccount, usePortalProfile } from './portal-live';
import './portal.css';

export const STATEMENT_ERROR_TITLE = 'The statement could not be loaded';
export const NO_ENTRIES_TEXT = 'No charges or payments yet.';
export const LEASE_NOT_FOUND_TITLE = 'Statement not found';

/**
 * 'Statement of account' (/user/payments; product rules, 'Customer portal'): a lease's charges
 * and payments newest first, with the balance after each and the M-Pesa receipt number; each
 * payment opens its receipt. A person with several leases picks one (`?lease=`).
 */
export function StatementPage() {
  return (
    <PortalLive>
      <StatementPageBody />
    </PortalLive>
  );
}

function StatementPageBody() {
  const profile = usePortalProfile();
  const [params, setParams] = useSearchParams();
  const leases = profile.data?.leases ?? [];
  const asked = params.get('lease');
  const lease = asked === null ? leases[0] : leases.find((l) => l.id === asked);

  let body;
  if (profile.isError && !profile.data) {
    body = (
      <LoadError
        title={STATEMENT_ERROR_TITLE}
        failure={loadFailureOf(profile.error)}
        onRetry={() => void profile.refetch()}
      />
    );
  } else if (!profile.data) {
    body = <PageLoading />;
  } else if (leases.length === 0) {
    body = (
      <Card>
        <Empty description={NO_LEASE_TEXT} />
      </Card>
    );
  } else if (!lease) {
    body = <PortalNotFound title={LEASE_NOT_FOUND_TITLE} text="This lease is not one of yours." />;
  } else {
    body = (
      <>
        {leases.length > 1 && (
          <Select
            className="portal-statement__lease"
            aria-label="Lease"
            value={lease.id}
            options={leases.map((l) => ({ value: l.id, label: unitText(l) }))}
            onChange={(id: string) => setParams({ lease: id }, { replace: true })}
          />
        )}
        <LeaseStatement lease={lease} />
      </>
    );
  }

  return (
    <ConsolePage title="Statement of account" back={{ to: PATHS.user, label: BACK_TO_DASHBOARD }}>
      <div className="portal">{body}</div>
    </ConsolePage>
  );
}

function LeaseStatement({ lease }: { lease: LeaseSummary }) {
  const account = useLeaseAccount(lease.id);
  if (account.isError && !account.data) {
    return (
      <LoadError
        title={STATEMENT_ERROR_TITLE}
        failure={loadFailureOf(account.error)}
        onRetry={() => void account.refetch()}
      />
    );
  }
  if (!account.data) return <PageLoading />;
  return <StatementCard lease={lease} account={account.data} />;
}

const dateOf = (row: StatementRow): string => formatDate(row.date);

const COLUMNS: TableColumnsType<StatementRow> = [
  {
    title: 'Date',
    key: 'date',
    render: (_: unknown, row) => <span className="portal-nowrap">{dateOf(row)}</span>,
  },
  { title: 'Description', dataIndex: 'description', key: 'description' },
  moneyColumn<StatementRow>('Charges', 'charges', (row) => row.chargeKes),
  moneyColumn<StatementRow>('Payments', 'payments', (row) => row.paymentKes),
  moneyColumn<StatementRow>('Balance', 'balance', (row) => row.balanceKes, balanceText),
  {
    title: 'M-Pesa receipt',
    key: 'receipt',
    render: (_: unknown, row) =>
      row.paymentId !== null ? (
        <Link to={PATHS.userReceipt(row.paymentId)} aria-label={`Receipt ${row.receipt ?? ''}`.trim()}>
          {row.receipt ?? 'Receipt'}
        </Link>
      ) : (
        (row.receipt ?? '')
      ),
  },
];

function StatementCard({ lease, account }: { lease: LeaseSummary; account: LeaseAccount }) {
  const rows = useMemo(() => {
    try {
      return statementRows(account.entries);
    } catch {
      return null; // an entry the ledger cannot count: say so rather than show a wrong balance
    }
  }, [account.entries]);
  if (rows === null)
    return <LoadError title={STATEMENT_ERROR_TITLE} onRetry={() => window.location.reload()} />;
  return (
    <Card
      title={<h2 className="console-card-title text-wrap">{unitText(lease)}</h2>}
      extra={<span className="portal-nowrap">Account {lease.payReference}</span>}
    >
      <Facts
        facts={[
          ['Balance', balanceText(account.balanceKes)],
          ['Amount due', kesText(account.amountDueKes)],
        ]}
      />
      <Table<StatementRow>
        className="portal-statement portal-table"
        rowKey="id"
        columns={COLUMNS}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={NO_ENTRIES_TEXT} /> }}
        size="middle"
      />
    </Card>
  );
}
