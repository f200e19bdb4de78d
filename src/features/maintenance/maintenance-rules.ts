import type {
  MaintenanceCategory,
  MaintenanceEventKind,
  MaintenancePriority,
  MaintenanceRequest,
  MaintenanceStatus,
  MaintenanceStep,
  StatementExpense,
} from '../../types/api.gen';

/*
 * Maintenance requests, as rules (product rules, 'Maintenance'): which step may follow which
 * status, where each leads, the owner-approval threshold, the words of every status and
 * refusal, and when a cost becomes an expense on the owner's statement. Pure: the mock API
 * applies them to the store, the screens to what they offer and to their optimistic changes.
 */

export type StaffAction = MaintenanceStep['action'];
/** Every step anyone can take: staff's, the tenant's 'cancel', the owner's 'approve' and 'decline'. */
export type MaintenanceAction = StaffAction | 'cancel' | 'approve' | 'decline';
export type MaintenanceActor = 'tenant' | 'staff' | 'owner';

/** A cost estimate above this needs the owner's approval (product rules, 'Maintenance'). */
export const OWNER_APPROVAL_THRESHOLD_KES = 5_000;
/** The largest cost estimate staff may enter. */
export const MAX_COST_ESTIMATE_KES = 10_000_000;
export const MAX_PHOTOS = 3;
/** A photo the tenant picks: at most 5 MB, JPEG, PNG or WebP. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Photos are scaled in the browser to at most this on their long side before upload. */
export const PHOTO_MAX_SIDE_PX = 1600;
/** The contract's limit on one uploaded photo's data URL. */
export const MAX_PHOTO_DATA_URL_CHARS = 2_000_000;

export const CATEGORY_TEXT: Record<MaintenanceCategory, string> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  water: 'Water',
  security: 'Security',
  structural: 'Structural',
  pests: 'Pests',
  other: 'Other',
};

export const PRIORITY_TEXT: Record<MaintenancePriority, string> = {
  emergency: 'Emergency',
  high: 'High',
  normal: 'Normal',
  low: 'Low',
};

/** Most urgent first: the queue's and the dashboard's order. */
export const PRIORITY_ORDER: readonly MaintenancePriority[] = ['emergency', 'high', 'normal', 'low'];

export const STATUS_TEXT: Record<MaintenanceStatus, string> = {
  submitted: 'Submitted',
  acknowledged: 'Acknowledged',
  'awaiting-approval': 'Awaiting owner approval',
  'in-progress': 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** The statuses in the order a request moves through them (the filters' order). */
export const STATUS_ORDER: readonly MaintenanceStatus[] = [
  'submitted',
  'acknowledged',
  'awaiting-approval',
  'in-progress',
  'resolved',
  'closed',
  'cancelled',
];

/** Open: not yet resolved, closed or cancelled (the dashboard's count, the home's box). */
export const isOpen = (status: MaintenanceStatus): boolean =>
  status !== 'resolved' && status !== 'closed' && status !== 'cancelled';

/** What each step is called on a button and in a refusal ('… cannot be acknowledged'). */
export const ACTION_TEXT: Record<MaintenanceAction, { button: string; passive: string }> = {
  acknowledge: { button: 'Acknowledge', passive: 'acknowledged' },
  assign: { button: 'Assign contractor', passive: 'assigned a contractor' },
  note: { button: 'Add note', passive: 'given a note' },
  estimate: { button: 'Set cost estimate', passive: 'given a cost estimate' },
  start: { button: 'Start work', passive: 'started' },
  resolve: { button: 'Mark resolved', passive: 'resolved' },
  close: { button: 'Close', passive: 'closed' },
  cancel: { button: 'Cancel request', passive: 'cancelled' },
  approve: { button: 'Approve', passive: 'approved' },
  decline: { button: 'Decline', passive: 'declined' },
};

/** Who may take each step. */
export const ACTION_ACTOR: Record<MaintenanceAction, MaintenanceActor> = {
  acknowledge: 'staff',
  assign: 'staff',
  note: 'staff',
  estimate: 'staff',
  start: 'staff',
  resolve: 'staff',
  close: 'staff',
  cancel: 'tenant',
  approve: 'owner',
  decline: 'owner',
};

/** The statuses each step may be taken from. */
const ALLOWED_FROM: Record<MaintenanceAction, readonly MaintenanceStatus[]> = {
  acknowledge: ['submitted'],
  assign: ['acknowledged', 'awaiting-approval', 'in-progress'],
  note: ['submitted', 'acknowledged', 'awaiting-approval', 'in-progress', 'resolved'],
  estimate: ['acknowledged'],
  start: ['acknowledged'],
  resolve: ['in-progress'],
  close: ['resolved'],
  cancel: ['submitted'],
  approve: ['awaiting-approval'],
  decline: ['awaiting-approval'],
};

export const mayTake = (action: MaintenanceAction, status: MaintenanceStatus): boolean =>
  ALLOWED_FROM[action].includes(status);

/** The steps an actor may take on a request in `status`, in the order screens offer them. */
export const stepsFor = (actor: MaintenanceActor, status: MaintenanceStatus): MaintenanceAction[] =>
  (Object.keys(ALLOWED_FROM) as MaintenanceAction[]).filter(
    (action) => ACTION_ACTOR[action] === actor && mayTake(action, status),
  );

/** Whether a cost estimate needs the owner's approval: above KES 5,000. */
export const needsOwnerApproval = (costKes: number): boolean => costKes > OWNER_APPROVAL_THRESHOLD_KES;

/**
 * Where a step leads from `status`, or null when it may not be taken from there. An estimate
 * above the threshold goes to 'Awaiting owner approval' instead of 'In progress'; a declined
 * cost goes back to 'Acknowledged'; a note, a contractor keep the status.
 */
export function nextStatus(
  action: MaintenanceAction,
  status: MaintenanceStatus,
  costEstimateKes?: number,
): MaintenanceStatus | null {
  if (!mayTake(action, status)) return null;
  switch (action) {
    case 'acknowledge':
      return 'acknowledged';
    case 'estimate':
      return costEstimateKes !== undefined && needsOwnerApproval(costEstimateKes)
        ? 'awaiting-approval'
        : 'in-progress';
    case 'start':
    case 'approve':
      return 'in-progress';
    case 'decline':
      return 'acknowledged';
    case 'resolve':
      return 'resolved';
    case 'close':
      return 'closed';
    case 'cancel':
      return 'cancelled';
    case 'assign':
    case 'note':
      return status;
  }
}

/** The timeline's kind of entry for a step (an estimate's own, whatever it leads to). */
export const EVENT_KIND: Record<MaintenanceAction, MaintenanceEventKind> = {
  acknowledge: 'acknowledged',
  assign: 'contractor-assigned',
  note: 'note',
  estimate: 'estimated',
  start: 'started',
  resolve: 'resolved',
  close: 'closed',
  cancel: 'cancelled',
  approve: 'approved',
  decline: 'declined',
};

/** How the timeline names each entry. */
export const EVENT_TEXT: Record<MaintenanceEventKind, string> = {
  submitted: 'Submitted',
  acknowledged: 'Acknowledged',
  'contractor-assigned': 'Contractor assigned',
  note: 'Note',
  estimated: 'Cost estimate set',
  started: 'Work started',
  approved: 'Cost approved by the owner',
  declined: 'Cost declined by the owner',
  resolved: 'Resolved',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** The 409's words for a step refused from `status` ('A request that is Resolved cannot be acknowledged.'). */
export function refusalText(action: MaintenanceAction, status: MaintenanceStatus): string {
  if (action === 'cancel')
    return `Only a request that is still Submitted can be cancelled. This one is ${STATUS_TEXT[status]}.`;
  if (action === 'approve' || action === 'decline')
    return `Only a cost awaiting your approval can be ${ACTION_TEXT[action].passive}. This request is ${STATUS_TEXT[status]}.`;
  return `A request that is ${STATUS_TEXT[status]} cannot be ${ACTION_TEXT[action].passive}.`;
}

// ---- The words of the forms' checks (the screens and the mock answer with the same) ----

/**
 * The longest text each maintenance field takes: the contract's limits (a unit test keeps
 * them equal). A form lets a person type past one and says so at once (product rules, 'Long input').
 */
export const MAINTENANCE_TEXT_LIMITS = {
  title: 120,
  description: 2000,
  preferredTimes: 200,
  note: 500,
  contractorName: 100,
  contractorPhone: 30,
} as const;

export const TITLE_REQUIRED_TEXT = 'Enter a title.';
export const DESCRIPTION_REQUIRED_TEXT = 'Describe the problem.';
export const NOTE_REQUIRED_TEXT = 'Enter a note.';
export const DECLINE_NOTE_REQUIRED_TEXT = 'Say why you decline the cost.';
export const CONTRACTOR_REQUIRED_TEXT = "Enter the contractor's name and phone.";
export const COST_TEXT = 'Enter the cost in whole shillings, from KES 1 to KES 10,000,000.';
export const TOO_MANY_PHOTOS_TEXT = `Add at most ${MAX_PHOTOS} photos.`;

/** The refusal of a photo the tenant picked, naming the file. */
export const photoTypeText = (name: string): string => `${name} is not a JPEG, PNG or WebP photo.`;
export const photoSizeText = (name: string): string => `${name} is larger than 5 MB.`;
export const photoUnreadableText = (name: string): string => `${name} could not be read as a photo.`;

/** Whether a cost is whole shillings within the limits. */
export const isValidCost = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_COST_ESTIMATE_KES;

// ---- The owner's statement ----

/**
 * Whether the request's cost is an approved expense: its estimate at or under KES 5,000
 * (within staff's authority), or above it and approved by the owner.
 */
export function approvedCostKes(
  request: Pick<MaintenanceRequest, 'costEstimateKes' | 'approval'>,
): number | null {
  const cost = request.costEstimateKes;
  if (cost === null) return null;
  if (!needsOwnerApproval(cost)) return cost;
  return request.approval?.decision === 'approved' ? cost : null;
}

/**
 * A resolved (or closed) request's approved cost as an expense on the property's statement
 * for the month it was resolved (product rules, 'Owners'), or null.
 */
export function expenseOf(
  request: Pick<
    MaintenanceRequest,
    'number' | 'title' | 'unit' | 'status' | 'resolvedOn' | 'costEstimateKes' | 'approval'
  >,
  month: string,
): StatementExpense | null {
  if (request.resolvedOn === null || !request.resolvedOn.startsWith(month)) return null;
  if (request.status !== 'resolved' && request.status !== 'closed') return null;
  const amountKes = approvedCostKes(request);
  if (amountKes === null) return null;
  return {
    requestNumber: request.number,
    description: `${request.title} (unit ${request.unit})`,
    date: request.resolvedOn,
    amountKes,
  };
}
