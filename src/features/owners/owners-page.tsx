import { App, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectRole } from '../../session/session-slice';
import { PATHS } from '../../config/paths';
import { ClippedText } from '../../components/clipped-text';
import { ConsolePage } from '../../console/console-page';
import { LoadGate } from '../../console/load-gate';
import { formatDate, formatMonth } from '../../lib/format';
import { useEnsureOwnersLoaded, type OwnerSummary, type TaxArrangement } from './owners-api';
import { selectOwners } from './owners-slice';
import { NOT_APPLICABLE_REASON_NAMES } from './tax-arrangement-rules';
import { TaxArrangementDialog } from './tax-arrangement-dialog';
import './owners.css';

export const TAX_ARRANGEMENT_SET_TEXT = 'Tax arrangement saved';
export const NO_OWNERS_TEXT = 'No owners yet';

export const RESIDENCY_TEXT: Record<OwnerSummary['residency'], string> = {
  resident: 'Resident',
  'non-resident': 'Non-resident',
};

/** What an arrangement rests on: its KRA appointment, or why MRI does not apply. */
export function arrangementBasis(arrangement: TaxArrangement): string | null {
  if (arrangement.kind === 'appointed-agent' && arrangement.appointmentReference && arrangement.appointedOn)
    return `KRA appointment ${arrangement.appointmentReference} of ${formatDate(arrangement.appointedOn)}`;
  if (arrangement.kind === 'not-applicable' && arrangement.notApplicableReason)
    return NOT_APPLICABLE_REASON_NAMES[arrangement.notApplicableReason];
  return null;
}

/** The tax arrangement column: in force this month, since when, on what basis, and any set to start later. */
function ArrangementCell({ owner }: { owner: OwnerSummary }) {
  const { taxArrangement: now, nextTaxArrangement: next } = owner;
  const basis = arrangementBasis(now);
  return (
    <div className="owner-arrangement">
      <span className="owner-arrangement__name">{now.name}</span>
      <span>{now.fromMonth ? `Since ${formatMonth(now.fromMonth)}` : 'By residency (none set)'}</span>
      {basis && <ClippedText text={basis} />}
      {next?.fromMonth && <span>{`From ${formatMonth(next.fromMonth)}: ${next.name}`}</span>}
    </div>
  );
}

/**
 * Staff 'Owners' (product rules, 'Owners'): each owner whose property the firm manages, with
 * residency, properties, tax arrangement and payout method. An administrator changes an
 * owner's tax arrangement from a month on; a manager reads.
 */
export function OwnersPage() {
  const load = useEnsureOwnersLoaded();
  const owners = useAppSelector(selectOwners);
  const mayChange = useAppSelector(selectRole) === 'admin';
  const { message } = App.useApp();
  const [changing, setChanging] = useState<OwnerSummary | null>(null);

  const columns: TableColumnsType<OwnerSummary> = [
    {
      title: 'Owner',
      key: 'owner',
      render: (_: unknown, owner) => (
        <div className="owner-name">
          <ClippedText cell text={owner.name} />
          <ClippedText cell text={owner.email} />
        </div>
      ),
    },
    { title: 'Residency', key: 'residency', render: (_: unknown, owner) => RESIDENCY_TEXT[owner.residency] },
    {
      title: 'Properties',
      key: 'properties',
      render: (_: unknown, owner) => (
        <ul className="owner-properties">
          {owner.properties.map((property) => (
            <li key={property.id}>{`${property.name}, ${property.town}`}</li>
          ))}
        </ul>
      ),
    },
    {
      title: 'Tax arrangement',
      key: 'tax',
      render: (_: unknown, owner) => <ArrangementCell owner={owner} />,
    },
    { title: 'Payout method', key: 'payout', render: (_: unknown, owner) => owner.payoutMethod.label },
    ...(mayChange
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, owner: OwnerSummary) => (
              <Button
                size="small"
                onClick={() => setChanging(owner)}
                aria-label={`Change the tax arrangement of ${owner.name}`}
              >
                Change
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <ConsolePage title="Owners" back={{ to: PATHS.dashboard, label: 'Back to dashboard' }}>
      <LoadGate load={load}>
        <Table<OwnerSummary>
          className="owners"
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={owners}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: NO_OWNERS_TEXT }}
        />
      </LoadGate>
      <TaxArrangementDialog
        owner={changing}
        onClose={() => setChanging(null)}
        onSaved={() => {
          setChanging(null);
          void message.success(TAX_ARRANGEMENT_SET_TEXT);
        }}
      />
    </ConsolePage>
  );
}
