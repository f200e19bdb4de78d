import { Alert, Button, Card, Checkbox, Empty, Form, Input, Popconfirm, Select, Tag } from 'antd';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { PageLoading } from '../../components/page-loading';
import { PATHS } from '../../config/paths';
import { ConsolePage } from '../../console/console-page';
import { loadFailureOf } from '../../console/data-loading';
import { LoadError } from '../../console/load-gate';
import { kesText } from '../../lib/format';
import {
  ACTION_TEXT,
  CATEGORY_TEXT,
  DECLINE_NOTE_REQUIRED_TEXT,
  DESCRIPTION_REQUIRED_TEXT,
  EVENT_TEXT,
  MAX_PHOTOS,
  PHOTO_TYPES,
  photoUnreadableText,
  PRIORITY_ORDER,
  PRIORITY_TEXT,
  STATUS_TEXT,
  stepsFor,
  TITLE_REQUIRED_TEXT,
  TOO_MANY_PHOTOS_TEXT,
  useCancelMaintenanceRequestMutation,
  useDecideMaintenanceCostMutation,
  useGetMaintenancePhotosQuery,
  useListMyMaintenanceRequestsQuery,
  useReportMaintenanceProblemMutation,
  type MaintenanceCategory,
  type MaintenancePriority,
  type MaintenanceRequest,
  type NewMaintenancePhoto,
} from '../maintenance/public';
import {
  actionFailureText,
  atText,
  BY_ROLE_TEXT,
  CATEGORY_REQUIRED_TEXT,
  decidedText,
  MAINTENANCE_ERROR_TITLE,
  NO_MAINTENANCE_TEXT,
  NO_REPORTED_TEXT,
  NO_REQUESTS_ON_PROPERTIES_TEXT,
  PHOTOS_HELP_TEXT,
  PREPARING_PHOTOS_TEXT,
  REPORT_OFFLINE_TEXT,
  REPORT_TITLE,
  sentText,
  STEP_OFFLINE_TEXT,
} from './maintenance-text';
import { checkPhoto, scalePhoto } from './photo-prep';
import { useGetPortalProfileQuery, type LeaseSummary } from './portal-api';
import { BACK_TO_DASHBOARD } from './portal-states';
import { unitText } from './statement-rows';
import { usePortalPolling } from './use-lease-account';
import './portal.css';

export { NO_MAINTENANCE_TEXT };

export const SEND_REQUEST_LABEL = 'Send request';
export const YOUR_REQUESTS_TITLE = 'Your requests';
export const ON_YOUR_PROPERTIES_TITLE = 'On your properties';
export const NOTE_TO_FIRM_LABEL = 'Note to the firm';
export const PERMISSION_TO_ENTER_LABEL = 'Staff may enter when nobody is home';

/**
 * Maintenance requests (/user/maintenance; product rules, 'Maintenance'): a tenant reports a
 * problem with photos and follows their requests' dated timelines, cancelling one while it is
 * still Submitted; an owner follows the requests on their properties and approves or declines
 * a cost awaiting their approval. Live: staff's and the other party's steps show within 5 s.
 */
export function PortalMaintenancePage() {
  const profile = useGetPortalProfileQuery();
  const leases = profile.data?.leases ?? [];
  const rents = leases.length > 0;
  const owns = (profile.data?.properties.length ?? 0) > 0;
  const requests = useListMyMaintenanceRequestsQuery(undefined, {
    skip: !rents && !owns,
    pollingInterval: usePortalPolling(),
  });

  let body: ReactNode;
  if (profile.isError && !profile.data) {
    body = (
      <LoadError
        title={MAINTENANCE_ERROR_TITLE}
        failure={loadFailureOf(profile.error)}
        onRetry={() => void profile.refetch()}
      />
    );
  } else if (!profile.data) {
    body = <PageLoading />;
  } else if (!rents && !owns) {
    body = (
      <Card>
        <Empty description={NO_MAINTENANCE_TEXT} />
      </Card>
    );
  } else {
    let lists: ReactNode;
    if (requests.isError && !requests.data) {
      lists = (
        <LoadError
          title={MAINTENANCE_ERROR_TITLE}
          failure={loadFailureOf(requests.error)}
          onRetry={() => void requests.refetch()}
        />
      );
    } else if (!requests.data) {
      lists = <PageLoading />;
    } else {
      lists = (
        <>
          {rents && (
            <RequestList
              title={YOUR_REQUESTS_TITLE}
              empty={NO_REPORTED_TEXT}
              requests={requests.data.reported}
              render={(request) => <TenantRequest request={request} />}
            />
          )}
          {owns && (
            <RequestList
              title={ON_YOUR_PROPERTIES_TITLE}
              empty={NO_REQUESTS_ON_PROPERTIES_TEXT}
              requests={requests.data.onMyProperties}
              render={(request) => <OwnerRequest request={request} />}
            />
          )}
        </>
      );
    }
    body = (
      <>
        {rents && <ReportProblem leases={leases} />}
        {lists}
      </>
    );
  }

  return (
    <ConsolePage title="Maintenance requests" back={{ to: PATHS.user, label: BACK_TO_DASHBOARD }}>
      <div className="portal">{body}</div>
    </ConsolePage>
  );
}

// ---- 'Report a problem' ----

interface ReportValues {
  leaseId?: string;
  category?: MaintenanceCategory;
  priority: MaintenancePriority;
  title: string;
  description: string;
  permissionToEnter: boolean;
  preferredTimes?: string;
}

interface PickedPhoto {
  key: number;
  photo: NewMaintenancePhoto;
}

const CATEGORY_OPTIONS = (Object.keys(CATEGORY_TEXT) as MaintenanceCategory[]).map((value) => ({
  value,
  label: CATEGORY_TEXT[value],
}));
const PRIORITY_OPTIONS = PRIORITY_ORDER.map((value) => ({ value, label: PRIORITY_TEXT[value] }));
const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/**
 * The tenant's 'Report a problem': every field labelled; photos checked as they are picked (a
 * refusal names the file) and scaled to 1600 px before they are sent. One click sends one
 * request; a failure keeps everything typed and picked.
 */
function ReportProblem({ leases }: { leases: readonly LeaseSummary[] }) {
  const [form] = Form.useForm<ReportValues>();
  const [report] = useReportMaintenanceProblemMutation();
  const ids = useId();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const inFlight = useRef(false);
  const nextKey = useRef(0);
  const firstLease = leases[0];

  const pickPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be picked again after it was removed.
    event.target.value = '';
    const errors: string[] = [];
    const accepted: File[] = [];
    const room = MAX_PHOTOS - photos.length - preparing;
    for (const file of files) {
      const refusal = checkPhoto(file);
      if (refusal) errors.push(refusal);
      else if (accepted.length >= room) {
        if (!errors.includes(TOO_MANY_PHOTOS_TEXT)) errors.push(TOO_MANY_PHOTOS_TEXT);
      } else accepted.push(file);
    }
    setPhotoErrors(errors);
    if (accepted.length === 0) return;
    setPreparing((n) => n + accepted.length);
    const results = await Promise.allSettled(accepted.map((file) => scalePhoto(file)));
    const scaled: PickedPhoto[] = [];
    const unreadable: string[] = [];
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') scaled.push({ key: nextKey.current++, photo: result.value });
      else
        unreadable.push(
          result.reason instanceof Error ? result.reason.message : photoUnreadableText(accepted[i]!.name),
        );
    });
    setPreparing((n) => n - accepted.length);
    setPhotos((list) => [...list, ...scaled].slice(0, MAX_PHOTOS));
    if (unreadable.length > 0) setPhotoErrors((list) => [...list, ...unreadable]);
  };

  /**
   * One click, one request: the guard goes up at the click, before the fields are checked, so
   * a double click never sends twice, even when the first answer comes back at once.
   */
  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      let values: ReportValues;
      try {
        values = await form.validateFields();
      } catch (invalid) {
        const first = (invalid as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
        if (first) form.focusField(first.name);
        return;
      }
      const leaseId = values.leaseId ?? firstLease?.id;
      if (!leaseId || !values.category) return;
      setSending(true);
      setFailure(null);
      setSent(null);
      const result = await report({
        leaseId,
        category: values.category,
        priority: values.priority,
        title: values.title.trim(),
        description: values.description.trim(),
        photos: photos.map((p) => p.photo),
        permissionToEnter: values.permissionToEnter,
        preferredTimes: (values.preferredTimes ?? '').trim(),
      });
      setSending(false);
      if ('error' in result) {
        setFailure(actionFailureText(result.error, REPORT_OFFLINE_TEXT));
        return;
      }
      form.resetFields();
      setPhotos([]);
      setPhotoErrors([]);
      setSent(sentText(result.data.number));
    } finally {
      inFlight.current = false;
    }
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <Card>
      <section aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className="portal__section-title">
          {REPORT_TITLE}
        </h2>
        <Form<ReportValues>
          form={form}
          name="report"
          layout="vertical"
          requiredMark={false}
          className="portal-report"
          initialValues={{ leaseId: firstLease?.id, priority: 'normal', permissionToEnter: false }}
          onValuesChange={() => setSent(null)}
        >
          {leases.length > 1 ? (
            <Form.Item label="Unit" name="leaseId">
              <Select options={leases.map((lease) => ({ value: lease.id, label: unitText(lease) }))} />
            </Form.Item>
          ) : (
            firstLease && <p className="text-wrap">For {unitText(firstLease)}</p>
          )}
          <div className="portal-report__pair">
            <Form.Item
              label="Category"
              name="category"
              rules={[{ required: true, message: CATEGORY_REQUIRED_TEXT }]}
            >
              <Select options={CATEGORY_OPTIONS} placeholder="Choose…" />
            </Form.Item>
            <Form.Item label="Priority" name="priority">
              <Select options={PRIORITY_OPTIONS} />
            </Form.Item>
          </div>
          <Form.Item label="Title" name="title" rules={required(TITLE_REQUIRED_TEXT)}>
            <Input maxLength={120} showCount placeholder="Kitchen tap leaking" />
          </Form.Item>
          <Form.Item label="Description" name="description" rules={required(DESCRIPTION_REQUIRED_TEXT)}>
            <Input.TextArea maxLength={2000} showCount rows={4} />
          </Form.Item>
          <Form.Item
            label="Photos"
            htmlFor={`${ids}-photos`}
            extra={<span id={`${ids}-photos-help`}>{PHOTOS_HELP_TEXT}</span>}
          >
            <input
              id={`${ids}-photos`}
              aria-describedby={`${ids}-photos-help`}
              className="portal-report__file"
              type="file"
              accept={PHOTO_ACCEPT}
              multiple
              disabled={sending}
              onChange={(event) => void pickPhotos(event)}
            />
          </Form.Item>
          {photoErrors.length > 0 && (
            <Alert
              className="portal-report__alert"
              type="error"
              showIcon
              title={
                photoErrors.length === 1 ? (
                  photoErrors[0]
                ) : (
                  <ul className="portal-report__errors">
                    {photoErrors.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                )
              }
            />
          )}
          {preparing > 0 && (
            <p role="status" className="console-muted">
              {PREPARING_PHOTOS_TEXT}
            </p>
          )}
          {photos.length > 0 && (
            <ul className="portal-photos" aria-label="Photos to send">
              {photos.map(({ key, photo }) => (
                <li key={key} className="portal-photos__item">
                  <img src={photo.dataUrl} alt={photo.name} className="portal-photos__thumb" />
                  <Button
                    size="small"
                    aria-label={`Remove ${photo.name}`}
                    disabled={sending}
                    onClick={() => setPhotos((list) => list.filter((p) => p.key !== key))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Form.Item name="permissionToEnter" valuePropName="checked">
            <Checkbox>{PERMISSION_TO_ENTER_LABEL}</Checkbox>
          </Form.Item>
          <Form.Item label="Preferred times" name="preferredTimes">
            <Input maxLength={200} placeholder="Weekdays after 5 pm" />
          </Form.Item>
          {failure && <Alert className="portal-report__alert" type="error" showIcon title={failure} />}
          {sent && (
            <Alert className="portal-report__alert" type="success" showIcon role="status" title={sent} />
          )}
          {/* A submit button, so Enter in a field sends too (the browser clicks it); the click sends. */}
          <Button
            type="primary"
            htmlType="submit"
            loading={sending}
            disabled={preparing > 0}
            onClick={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            {SEND_REQUEST_LABEL}
          </Button>
        </Form>
      </section>
    </Card>
  );
}

// ---- The requests ----

function RequestList({
  title,
  empty,
  requests,
  render,
}: {
  title: string;
  empty: string;
  requests: readonly MaintenanceRequest[];
  render: (request: MaintenanceRequest) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="portal__section-title">
          {title}
        </h2>
        {requests.length === 0 ? (
          <p className="console-muted">{empty}</p>
        ) : (
          <ul className="portal-requests">
            {requests.map((request) => (
              <li key={request.id}>{render(request)}</li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

/** One request: its facts, description, photos and dated timeline; `children` are the steps offered. */
function RequestDetails({
  request,
  owner,
  children,
}: {
  request: MaintenanceRequest;
  owner: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  type Fact = [label: string, value: ReactNode];
  const facts: Fact[] = [
    ['Status', <Tag>{STATUS_TEXT[request.status]}</Tag>],
    ['Category', CATEGORY_TEXT[request.category]],
    ['Priority', PRIORITY_TEXT[request.priority]],
  ];
  if (owner)
    facts.push(
      ['Property', `${request.propertyName}, ${request.town}`],
      ['Unit', request.unit],
      ['Tenant', request.tenant],
    );
  else facts.push(['Unit', `Unit ${request.unit}, ${request.propertyName}, ${request.town}`]);
  facts.push(['Sent', atText(request.createdAt)]);
  if (request.contractor)
    facts.push(['Contractor', `${request.contractor.name}, ${request.contractor.phone}`]);
  if (request.costEstimateKes !== null) facts.push(['Cost estimate', kesText(request.costEstimateKes)]);
  facts.push([PERMISSION_TO_ENTER_LABEL, request.permissionToEnter ? 'Yes' : 'No']);
  if (request.preferredTimes) facts.push(['Preferred times', request.preferredTimes]);
  return (
    <article aria-labelledby={headingId} className="portal-request">
      <h3 id={headingId} className="portal-request__title text-wrap">
        {request.number}: {request.title}
      </h3>
      <dl className="portal-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="text-wrap">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="portal-request__description text-wrap">{request.description}</p>
      {request.photos.length > 0 && <RequestPhotos request={request} />}
      <ol className="portal-timeline" aria-label={`Timeline of ${request.number}`}>
        {request.timeline.map((event, i) => (
          <li key={`${event.at}-${i}`}>
            <span className="portal-timeline__when">{atText(event.at)}</span>{' '}
            <strong>{EVENT_TEXT[event.kind]}</strong>, by {event.by.name} ({BY_ROLE_TEXT[event.by.role]})
            {event.note && <p className="portal-timeline__note text-wrap">{event.note}</p>}
          </li>
        ))}
      </ol>
      {children}
    </article>
  );
}

/** A request's photos: their count, and the photos themselves on demand (read once, then kept while shown). */
function RequestPhotos({ request }: { request: MaintenanceRequest }) {
  const [shown, setShown] = useState(false);
  const photos = useGetMaintenancePhotosQuery(request.id, { skip: !shown });
  const count = request.photos.length;
  const countText = count === 1 ? '1 photo' : `${count} photos`;
  return (
    <div className="portal-request__photos">
      <p>
        {countText}{' '}
        <Button
          size="small"
          onClick={() => setShown((s) => !s)}
          aria-expanded={shown}
          aria-label={`${shown ? 'Hide' : 'Show'} the photos of ${request.number}`}
        >
          {shown ? 'Hide photos' : 'Show photos'}
        </Button>
      </p>
      {shown &&
        (photos.data ? (
          <ul className="portal-photos">
            {photos.data.map((photo) => (
              <li key={photo.id} className="portal-photos__item">
                <img src={photo.dataUrl} alt={photo.name} className="portal-photos__large" />
              </li>
            ))}
          </ul>
        ) : photos.isError ? (
          <p role="alert">The photos could not be loaded. Try again in a moment.</p>
        ) : (
          <p role="status" className="console-muted">
            Loading the photos…
          </p>
        ))}
    </div>
  );
}

/** What a step's answer said: a failure (announced) or how it went. */
function Outcome({ failure, done }: { failure: string | null; done?: string | null }) {
  if (failure) return <Alert className="portal-request__outcome" type="error" showIcon title={failure} />;
  if (done)
    return <Alert className="portal-request__outcome" type="success" showIcon role="status" title={done} />;
  return null;
}

/** A tenant's request, with 'Cancel request' while it is still Submitted. */
function TenantRequest({ request }: { request: MaintenanceRequest }) {
  const [cancel, { isLoading }] = useCancelMaintenanceRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const mayCancel = stepsFor('tenant', request.status).includes('cancel');

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    const result = await cancel(request.id);
    inFlight.current = false;
    if ('error' in result) setFailure(actionFailureText(result.error, STEP_OFFLINE_TEXT));
  };

  return (
    <RequestDetails request={request} owner={false}>
      <Outcome failure={failure} />
      {mayCancel && (
        <Popconfirm
          title={`Cancel ${request.number}?`}
          description="The firm stops working on it."
          okText="Yes, cancel it"
          cancelText="Keep it"
          onConfirm={confirm}
        >
          <Button loading={isLoading} aria-label={`${ACTION_TEXT.cancel.button} ${request.number}`}>
            {ACTION_TEXT.cancel.button}
          </Button>
        </Popconfirm>
      )}
    </RequestDetails>
  );
}

/** A request on the owner's property; on one awaiting their approval, 'Approve' or 'Decline' with a note. */
function OwnerRequest({ request }: { request: MaintenanceRequest }) {
  const [decide] = useDecideMaintenanceCostMutation();
  const ids = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [sending, setSending] = useState<'approve' | 'decline' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const inFlight = useRef(false);
  const steps = stepsFor('owner', request.status);
  const mayDecide = steps.includes('approve') && steps.includes('decline');

  const send = async (decision: 'approve' | 'decline') => {
    if (inFlight.current) return;
    if (decision === 'decline' && note.trim() === '') {
      setNoteError(DECLINE_NOTE_REQUIRED_TEXT);
      return;
    }
    inFlight.current = true;
    setNoteError(null);
    setFailure(null);
    setDone(null);
    setSending(decision);
    const result = await decide({ id: request.id, maintenanceDecision: { decision, note: note.trim() } });
    inFlight.current = false;
    setSending(null);
    if ('error' in result) {
      setFailure(actionFailureText(result.error, STEP_OFFLINE_TEXT));
      return;
    }
    setNote('');
    setDone(decidedText(decision, request));
  };

  return (
    <RequestDetails request={request} owner>
      <Outcome failure={failure} done={done} />
      {mayDecide && (
        <Form layout="vertical" component="div" className="portal-decision">
          <Form.Item
            label={NOTE_TO_FIRM_LABEL}
            htmlFor={`${ids}-note`}
            validateStatus={noteError ? 'error' : undefined}
            help={noteError}
          >
            <Input.TextArea
              id={`${ids}-note`}
              rows={2}
              maxLength={500}
              value={note}
              aria-invalid={noteError ? true : undefined}
              onChange={(e) => {
                setNote(e.target.value);
                if (noteError) setNoteError(null);
              }}
            />
          </Form.Item>
          <div className="portal-decision__actions">
            <Button
              type="primary"
              loading={sending === 'approve'}
              disabled={sending === 'decline'}
              aria-label={`${ACTION_TEXT.approve.button} the cost of ${request.number}`}
              onClick={() => void send('approve')}
            >
              {ACTION_TEXT.approve.button}
            </Button>
            <Button
              loading={sending === 'decline'}
              disabled={sending === 'approve'}
              aria-label={`${ACTION_TEXT.decline.button} the cost of ${request.number}`}
              onClick={() => void send('decline')}
            >
              {ACTION_TEXT.decline.button}
            </Button>
          </div>
        </Form>
      )}
    </RequestDetails>
  );
}
