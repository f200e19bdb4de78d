import { Alert, Button, Form, Input, Popconfirm } from 'antd';
import { useId, useRef, useState, type ReactNode } from 'react';
import { kesText } from '../../lib/format';
import { tooLongText } from '../../lib/text-limits';
import {
  ACTION_TEXT,
  CATEGORY_TEXT,
  DECLINE_NOTE_REQUIRED_TEXT,
  MAINTENANCE_TEXT_LIMITS,
  PRIORITY_TEXT,
  MaintenanceStatusTag,
  stepsFor,
  timelineLines,
  useCancelMaintenanceRequestMutation,
  useDecideMaintenanceCostMutation,
  useGetMaintenancePhotosQuery,
  type MaintenanceRequest,
} from '../maintenance/public';
import { Facts, type Fact } from './facts';
import {
  actionFailureText,
  APPROVE_CONFIRM_TEXT,
  approveConfirmTitle,
  atText,
  CONFIRM_APPROVE_BUTTON,
  BY_ROLE_TEXT,
  decidedText,
  NOTE_TO_FIRM_LABEL,
  PERMISSION_TO_ENTER_LABEL,
  STEP_OFFLINE_TEXT,
} from './maintenance-text';
import './portal.css';

/*
 * A maintenance request as the portal shows it (product rules, 'Maintenance'): its facts and
 * dated timeline, with the tenant's 'Cancel request' or the owner's 'Approve' and 'Decline'.
 */

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
  const facts: [string, ReactNode][] = [
    ['Status', <MaintenanceStatusTag status={request.status} />],
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
      <Facts facts={facts.map(([label, value]): Fact => [label, value, 'text-wrap'])} />
      <p className="portal-request__description text-wrap">{request.description}</p>
      {request.photos.length > 0 && <RequestPhotos request={request} />}
      <ol className="portal-timeline" aria-label={`Timeline of ${request.number}`}>
        {timelineLines(request.timeline).map(({ event, title, happened }, i) => (
          <li key={`${event.at}-${i}`}>
            <span className="portal-timeline__when">{atText(event.at)}</span> <strong>{title}</strong>
            {happened && `: ${happened}`}, by {event.by.name} ({BY_ROLE_TEXT[event.by.role]})
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
export function TenantRequest({ request }: { request: MaintenanceRequest }) {
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
export function OwnerRequest({ request }: { request: MaintenanceRequest }) {
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
  // Typing past the limit is not stopped: the field says so at once and nothing is sent.
  const noteTooLong =
    note.length > MAINTENANCE_TEXT_LIMITS.note
      ? tooLongText(NOTE_TO_FIRM_LABEL, MAINTENANCE_TEXT_LIMITS.note)
      : null;
  const shownNoteError = noteError ?? noteTooLong;

  const send = async (decision: 'approve' | 'decline') => {
    if (inFlight.current || noteTooLong !== null) return;
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
            validateStatus={shownNoteError ? 'error' : undefined}
            help={shownNoteError}
          >
            <Input.TextArea
              id={`${ids}-note`}
              rows={2}
              count={{ show: true, max: MAINTENANCE_TEXT_LIMITS.note }}
              value={note}
              aria-invalid={shownNoteError ? true : undefined}
              onChange={(e) => {
                setNote(e.target.value);
                if (noteError) setNoteError(null);
              }}
            />
          </Form.Item>
          <div className="portal-decision__actions">
            <Popconfirm
              title={approveConfirmTitle(request)}
              description={APPROVE_CONFIRM_TEXT}
              okText={CONFIRM_APPROVE_BUTTON}
              cancelText="Cancel"
              onConfirm={() => void send('approve')}
            >
              <Button
                type="primary"
                loading={sending === 'approve'}
                disabled={sending === 'decline'}
                aria-label={`${ACTION_TEXT.approve.button} the cost of ${request.number}`}
              >
                {ACTION_TEXT.approve.button}
              </Button>
            </Popconfirm>
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
