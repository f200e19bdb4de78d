import { Alert, Button, Card, Col, Row, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link';
import { PageLoading } from '../../components/page-loading';
import { CONTENT, PAYBILL_PLACEHOLDER_TEXT } from '../../config/content';
import { config } from '../../config/env';
import { useHostKind } from '../../config/host';
import { PATHS } from '../../config/paths';
import { loadFailureOf } from '../../console/data-loading';
import { ConsolePage } from '../../console/console-page';
import { LoadError } from '../../console/load-gate';
import { formatDate, formatDateAtTime, formatMonth, kesText } from '../../lib/format';
import { selectUser } from '../../session/session-slice';
import { useLogout } from '../../session/use-logout';
import { useAppSelector } from '../../store/hooks';
import {
  MAINTENANCE_ERROR_TITLE,
  NO_MAINTENANCE_TEXT,
  openRequestCount,
  openRequestsText,
  REPORT_TITLE,
  VIEW_REQUESTS_TEXT,
} from './maintenance-text';
import { OwnerRequest } from './maintenance-request-card';
import { Facts } from './facts';
import { PayWithMpesa } from './pay-with-mpesa';
import { occupancyText } from './owner-text';
import { OwnerView, propertyText } from './owner-view';
import type { LeaseSummary } from './portal-api';
import { creditText, lastPayment, statementPath, unitText } from './statement-rows';
import {
  PortalLive,
  useLeaseAccount,
  useMyMaintenanceRequests,
  useOwnerPortfolio,
  usePortalProfile,
} from './portal-live';
import './portal.css';

export const THANK_YOU_TEXT = 'Thank you for joining us.';
export const PROFILE_ERROR_TITLE = 'Your account could not be loaded';
export const ACCOUNT_ERROR_TITLE = 'Your statement could not be loaded';
export const NOTHING_DUE_TEXT = 'Nothing is due now.';
export const OVERDUE_TEXT = 'Overdue';
export const PAYBILL_TITLE = 'How to pay by Paybill';
export const VIEW_STATEMENT_TEXT = 'View statement';
export const AWAITING_APPROVAL_TITLE = 'Waiting for your approval';

/**
 * Beside the Paybill (product rules, 'Payments'): the one number to pay to, and the firm's
 * promise against the SIM-swap and 'wrong number' scams tenants meet.
 */
export const payOnlyToText = (paybill: string, account: string): string =>
  `Pay only to Paybill ${paybill}, account ${account}. We never ask you by SMS or phone to pay to another number.`;

/**
 * The signed-in customer's home (product rules, 'Customer portal'): the
 * welcome, thank-you line and Community Blog button, then for each lease the person rents what
 * is due and by when with 'Pay with M-Pesa', the lease, and how to pay by Paybill; for an
 * owner, the owner view (owner-view.tsx); then the boxes 'My Properties', 'Payments' and
 * 'Maintenance Requests' (how many requests are open, live).
 */
export function PortalHomePage() {
  return (
    <PortalLive>
      <PortalHomePageBody />
    </PortalLive>
  );
}

function PortalHomePageBody() {
  const logout = useLogout();
  const user = useAppSelector(selectUser);
  const host = useHostKind();
  const profile = usePortalProfile();
  const leases = profile.data?.leases ?? [];
  const several = leases.length > 1;
  const owns = (profile.data?.properties.length ?? 0) > 0;
  return (
    <ConsolePage title="User Dashboard" actions={<Button onClick={logout}>Logout</Button>}>
      <div className="portal">
        <Card>
          <h2 className="portal__section-title">Welcome{user ? `, ${user.firstName}` : ''}!</h2>
          <p>{THANK_YOU_TEXT}</p>
          {host === 'admin' ? (
            <Button type="primary" href={`${config.publicUrl}${PATHS.communityBlog}`}>
              Visit the Community Blog
            </Button>
          ) : (
            <ButtonLink type="primary" to={PATHS.communityBlog}>
              Visit the Community Blog
            </ButtonLink>
          )}
        </Card>
        {profile.isError && !profile.data ? (
          <LoadError
            title={PROFILE_ERROR_TITLE}
            failure={loadFailureOf(profile.error)}
            onRetry={() => void profile.refetch()}
          />
        ) : !profile.data ? (
          <PageLoading />
        ) : (
          <>
            {owns && <AwaitingApproval />}
            {leases.map((lease) => (
              <LeaseRent key={lease.id} lease={lease} several={several} />
            ))}
            {owns && <OwnerView />}
            <Row gutter={[16, 16]}>
              {/* Someone who owns nothing is not told so: the box is only an owner's. */}
              {owns && (
                <Col xs={24} md={8}>
                  <MyProperties />
                </Col>
              )}
              <Col xs={24} md={owns ? 8 : 12}>
                <Payments leases={leases} several={several} />
              </Col>
              <Col xs={24} md={owns ? 8 : 12}>
                <MaintenanceRequests rents={leases.length > 0} owns={owns} />
              </Col>
            </Row>
          </>
        )}
      </div>
    </ConsolePage>
  );
}

const boxTitle = (text: string) => <h2 className="console-card-title">{text}</h2>;

/**
 * A repair cost waiting for the owner's decision, first on their home (product rules, 'What
 * people see, finished'): each request with its amount, 'Approve' (which asks first) and
 * 'Decline'. Nothing shows when none waits.
 */
function AwaitingApproval() {
  const requests = useMyMaintenanceRequests({ skip: false });
  const waiting = (requests.data?.onMyProperties ?? []).filter((r) => r.status === 'awaiting-approval');
  if (waiting.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="awaiting-approval" className="portal-approvals">
        <h2 id="awaiting-approval" className="portal__section-title">
          {AWAITING_APPROVAL_TITLE}
        </h2>
        <ul className="portal-list">
          {waiting.map((request) => (
            <li key={request.id}>
              <OwnerRequest request={request} />
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

/** The 'Maintenance Requests' box: how many of the person's requests are open, live, and the way to them. */
function MaintenanceRequests({ rents, owns }: { rents: boolean; owns: boolean }) {
  const requests = useMyMaintenanceRequests({ skip: !rents && !owns });
  return (
    <Card title={boxTitle('Maintenance Requests')}>
      {!rents && !owns ? (
        <p className="console-muted">{NO_MAINTENANCE_TEXT}</p>
      ) : (
        <>
          {requests.data ? (
            <p>{openRequestsText(openRequestCount(requests.data))}</p>
          ) : requests.isError ? (
            <p className="console-muted">{MAINTENANCE_ERROR_TITLE}.</p>
          ) : null}
          <ul className="portal-links">
            {rents && (
              <li>
                <Link to={PATHS.userMaintenance}>{REPORT_TITLE}</Link>
              </li>
            )}
            <li>
              <Link to={PATHS.userMaintenance}>{VIEW_REQUESTS_TEXT}</Link>
            </li>
          </ul>
        </>
      )}
    </Card>
  );
}

/** The 'My Properties' box: each property's occupancy and its latest statement. */
function MyProperties() {
  const { data } = useOwnerPortfolio();
  return (
    <Card title={boxTitle('My Properties')}>
      <ul className="portal-list">
        {data?.properties.map((property) => {
          const latest = property.statementMonths[0];
          return (
            <li key={property.id}>
              <p className="portal-lease-name text-wrap">{propertyText(property)}</p>
              <p>{occupancyText(property.letUnitCount, property.unitCount)}</p>
              {latest && (
                <Link
                  to={PATHS.userStatement(property.id, latest)}
                  aria-label={`Latest statement, ${property.name}`}
                >
                  Latest statement ({formatMonth(latest)})
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** The 'Payments' box: each lease's last payment and its statement. */
function Payments({ leases, several }: { leases: readonly LeaseSummary[]; several: boolean }) {
  return (
    <Card title={boxTitle('Payments')}>
      {leases.length === 0 ? (
        <p className="console-muted">You have no lease with us, so there are no payments to show.</p>
      ) : (
        <ul className="portal-list">
          {leases.map((lease) => (
            <LeasePayments key={lease.id} lease={lease} several={several} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function LeasePayments({ lease, several }: { lease: LeaseSummary; several: boolean }) {
  const { data } = useLeaseAccount(lease.id);
  const last = data ? lastPayment(data.entries) : null;
  return (
    <li>
      {several && <p className="portal-lease-name text-wrap">{unitText(lease)}</p>}
      {last && (
        <p>
          Last payment: {kesText(last.amountKes)} on{' '}
          {last.time ? formatDateAtTime(last.date, last.time) : formatDate(last.date)}
        </p>
      )}
      <Link
        to={statementPath(lease.id, several)}
        aria-label={several ? `${VIEW_STATEMENT_TEXT}, ${unitText(lease)}` : undefined}
      >
        {VIEW_STATEMENT_TEXT}
      </Link>
    </li>
  );
}

/** One lease's rent: what is due and by when, the lease, and how to pay by Paybill. */
function LeaseRent({ lease, several }: { lease: LeaseSummary; several: boolean }) {
  const account = useLeaseAccount(lease.id);
  const headingId = `rent-${lease.id}`;
  return (
    <Card>
      <section aria-labelledby={headingId} className="portal-rent">
        <h2 id={headingId} className="portal__section-title text-wrap">
          {several ? `Your rent: ${unitText(lease)}` : 'Your rent'}
        </h2>
        {account.isError && !account.data ? (
          <LoadError
            heading="h3"
            title={ACCOUNT_ERROR_TITLE}
            failure={loadFailureOf(account.error)}
            onRetry={() => void account.refetch()}
          />
        ) : !account.data ? (
          <PageLoading />
        ) : (
          <div className="portal-due">
            <Facts
              className="portal-facts--due"
              facts={[
                ['Amount due', kesText(account.data.amountDueKes), 'portal-amount'],
                account.data.dueDate !== null && [
                  'Due by',
                  <>
                    {formatDate(account.data.dueDate)}{' '}
                    {account.data.overdue && <Tag color="red">{OVERDUE_TEXT}</Tag>}
                  </>,
                ],
              ]}
            />
            {account.data.amountDueKes === 0 && <p>{NOTHING_DUE_TEXT}</p>}
            {account.data.balanceKes < 0 && <p>{creditText(-account.data.balanceKes)}</p>}
            <PayWithMpesa
              leaseId={lease.id}
              amountDueKes={account.data.amountDueKes}
              payReference={lease.payReference}
            />
          </div>
        )}
        <h3 className="portal-subtitle">Your lease</h3>
        <Facts
          facts={[
            ['Unit', unitText(lease), 'text-wrap'],
            ['Lease', `${formatDate(lease.startDate)} – ${formatDate(lease.endDate)}`],
            ['Monthly rent', kesText(lease.monthlyRentKes)],
          ]}
        />
        <h3 className="portal-subtitle">{PAYBILL_TITLE}</h3>
        <Facts
          facts={[
            [
              'Paybill number',
              <>
                {CONTENT.paybillNumber}{' '}
                {CONTENT.paybillIsPlaceholder && <Tag>{PAYBILL_PLACEHOLDER_TEXT}</Tag>}
              </>,
            ],
            ['Account number', lease.payReference],
          ]}
        />
        <p className="console-muted">
          On your phone: M-Pesa, Lipa na M-Pesa, Pay Bill; enter the business number {CONTENT.paybillNumber}{' '}
          and the account number {lease.payReference}.
        </p>
        <Alert
          type="warning"
          role="note"
          showIcon
          title={payOnlyToText(CONTENT.paybillNumber, lease.payReference)}
        />
      </section>
    </Card>
  );
}
