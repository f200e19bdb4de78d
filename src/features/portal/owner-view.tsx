import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../components/page-loading';
import { ScrollRegion } from '../../components/scroll-region';
import { PATHS } from '../../config/paths';
import { loadFailureOf } from '../../console/data-loading';
import { LoadError } from '../../console/load-gate';
import { formatMonth, kesText } from '../../lib/format';
import { type OwnerPortfolio, type OwnerPropertySummary, type OwnerUnit } from './portal-api';
import {
  ARREARS_TEXT,
  LAST_PAYOUT_TEXT,
  NEXT_PAYOUT_TEXT,
  nextPayoutText,
  NO_PAYOUT_YET_TEXT,
  OCCUPANCY_TEXT,
  occupancyText,
  OWNER_ERROR_TITLE,
  OWNER_FIGURES_TITLE,
  RENT_COLLECTED_TEXT,
  STATEMENTS_TITLE,
  UNIT_STATUS_TEXT,
} from './owner-text';
import { Facts } from './facts';
import { moneyColumn } from './money-column';
import { balanceText } from './statement-rows';
import { useOwnerPortfolio } from './portal-live';
import { paidOutText, payoutAmountText } from '../payouts/public';

/**
 * The owner view of /user (product rules, 'Owners'): this month's rent collected, the arrears
 * and the occupancy across the owner's properties first, then each property with its units
 * (the tenant by first name and initial only) and its monthly statements. Live: a payment
 * made elsewhere shows within 5 s.
 */
export function OwnerView() {
  const portfolio = useOwnerPortfolio();
  if (portfolio.isError && !portfolio.data)
    return (
      <LoadError
        title={OWNER_ERROR_TITLE}
        failure={loadFailureOf(portfolio.error)}
        onRetry={() => void portfolio.refetch()}
      />
    );
  const { data } = portfolio;
  if (!data) return <PageLoading />;
  if (data.properties.length === 0) return null;
  return (
    <>
      <OwnerFigures portfolio={data} />
      {data.properties.map((property) => (
        <PropertyCard key={property.id} property={property} month={data.month} />
      ))}
    </>
  );
}

function OwnerFigures({ portfolio }: { portfolio: OwnerPortfolio }) {
  return (
    <Card>
      <section aria-labelledby="owner-figures">
        <h2 id="owner-figures" className="portal__section-title">
          {OWNER_FIGURES_TITLE}
        </h2>
        <Facts
          className="portal-facts--due"
          facts={[
            [
              `${RENT_COLLECTED_TEXT}, ${formatMonth(portfolio.month)}`,
              kesText(portfolio.rentCollectedKes),
              'portal-amount',
            ],
            [ARREARS_TEXT, kesText(portfolio.arrearsKes), 'portal-amount'],
            [OCCUPANCY_TEXT, occupancyText(portfolio.letUnitCount, portfolio.unitCount), 'portal-amount'],
          ]}
        />
        <Facts
          className="owner-payouts"
          facts={[
            [
              LAST_PAYOUT_TEXT,
              portfolio.lastPayout
                ? `${payoutAmountText(portfolio.lastPayout.amountKes, portfolio.lastPayout)}. ${paidOutText(portfolio.lastPayout)}.`
                : NO_PAYOUT_YET_TEXT,
              'text-wrap',
            ],
            portfolio.nextPayout && [
              NEXT_PAYOUT_TEXT,
              nextPayoutText(portfolio.nextPayout, portfolio.month),
              'text-wrap',
            ],
          ]}
        />
      </section>
    </Card>
  );
}

const UNIT_COLUMNS: TableColumnsType<OwnerUnit> = [
  { title: 'Unit', dataIndex: 'unit', key: 'unit' },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, unit) => <Tag className="portal-tag">{UNIT_STATUS_TEXT[unit.status]}</Tag>,
  },
  { title: 'Tenant', key: 'tenant', render: (_: unknown, unit) => unit.tenant ?? '–' },
  moneyColumn<OwnerUnit>('Rent', 'rent', (unit) => unit.rentKes),
  moneyColumn<OwnerUnit>('Balance', 'balance', (unit) => unit.balanceKes, balanceText),
];

/** The property's name as headings and links give it: 'Ouru Heights, Kisii'. */
export const propertyText = (property: Pick<OwnerPropertySummary, 'name' | 'town'>): string =>
  `${property.name}, ${property.town}`;

function PropertyCard({ property, month }: { property: OwnerPropertySummary; month: string }) {
  const headingId = `property-${property.id}`;
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="portal__section-title text-wrap">
          {propertyText(property)}
        </h2>
        <Facts
          facts={[
            [`${RENT_COLLECTED_TEXT}, ${formatMonth(month)}`, kesText(property.rentCollectedKes)],
            [ARREARS_TEXT, kesText(property.arrearsKes)],
            [OCCUPANCY_TEXT, occupancyText(property.letUnitCount, property.unitCount)],
            ['Management fee', `${property.managementFeePercent}% of rent collected`],
          ]}
        />
        <ScrollRegion label={`Units of ${property.name}`}>
          <Table<OwnerUnit>
            className="portal-table"
            rowKey="id"
            columns={UNIT_COLUMNS}
            dataSource={property.units}
            pagination={false}
            size="middle"
          />
        </ScrollRegion>
        <h3 className="portal-subtitle">{STATEMENTS_TITLE}</h3>
        <ul className="portal-months">
          {property.statementMonths.map((m) => (
            <li key={m}>
              <Link
                to={PATHS.userStatement(property.id, m)}
                aria-label={`Statement for ${formatMonth(m)}, ${property.name}`}
              >
                {formatMonth(m)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
