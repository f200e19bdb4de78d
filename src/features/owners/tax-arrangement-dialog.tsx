import { Alert, Button, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { dateStamp } from '../../lib/date-stamp';
import { formatMonth } from '../../lib/format';
import { limitRule } from '../../lib/text-limits';
import { useSingleFlight } from '../../lib/use-single-flight';
import type { OwnerSummary, TaxArrangementChange } from './owners-api';
import { setTaxArrangement } from './owner-changes';
import {
  APPOINTMENT_DATE_TEXT,
  APPOINTMENT_REFERENCE_MAX,
  APPOINTMENT_REFERENCE_TEXT,
  kindRefusal,
  NOT_APPLICABLE_REASON_NAMES,
  TAX_ARRANGEMENT_NAMES,
  taxArrangementProblem,
  type TaxArrangementKind,
} from './tax-arrangement-rules';

export const taxArrangementTitle = (owner: Pick<OwnerSummary, 'name'>): string =>
  `Tax arrangement of ${owner.name}`;

/** How far ahead a start month may be chosen: this month and the next twelve. */
const MONTHS_AHEAD = 12;

/** This month and the next twelve, as 'YYYY-MM'. */
export function startMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: MONTHS_AHEAD + 1 }, (_, i) => {
    const at = year * 12 + month + i;
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}

const KINDS = Object.keys(TAX_ARRANGEMENT_NAMES) as TaxArrangementKind[];

interface FormValues {
  kind: TaxArrangementKind;
  fromMonth: string;
  appointmentReference?: string;
  appointedOn?: string;
}

/**
 * An owner's tax arrangement (product rules, 'Owners'): the four arrangements, each that does
 * not fit the owner disabled with the reason; the month it starts (this month or later, so no
 * earlier statement changes); for an appointed agent, KRA's reference and date of the
 * appointment. 'Save' sends once; the dialog closes when the server kept it.
 */
export function TaxArrangementDialog({
  owner,
  onClose,
  onSaved,
}: {
  owner: OwnerSummary | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Modal
      title={owner ? taxArrangementTitle(owner) : ''}
      open={owner !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {owner && <TaxArrangementForm owner={owner} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function TaxArrangementForm({
  owner,
  onClose,
  onSaved,
}: {
  owner: OwnerSummary;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const singleFlight = useSingleFlight();
  const today = dateStamp(new Date()).date;
  const months = startMonths(today);

  const save = (values: FormValues) =>
    singleFlight(async () => {
      const change: TaxArrangementChange = {
        kind: values.kind,
        fromMonth: values.fromMonth,
        appointmentReference: values.appointmentReference ?? null,
        appointedOn: values.appointedOn || null,
        notApplicableReason: values.kind === 'not-applicable' ? owner.mriNotApplicableReason : null,
      };
      const wrong = taxArrangementProblem(owner, change, today);
      setProblem(wrong);
      if (wrong) return 'failed';
      setSending(true);
      const kept = await dispatch(setTaxArrangement(owner, change));
      setSending(false);
      if (!kept) return 'failed';
      onSaved();
      return 'succeeded';
    });

  const current = owner.nextTaxArrangement ?? owner.taxArrangement;
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        kind: current.kind,
        fromMonth: months[0],
        appointmentReference: current.appointmentReference ?? undefined,
        appointedOn: current.appointedOn ?? undefined,
      }}
      onFinish={(values) => void save(values)}
      onValuesChange={() => setProblem(null)}
    >
      <Form.Item label="Arrangement" name="kind">
        <Radio.Group className="tax-arrangement-form__kinds">
          {KINDS.map((k) => {
            const why = kindRefusal(owner, k);
            return (
              <div key={k}>
                <Radio value={k} disabled={why !== null}>
                  {TAX_ARRANGEMENT_NAMES[k]}
                </Radio>
                {why && <span className="tax-arrangement-form__why">{why}</span>}
                {k === 'not-applicable' && !why && owner.mriNotApplicableReason && (
                  <span className="tax-arrangement-form__why">
                    {NOT_APPLICABLE_REASON_NAMES[owner.mriNotApplicableReason]}
                  </span>
                )}
              </div>
            );
          })}
        </Radio.Group>
      </Form.Item>
      <Form.Item label="From month" name="fromMonth" extra="Earlier statements never change.">
        <Select options={months.map((m) => ({ value: m, label: formatMonth(m) }))} />
      </Form.Item>
      {kind === 'appointed-agent' && (
        <>
          <Form.Item
            label="Appointment reference"
            name="appointmentReference"
            rules={[
              { required: true, whitespace: true, message: APPOINTMENT_REFERENCE_TEXT },
              limitRule('Appointment reference', APPOINTMENT_REFERENCE_MAX),
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="Appointment date"
            name="appointedOn"
            rules={[{ required: true, message: APPOINTMENT_DATE_TEXT }]}
          >
            <Input type="date" max={today} />
          </Form.Item>
        </>
      )}
      {problem && <Alert type="error" showIcon title={problem} className="tax-arrangement-form__problem" />}
      <div className="tax-arrangement-form__actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={sending}>
          Save
        </Button>
      </div>
    </Form>
  );
}
