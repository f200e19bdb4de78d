import { Button, Card, Descriptions, Flex, Form, Input, InputNumber, Result } from 'antd';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/button-link';
import { ConsolePage } from '../../console/console-page';
import { LoadGate } from '../../console/load-gate';
import { formatDateAtTime, kesText } from '../../lib/format';
import { limitRule } from '../../lib/text-limits';
import { formatKenyanPhone, KENYA_DIAL_CODE } from '../../lib/kenyan-phone';
import {
  ACTION_TEXT,
  CATEGORY_TEXT,
  CONTRACTOR_REQUIRED_TEXT,
  COST_TEXT,
  timelineLines,
  isValidCost,
  MAINTENANCE_TEXT_LIMITS,
  MAX_COST_ESTIMATE_KES,
  NOTE_REQUIRED_TEXT,
  OWNER_APPROVAL_THRESHOLD_KES,
  PRIORITY_TEXT,
  stepsFor,
  useGetMaintenancePhotosQuery,
  type Contractor,
  type MaintenanceEvent,
  type MaintenanceRequest,
  type MaintenanceStep,
  type StaffAction,
  MaintenanceStatusTag,
} from '../maintenance/public';
import { takeStep } from './maintenance-changes';
import { useEnsureMaintenanceLoaded } from './maintenance-load';
import { selectMaintenanceRequestById, selectStepInFlight } from './maintenance-slice';
import '../../components/long-text.css';
import './maintenance.css';

export const MAINTENANCE_REQUEST_NOT_FOUND_TEXT = 'Maintenance request not found';
export const BACK_TO_QUEUE_TEXT = 'Back to the maintenance queue';
export const PHOTOS_FAILED_TEXT = 'The photos could not be loaded.';
export const TENANT_PHONE_LABEL = "Tenant's phone";
export const NO_PHOTOS_TEXT = 'No photos were sent with this request.';
export const NOTHING_YET_TEXT = 'None yet';
export const NO_STEPS_TEXT = 'No further steps: this request is finished.';
/** The cost estimate's hint: above the threshold the owner must approve first. */
export const OWNER_APPROVAL_HINT = `Whole shillings. Above ${kesText(OWNER_APPROVAL_THRESHOLD_KES)} the owner must approve the cost before work starts.`;

/** The steps that are one click (the others are small forms). */
const BUTTON_STEPS: readonly StaffAction[] = ['acknowledge', 'start', 'resolve', 'close'];

/** '2025-03-06T10:15' -> '6 March 2025 at 10:15'. */
const whenText = (at: string): string => formatDateAtTime(at.slice(0, 10), at.slice(11, 16));

const WHO_TEXT: Record<MaintenanceEvent['by']['role'], string> = {
  tenant: 'tenant',
  staff: 'staff',
  owner: 'owner',
};

/**
 * The steps of one request, one at a time: a click (or a form's submit) sends one request and
 * every step waits until it is answered (the change engine puts it back, with a toast, if the
 * server refuses).
 */
function useSteps(id: string) {
  const dispatch = useAppDispatch();
  const inFlight = useAppSelector((state) => selectStepInFlight(state, id));
  // A second click before React has re-rendered the disabled buttons sends nothing.
  const sending = useRef(false);
  const [pending, setPending] = useState<StaffAction | null>(null);
  const take = useCallback(
    async (step: MaintenanceStep): Promise<boolean> => {
      if (sending.current) return false;
      sending.current = true;
      setPending(step.action);
      try {
        return await dispatch(takeStep(id, step));
      } finally {
        sending.current = false;
        setPending(null);
      }
    },
    [dispatch, id],
  );
  return { busy: inFlight || pending !== null, pending, take };
}

type Steps = ReturnType<typeof useSteps>;

function StepForm<V extends object>({
  action,
  steps,
  toStep,
  children,
}: {
  action: StaffAction;
  steps: Steps;
  toStep: (values: V) => MaintenanceStep;
  children: ReactNode;
}) {
  const [form] = Form.useForm<V>();
  const title = ACTION_TEXT[action].button;
  const headingId = `maintenance-step-${action}`;
  return (
    <section className="maintenance-step" aria-labelledby={headingId}>
      <h4 id={headingId} className="maintenance-step__title">
        {title}
      </h4>
      <Form<V>
        form={form}
        layout="vertical"
        name={`maintenance-${action}`}
        onFinish={async (values) => {
          if (await steps.take(toStep(values))) form.resetFields();
        }}
      >
        {children}
        <Button
          htmlType="submit"
          disabled={steps.busy && steps.pending !== action}
          loading={steps.pending === action}
        >
          {title}
        </Button>
      </Form>
    </section>
  );
}

interface ContractorValues {
  name: string;
  phone: string;
}
interface NoteValues {
  note: string;
}
interface CostValues {
  cost: number | null;
}

const contractorRule = { required: true, whitespace: true, message: CONTRACTOR_REQUIRED_TEXT };

/** What staff may do next, by the rules (`stepsFor('staff', status)`). */
function StepsPanel({ request }: { request: MaintenanceRequest }) {
  const steps = useSteps(request.id);
  // Staff's steps are all StaffActions (the rules' ACTION_ACTOR).
  const offered = stepsFor('staff', request.status) as StaffAction[];
  const buttons = offered.filter((action) => BUTTON_STEPS.includes(action));
  const has = (action: StaffAction) => offered.includes(action);

  return (
    <section className="maintenance-detail__section" aria-labelledby="maintenance-steps">
      <h3 id="maintenance-steps" className="maintenance-detail__heading">
        Steps
      </h3>
      {offered.length === 0 && <p>{NO_STEPS_TEXT}</p>}
      {buttons.length > 0 && (
        <Flex gap={8} wrap className="maintenance-detail__buttons">
          {buttons.map((action) => (
            <Button
              key={action}
              type="primary"
              disabled={steps.busy && steps.pending !== action}
              loading={steps.pending === action}
              onClick={() => void steps.take({ action })}
            >
              {ACTION_TEXT[action].button}
            </Button>
          ))}
        </Flex>
      )}
      <div className="maintenance-detail__forms">
        {has('assign') && (
          <StepForm<ContractorValues>
            action="assign"
            steps={steps}
            toStep={(v): MaintenanceStep => ({
              action: 'assign',
              contractor: { name: v.name.trim(), phone: v.phone.trim() } satisfies Contractor,
            })}
          >
            <Form.Item
              label="Name"
              name="name"
              rules={[contractorRule, limitRule('Name', MAINTENANCE_TEXT_LIMITS.contractorName)]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              label="Phone"
              name="phone"
              rules={[contractorRule, limitRule('Phone', MAINTENANCE_TEXT_LIMITS.contractorPhone)]}
            >
              <Input type="tel" autoComplete="off" />
            </Form.Item>
          </StepForm>
        )}
        {has('note') && (
          <StepForm<NoteValues>
            action="note"
            steps={steps}
            toStep={(v) => ({ action: 'note', note: v.note.trim() })}
          >
            <Form.Item
              label="Note"
              name="note"
              rules={[
                { required: true, whitespace: true, message: NOTE_REQUIRED_TEXT },
                limitRule('Note', MAINTENANCE_TEXT_LIMITS.note),
              ]}
            >
              <Input.TextArea rows={3} count={{ show: true, max: MAINTENANCE_TEXT_LIMITS.note }} />
            </Form.Item>
          </StepForm>
        )}
        {has('estimate') && (
          <StepForm<CostValues>
            action="estimate"
            steps={steps}
            toStep={(v) => ({ action: 'estimate', costEstimateKes: v.cost ?? 0 })}
          >
            <Form.Item
              label="Cost (KES)"
              name="cost"
              extra={OWNER_APPROVAL_HINT}
              rules={[
                {
                  validator: (_rule, value: unknown) =>
                    isValidCost(value) ? Promise.resolve() : Promise.reject(new Error(COST_TEXT)),
                },
              ]}
            >
              <InputNumber<number>
                className="maintenance-detail__cost"
                min={1}
                max={MAX_COST_ESTIMATE_KES}
                controls={false}
                inputMode="numeric"
              />
            </Form.Item>
          </StepForm>
        )}
      </div>
    </section>
  );
}

/** The request's photos, read when shown; a failure says so and leaves the page standing. */
function Photos({ request }: { request: MaintenanceRequest }) {
  const none = request.photos.length === 0;
  const { data, isError, isLoading, refetch } = useGetMaintenancePhotosQuery(request.id, { skip: none });
  let body;
  if (none) body = <p>{NO_PHOTOS_TEXT}</p>;
  else if (isError)
    body = (
      <div role="alert" className="maintenance-detail__photos-failed">
        <p>{PHOTOS_FAILED_TEXT}</p>
        <Button onClick={() => void refetch()}>Retry</Button>
      </div>
    );
  else if (isLoading || !data) body = <p>Loading photos...</p>;
  else
    body = (
      <ul className="maintenance-photos">
        {data.map((photo) => (
          <li key={photo.id}>
            <figure className="maintenance-photo">
              <img src={photo.dataUrl} alt={photo.name} width={photo.width} height={photo.height} />
              <figcaption className="text-wrap">{photo.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="maintenance-detail__section" aria-labelledby="maintenance-photos">
      <h3 id="maintenance-photos" className="maintenance-detail__heading">
        Photos
      </h3>
      {body}
    </section>
  );
}

function TimelineSection({ request }: { request: MaintenanceRequest }) {
  return (
    <section className="maintenance-detail__section" aria-labelledby="maintenance-timeline">
      <h3 id="maintenance-timeline" className="maintenance-detail__heading">
        Timeline
      </h3>
      <ol className="maintenance-timeline">
        {timelineLines(request.timeline).map(({ event, title, happened }, index) => (
          <li key={`${event.at}-${index}`} className="maintenance-timeline__event">
            <strong>{title}</strong>
            {happened && `: ${happened}`}
            <div className="console-muted">
              {whenText(event.at)}, by {event.by.name} ({WHO_TEXT[event.by.role]})
            </div>
            {event.note && (
              <p className="console-pre-wrap text-wrap maintenance-timeline__note">{event.note}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function RequestDetail({ id }: { id: string }) {
  const request = useAppSelector((state) => selectMaintenanceRequestById(state, id));
  if (!request) {
    return (
      <Result
        status="404"
        title={<h2 className="console-result-title">{MAINTENANCE_REQUEST_NOT_FOUND_TEXT}</h2>}
        subTitle="This maintenance request does not exist."
        extra={
          <ButtonLink type="primary" to={PATHS.adminMaintenance}>
            {BACK_TO_QUEUE_TEXT}
          </ButtonLink>
        }
      />
    );
  }
  const title = `${request.number}: ${request.title}`;
  return (
    <Card
      className="maintenance-detail"
      title={
        <h2 className="console-card-title text-clip" title={title}>
          {title}
        </h2>
      }
      extra={
        <span data-testid="maintenance-status">
          <MaintenanceStatusTag status={request.status} />
        </span>
      }
    >
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'tenant', label: 'Tenant', children: <span className="text-wrap">{request.tenant}</span> },
          // Staff see the tenant's phone, to arrange a visit (the portal never has it).
          ...(request.tenantPhone
            ? [
                {
                  key: 'phone',
                  label: TENANT_PHONE_LABEL,
                  children: (
                    <a href={`tel:+${request.tenantPhone}`}>
                      {formatKenyanPhone(request.tenantPhone.slice(KENYA_DIAL_CODE.length))}
                    </a>
                  ),
                },
              ]
            : []),
          {
            key: 'property',
            label: 'Property',
            children: <span className="text-wrap">{`${request.propertyName}, ${request.town}`}</span>,
          },
          { key: 'unit', label: 'Unit', children: request.unit },
          { key: 'category', label: 'Category', children: CATEGORY_TEXT[request.category] },
          { key: 'priority', label: 'Priority', children: PRIORITY_TEXT[request.priority] },
          { key: 'sent', label: 'Sent', children: whenText(request.createdAt) },
          {
            key: 'entry',
            label: 'Permission to enter',
            children: request.permissionToEnter ? 'Yes, when nobody is home' : 'No',
          },
          {
            key: 'times',
            label: 'Preferred times',
            children: <span className="text-wrap">{request.preferredTimes || NOTHING_YET_TEXT}</span>,
          },
          {
            key: 'contractor',
            label: 'Contractor',
            children: request.contractor ? (
              <span className="text-wrap">{`${request.contractor.name}, ${request.contractor.phone}`}</span>
            ) : (
              NOTHING_YET_TEXT
            ),
          },
          {
            key: 'cost',
            label: 'Cost estimate',
            children: request.costEstimateKes === null ? NOTHING_YET_TEXT : kesText(request.costEstimateKes),
          },
          {
            key: 'description',
            label: 'Description',
            span: 'filled',
            children: <span className="console-pre-wrap text-wrap">{request.description}</span>,
          },
        ]}
      />
      <Photos request={request} />
      <TimelineSection request={request} />
      <StepsPanel request={request} />
    </Card>
  );
}

/** One maintenance request (/admin-maintenance/view/:id; product rules, 'Maintenance'). */
export function MaintenanceRequestPage() {
  const load = useEnsureMaintenanceLoaded();
  const { id = '' } = useParams();
  return (
    <ConsolePage title="Maintenance request" back={{ to: PATHS.adminMaintenance, label: BACK_TO_QUEUE_TEXT }}>
      <LoadGate load={load}>
        <RequestDetail id={id} />
      </LoadGate>
    </ConsolePage>
  );
}
