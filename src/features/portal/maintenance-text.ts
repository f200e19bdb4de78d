import { FORBIDDEN_TEXT, isOffline } from '../../console/change-engine';
import { formatDateAtTime, kesText } from '../../lib/format';
import { apiErrorText } from '../../store/api-error';
import { isOpen, type MaintenanceRequest, type MyMaintenanceRequests } from '../maintenance/public';

/*
 * The words of the portal's maintenance screens (product rules, 'Maintenance'); the rules' own
 * texts (statuses, timeline entries, refusals, the form's checks) are in maintenance-rules.ts.
 */

export const NO_MAINTENANCE_TEXT =
  'You have no lease or property with us, so there are no maintenance requests to show.';
export const MAINTENANCE_ERROR_TITLE = 'Your maintenance requests could not be loaded';
export const REPORT_TITLE = 'Report a problem';
export const VIEW_REQUESTS_TEXT = 'View requests';
export const CATEGORY_REQUIRED_TEXT = 'Choose a category.';
export const PHOTOS_HELP_TEXT = 'Up to 3 photos: JPEG, PNG or WebP, each at most 5 MB.';
export const PREPARING_PHOTOS_TEXT = 'Preparing your photos…';
export const NO_REPORTED_TEXT = 'You have not reported a problem yet.';
export const NO_REQUESTS_ON_PROPERTIES_TEXT = 'There are no maintenance requests on your properties.';
export const REPORT_OFFLINE_TEXT =
  'The server could not be reached, so your request was not sent. What you typed is kept: try again when you are online.';
export const STEP_OFFLINE_TEXT =
  'The server could not be reached, so nothing changed. Try again when you are online.';
export const SERVER_FAILED_TEXT = 'The server had a problem, so nothing changed. Try again in a moment.';

/** After a successful 'Report a problem'. */
export const sentText = (number: string): string => `Request ${number} sent.`;

/**
 * The owner's Approve asks first, naming the amount (product rules, 'What people see,
 * finished': nothing permanent by one mis-click).
 */
export const approveConfirmTitle = (
  request: Pick<MaintenanceRequest, 'number' | 'costEstimateKes'>,
): string =>
  `Approve ${request.costEstimateKes === null ? 'the cost' : kesText(request.costEstimateKes)} for ${request.number}?`;
export const APPROVE_CONFIRM_TEXT =
  'The firm goes ahead with the work at this cost, and it is charged to your statement.';
export const CONFIRM_APPROVE_BUTTON = 'Approve';

/** After the owner's decision. */
export const decidedText = (decision: 'approve' | 'decline', request: MaintenanceRequest): string =>
  decision === 'approve'
    ? `You approved the cost of ${request.number}. The firm goes ahead with the work.`
    : `You declined the cost of ${request.number}. The firm has your note.`;

/**
 * Why a report, a cancellation or a decision failed: the server's own text for a refusal
 * (400, 409, 413: it says what to do), 'no access' for a 403, the offline text when the
 * server was not reached, else the server's failure.
 */
export function actionFailureText(error: unknown, offlineText: string): string {
  if (isOffline(error)) return offlineText;
  const status = (error as { status?: unknown } | null)?.status;
  const serverText = apiErrorText(error);
  if (status === 403) return serverText ?? FORBIDDEN_TEXT;
  if (typeof status === 'number' && status >= 400 && status < 500 && serverText) return serverText;
  return SERVER_FAILED_TEXT;
}

/** 'YYYY-MM-DDTHH:MM' -> '18 March 2025 at 09:45'. */
export function atText(at: string): string {
  const [date = at, time] = at.split('T');
  return time ? formatDateAtTime(date, time) : date;
}

/** Who took a step on the timeline: 'Mercy Kerubo (staff)'. */
export const BY_ROLE_TEXT: Record<MaintenanceRequest['timeline'][number]['by']['role'], string> = {
  tenant: 'tenant',
  staff: 'staff',
  owner: 'owner',
};

/** How many of the person's requests are open, each counted once (a tenant may own the property too). */
export function openRequestCount(data: MyMaintenanceRequests): number {
  const open = new Set<string>();
  for (const request of [...data.reported, ...data.onMyProperties])
    if (isOpen(request.status)) open.add(request.id);
  return open.size;
}

export const openRequestsText = (count: number): string =>
  count === 0 ? 'No open requests.' : count === 1 ? '1 open request.' : `${count} open requests.`;

/** The maintenance page's labels. */
export const SEND_REQUEST_LABEL = 'Send request';
export const YOUR_REQUESTS_TITLE = 'Your requests';
export const ON_YOUR_PROPERTIES_TITLE = 'On your properties';
export const NOTE_TO_FIRM_LABEL = 'Note to the firm';
export const PERMISSION_TO_ENTER_LABEL = 'Staff may enter when nobody is home';
