import {
  DownloadOutlined,
  MinusSquareOutlined,
  PlusSquareOutlined,
  PrinterOutlined,
} from '@ant-design/icons';
import { App, Button, Card, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link';
import { ScrollRegion } from '../../components/scroll-region';
import { CONTENT } from '../../config/content';
import { PATHS } from '../../config/paths';
import { ConsolePage } from '../../console/console-page';
import { downloadCsv } from '../../lib/csv';
import { useSingleFlight } from '../../lib/use-single-flight';
import { formatDate, formatMonth, kesText } from '../../lib/format';
import { useAppDispatch, useAppSelector, type AppThunk } from '../../store/hooks';
import { selectRole } from '../../session/session-slice';
import {
  ALLOCATION_TEXT,
  ARREARS_TEXT,
  APPOINTMENT_LABEL,
  appointmentText,
  BROUGHT_FORWARD_TEXT,
  carriedText,
  certificateLinkText,
  DOCUMENTS_TITLE,
  feeInvoiceLinkText,
  mriDueText,
  NEGATIVE_NET_TEXT,
  NO_EXPENSES_TEXT,
  NOT_APPLICABLE_LABEL,
  NOT_PAID_OUT_TEXT,
  NOT_APPLICABLE_REASON_TEXT,
  OWNER_STATEMENT_ERROR_TITLE,
  RENT_COUNTED_TEXT,
  RESIDENCY_TEXT,
  STATEMENT_NOT_FOUND_TEXT,
  STATEMENT_NOT_FOUND_TITLE,
  TAX_ARRANGEMENT_LABEL,
  TAX_NOTE,
  unitPaymentsText,
  yearCsvFailedText,
} from './owner-text';
import {
  monthsOfYear,
  statementCsv,
  statementCsvFileName,
  statementsYearCsv,
  statementsYearCsvFileName,
  yearOf,
} from './owner-statement-csv';
import { Facts } from './facts';
import { moneyColumn } from './money-column';
import { portalApi, type OwnerStatement, type StatementUnitLine } from './portal-api';
import type { StatementExpense, StatementPayment } from './portal-api.gen';
import { BACK_TO_DASHBOARD, BACK_TO_PAYMENTS, PortalNotFound, PortalReadBody } from './portal-states';
import { PortalLive, useOwnerPortfolio, useOwnerStatement } from './portal-live';
import { paidOutText } from '../payouts/public';
import './portal.css';

/** A deduction as the summary shows it: '− KES 15,005'. */
const deductionText = (kes: number): string => (kes === 0 ? kesText(0) : `− ${kesText(kes)}`);
/** An amount that may be negative: 'KES 1,200' or '− KES 800'. */
const signedText = (kes: number): string => (kes < 0 ? `− ${kesText(-kes)}` : kesText(kes));

/**
 * An owner's monthly statement of a property (/user/statements/:propertyId/:month; product
 * rules, 'Owners'): rent collected by unit (each unit opening the payments that make it up,
 * the money trail), the management fee, expenses with their request
 * numbers, the tax by the owner's arrangement (a deduction only where withheld; MRI the owner
 * files is shown beside, not deducted), the net payout and the arrears carried, and once the month is
 * over its documents (the fee invoice, the withholding certificate). Live while open; 'Print'
 * prints the statement alone on one A4 page (portal.css); 'Download CSV' saves it for an
 * accountant, 'Download year (CSV)' every statement of its calendar year in one file
 * (owner-statement-csv.ts).
 */
export function OwnerStatementPage() {
  return (
    <PortalLive>
      <OwnerStatementPageBody />
    </PortalLive>
  );
}

function OwnerStatementPageBody() {
  const { propertyId = '', month = '' } = useParams();
  const statement = useOwnerStatement(propertyId, month);
  const role = useAppSelector(selectRole);

  return (
    <ConsolePage
      title="Monthly statement"
      back={
        // Staff come here from a payment (the money trail): back to Payments.
        role === 'user'
          ? { to: PATHS.user, label: BACK_TO_DASHBOARD }
          : { to: PATHS.adminPayments, label: BACK_TO_PAYMENTS }
      }
    >
      <div className="portal">
        <PortalReadBody
          read={statement}
          notFound={<PortalNotFound title={STATEMENT_NOT_FOUND_TITLE} text={STATEMENT_NOT_FOUND_TEXT} />}
          errorTitle={OWNER_STATEMENT_ERROR_TITLE}
        >
          {(data) => <StatementSheet statement={data} />}
        </PortalReadBody>
      </div>
    </ConsolePage>
  );
}

/** The other months of this property, to move between statements. */
function MonthPicker({ statement }: { statement: OwnerStatement }) {
  const navigate = useNavigate();
  const { data } = useOwnerPortfolio();
  const months = data?.properties.find((p) => p.id === statement.propertyId)?.statementMonths ?? [];
  if (months.length < 2) return null;
  return (
    <Select
      className="portal-statement__lease portal-print-hide"
      aria-label="Month"
      value={statement.month}
      options={months.map((m) => ({ value: m, label: formatMonth(m) }))}
      onChange={(m: string) => navigate(PATHS.userStatement(statement.propertyId, m))}
    />
  );
}

const UNIT_COLUMNS: TableColumnsType<StatementUnitLine> = [
  { title: 'Unit', dataIndex: 'unit', key: 'unit' },
  { title: 'Tenant', key: 'tenant', render: (_: unknown, line) => line.tenant ?? 'Vacant' },
  moneyColumn<StatementUnitLine>('Rent charged', 'charged', (line) => line.rentChargedKes),
  moneyColumn<StatementUnitLine>('Collected', 'collected', (line) => line.collectedKes),
  moneyColumn<StatementUnitLine>('Carried', 'carried', (line) => line.carriedKes, carriedText),
];

/** A unit's payments (the money trail): what each counts as rent, and how it reached the lease. */
const PAYMENT_COLUMNS: TableColumnsType<StatementPayment> = [
  {
    title: 'Date',
    key: 'date',
    render: (_: unknown, payment) => <span className="portal-nowrap">{formatDate(payment.date)}</span>,
  },
  { title: 'Receipt', dataIndex: 'receipt', key: 'receipt' },
  {
    title: 'Phone',
    key: 'phone',
    render: (_: unknown, payment) => <span className="portal-nowrap">{payment.phone}</span>,
  },
  moneyColumn<StatementPayment>('Amount', 'amount', (payment) => payment.amountKes),
  moneyColumn<StatementPayment>(RENT_COUNTED_TEXT, 'rent', (payment) => payment.rentKes),
  {
    title: 'Allocation',
    key: 'allocation',
    render: (_: unknown, payment) => ALLOCATION_TEXT[payment.allocation],
  },
];

/** The payments that make up a unit's rent collected, opened from its row. */
function UnitPayments({ line }: { line: StatementUnitLine }) {
  return (
    <div role="group" aria-label={unitPaymentsText(line.unit)}>
      <Table<StatementPayment>
        className="portal-table"
        rowKey="receipt"
        columns={PAYMENT_COLUMNS}
        dataSource={line.payments}
        pagination={false}
        size="small"
      />
    </div>
  );
}

/**
 * 'Rent collected by unit': a unit with payments in the month opens them (the money trail).
 * The buttons and the opened payments are not printed: the printed statement stays one page.
 */
function UnitsTable({ units }: { units: StatementUnitLine[] }) {
  const [opened, setOpened] = useState<readonly string[]>([]);
  const toggle = (unitId: string) =>
    setOpened((ids) => (ids.includes(unitId) ? ids.filter((id) => id !== unitId) : [...ids, unitId]));
  // Last, so the unit opens its row's name and the columns keep their places.
  const columns: TableColumnsType<StatementUnitLine> = [
    ...UNIT_COLUMNS,
    {
      title: <span className="visually-hidden">Payments</span>,
      key: 'payments',
      className: 'portal-print-hide',
      render: (_: unknown, line) => {
        if (line.payments.length === 0) return null;
        const open = opened.includes(line.unitId);
        return (
          <Button
            type="text"
            size="small"
            aria-label={unitPaymentsText(line.unit)}
            aria-expanded={open}
            icon={
              open ? <MinusSquareOutlined aria-hidden="true" /> : <PlusSquareOutlined aria-hidden="true" />
            }
            onClick={() => toggle(line.unitId)}
          />
        );
      },
    },
  ];
  return (
    <Table<StatementUnitLine>
      className="portal-table"
      rowKey="unitId"
      columns={columns}
      dataSource={units}
      pagination={false}
      size="small"
      expandable={{
        showExpandColumn: false,
        expandedRowKeys: [...opened],
        rowExpandable: (line) => line.payments.length > 0,
        expandedRowRender: (line) => <UnitPayments line={line} />,
        expandedRowClassName: 'portal-print-hide',
      }}
    />
  );
}

const EXPENSE_COLUMNS: TableColumnsType<StatementExpense> = [
  { title: 'Request', dataIndex: 'requestNumber', key: 'request' },
  { title: 'Description', dataIndex: 'description', key: 'description' },
  {
    title: 'Resolved',
    key: 'date',
    render: (_: unknown, expense) => <span className="portal-nowrap">{formatDate(expense.date)}</span>,
  },
  moneyColumn<StatementExpense>('Amount', 'amount', (expense) => expense.amountKes),
];

function StatementSheet({ statement: s }: { statement: OwnerStatement }) {
  const { tax, taxArrangement: arrangement } = s;
  const summary: [label: string, value: string][] = [
    ['Rent collected', kesText(s.rentCollectedKes)],
    [`Management fee (${s.managementFeePercent}%)`, deductionText(s.managementFeeKes)],
    ['Expenses', deductionText(s.expensesKes)],
    // Only tax withheld is a deduction (product rules, 'Owners').
    ...(tax.deducted ? [[tax.label, deductionText(tax.amountKes)] as [string, string]] : []),
    ...(s.broughtForwardKes > 0
      ? [[BROUGHT_FORWARD_TEXT, deductionText(s.broughtForwardKes)] as [string, string]]
      : []),
    ['Net payout', signedText(s.netPayoutKes)],
  ];
  return (
    <>
      <MonthPicker statement={s} />
      <Card className="portal-printable">
        <article aria-labelledby="statement-title" className="portal-sheet">
          <p className="portal-receipt__brand">{CONTENT.brandName}</p>
          <h2 id="statement-title" className="console-card-title text-wrap">
            Statement for {formatMonth(s.month)}: {s.propertyName}, {s.town}
          </h2>
          <Facts
            facts={[
              ['Owner', s.ownerName, 'text-wrap'],
              ['Residency', RESIDENCY_TEXT[s.ownerResidency]],
              [TAX_ARRANGEMENT_LABEL, arrangement.name, 'text-wrap'],
              arrangement.kind === 'appointed-agent' && [APPOINTMENT_LABEL, appointmentText(arrangement)],
              arrangement.notApplicableReason !== null && [
                NOT_APPLICABLE_LABEL,
                NOT_APPLICABLE_REASON_TEXT[arrangement.notApplicableReason],
                'text-wrap',
              ],
              ['Management fee', `${s.managementFeePercent}% of rent collected`],
            ]}
          />

          <h3 className="portal-subtitle">Rent collected by unit</h3>
          <ScrollRegion label="Rent collected by unit">
            <UnitsTable units={s.units} />
          </ScrollRegion>

          <h3 className="portal-subtitle">Expenses</h3>
          {s.expenses.length === 0 ? (
            <p className="console-muted">{NO_EXPENSES_TEXT}</p>
          ) : (
            <ScrollRegion label="Expenses">
              <Table<StatementExpense>
                className="portal-table"
                rowKey="requestNumber"
                columns={EXPENSE_COLUMNS}
                dataSource={s.expenses}
                pagination={false}
                size="small"
              />
            </ScrollRegion>
          )}

          <h3 className="portal-subtitle">Summary</h3>
          <dl className="portal-summary">
            {summary.map(([label, value]) => (
              <div key={label} className={label === 'Net payout' ? 'portal-summary__total' : undefined}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {s.payout ? (
            <p className="portal-sheet__payout">{`${paidOutText(s.payout)}.`}</p>
          ) : (
            s.netPayoutKes > 0 && <p className="portal-sheet__payout">{NOT_PAID_OUT_TEXT}</p>
          )}
          {tax.kind === 'mri-due' && tax.dueBy !== null && (
            <p className="portal-sheet__due">{mriDueText(tax.amountKes, tax.dueBy)}</p>
          )}
          <Facts
            className="portal-sheet__carried"
            facts={[
              [ARREARS_TEXT, kesText(s.arrearsCarriedKes)],
              ['Credit carried', kesText(s.creditCarriedKes)],
            ]}
          />
          <p className="console-muted portal-sheet__note">
            {TAX_NOTE[tax.kind]}
            {tax.kind !== 'none' && ` Rate checked on ${formatDate(tax.checkedOn)}.`}
            {s.netPayoutKes < 0 && ` ${NEGATIVE_NET_TEXT}`}
          </p>
          <StatementDocuments statement={s} />
          <div className="portal-receipt__actions portal-print-hide">
            <Button
              type="primary"
              icon={<PrinterOutlined aria-hidden="true" />}
              onClick={() => window.print()}
            >
              Print
            </Button>
            <Button
              icon={<DownloadOutlined aria-hidden="true" />}
              onClick={() => downloadCsv(statementCsvFileName(s), statementCsv(s))}
            >
              Download CSV
            </Button>
            <DownloadYearButton statement={s} />
            <ButtonLink to={PATHS.user}>{BACK_TO_DASHBOARD}</ButtonLink>
          </div>
        </article>
      </Card>
    </>
  );
}

/**
 * A finished month's documents (product rules, 'Owners'): the management fee's invoice, as
 * registered with eTIMS, and the withholding certificate where tax was withheld; each opens
 * its printable page. Nothing while the month is open.
 */
function StatementDocuments({ statement: s }: { statement: OwnerStatement }) {
  const links = [
    s.feeInvoice && {
      to: PATHS.userFeeInvoice(s.propertyId, s.month),
      text: feeInvoiceLinkText(s.feeInvoice.etimsNumber),
    },
    s.certificate && {
      to: PATHS.userCertificate(s.propertyId, s.month),
      text: certificateLinkText(s.certificate.number),
    },
  ].filter((link) => !!link);
  if (links.length === 0) return null;
  return (
    <>
      <h3 className="portal-subtitle">{DOCUMENTS_TITLE}</h3>
      <ul className="portal-links portal-sheet__documents">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The statements of `months`, one request after another (at most twelve, each read from the
 * cache when it holds it), through the statement's own endpoint.
 */
const statementsRequested =
  (propertyId: string, months: readonly string[]): AppThunk<Promise<OwnerStatement[]>> =>
  async (dispatch) => {
    const statements: OwnerStatement[] = [];
    for (const month of months) {
      const request = portalApi.endpoints.getOwnerStatement.initiate(
        { propertyId, month },
        { subscribe: false },
      );
      statements.push(await dispatch(request).unwrap());
    }
    return statements;
  };

/**
 * 'Download year (CSV)': every statement of the property in this statement's calendar year
 * that has activity (the months the owner view lists), in one file. Waits for that list; one
 * download at a time; a failure says so and changes nothing.
 */
function DownloadYearButton({ statement }: { statement: OwnerStatement }) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const { data } = useOwnerPortfolio();
  const [busy, setBusy] = useState(false);
  const singleFlight = useSingleFlight();
  const { propertyId, month } = statement;
  const year = yearOf(month);
  const statementMonths = data?.properties.find((p) => p.id === propertyId)?.statementMonths;
  const months = statementMonths ? monthsOfYear(statementMonths, month) : [];

  const download = () =>
    singleFlight(async () => {
      setBusy(true);
      try {
        const statements = await dispatch(statementsRequested(propertyId, months));
        downloadCsv(statementsYearCsvFileName(propertyId, year), statementsYearCsv(statements));
        return 'succeeded';
      } catch {
        void message.error(yearCsvFailedText(year));
        return 'failed';
      } finally {
        setBusy(false);
      }
    });

  return (
    <Button
      icon={<DownloadOutlined aria-hidden="true" />}
      loading={busy}
      disabled={months.length === 0}
      onClick={() => void download()}
    >
      Download year (CSV)
    </Button>
  );
}
