import { describe, expect, it } from 'vitest';
import type { MaintenanceStatus } from '../../types/api.gen';
import {
  ACTION_TEXT,
  approvedCostKes,
  CATEGORY_TEXT,
  EVENT_TEXT,
  PRIORITY_ORDER,
  PRIORITY_TEXT,
  STATUS_TEXT,
  expenseOf,
  type MaintenanceAction,
  needsOwnerApproval,
  nextStatus,
  refusalText,
  STATUS_ORDER,
  stepsFor,
} from './maintenance-rules';

// Maintenance requests (product rules, 'Maintenance'): every step from every status.
const S = {
  sub: 'submitted',
  ack: 'acknowledged',
  wait: 'awaiting-approval',
  prog: 'in-progress',
  res: 'resolved',
  clo: 'closed',
  can: 'cancelled',
} as const satisfies Record<string, MaintenanceStatus>;

/** For each step, where it leads from each status; a status not listed refuses it. */
const ALLOWED: Record<MaintenanceAction, Partial<Record<MaintenanceStatus, MaintenanceStatus>>> = {
  acknowledge: { [S.sub]: S.ack },
  assign: { [S.ack]: S.ack, [S.wait]: S.wait, [S.prog]: S.prog },
  note: { [S.sub]: S.sub, [S.ack]: S.ack, [S.wait]: S.wait, [S.prog]: S.prog, [S.res]: S.res },
  estimate: { [S.ack]: S.prog }, // KES 5,000: at the threshold, no approval needed
  start: { [S.ack]: S.prog },
  resolve: { [S.prog]: S.res },
  close: { [S.res]: S.clo },
  cancel: { [S.sub]: S.can },
  approve: { [S.wait]: S.prog },
  decline: { [S.wait]: S.ack },
};

const CASES = (Object.keys(ALLOWED) as MaintenanceAction[]).flatMap((action) =>
  STATUS_ORDER.map((status) => [action, status, ALLOWED[action][status] ?? null] as const),
);

describe('nextStatus: every step from every status (70 cases)', () => {
  it.each(CASES)('%s from %s: %s', (action, status, expected) => {
    expect(nextStatus(action, status, 5_000)).toBe(expected);
  });
});

describe('the owner-approval threshold: above KES 5,000', () => {
  it.each([
    [1, false, 'in-progress'],
    [5_000, false, 'in-progress'],
    [5_001, true, 'awaiting-approval'],
    [250_000, true, 'awaiting-approval'],
  ] as const)('an estimate of KES %i: approval %s, goes %s', (cost, needs, status) => {
    expect(needsOwnerApproval(cost)).toBe(needs);
    expect(nextStatus('estimate', 'acknowledged', cost)).toBe(status);
  });
});

describe('refusals say what and why', () => {
  it.each([
    ['acknowledge', S.res, 'A request that is Resolved cannot be acknowledged.'],
    ['close', S.sub, 'A request that is Submitted cannot be closed.'],
    ['estimate', S.prog, 'A request that is In progress cannot be given a cost estimate.'],
    ['cancel', S.ack, 'Only a request that is still Submitted can be cancelled. This one is Acknowledged.'],
    ['approve', S.prog, 'Only a cost awaiting your approval can be approved. This request is In progress.'],
    ['decline', S.clo, 'Only a cost awaiting your approval can be declined. This request is Closed.'],
  ] as const)('%s from %s', (action, status, text) => {
    expect(refusalText(action, status)).toBe(text);
  });
});

describe('stepsFor: what each party is offered', () => {
  it.each([
    ['staff', S.sub, ['acknowledge', 'note']],
    ['staff', S.ack, ['assign', 'note', 'estimate', 'start']],
    ['staff', S.wait, ['assign', 'note']],
    ['staff', S.prog, ['assign', 'note', 'resolve']],
    ['staff', S.res, ['note', 'close']],
    ['staff', S.clo, []],
    ['tenant', S.sub, ['cancel']],
    ['tenant', S.ack, []],
    ['owner', S.wait, ['approve', 'decline']],
    ['owner', S.prog, []],
  ] as const)('%s, %s: %j', (actor, status, steps) => {
    expect(stepsFor(actor, status)).toEqual(steps);
  });
});

describe("a cost on the owner's statement", () => {
  const request = {
    number: 'MR-0007',
    title: 'Leaking kitchen tap',
    unit: 'A4',
    status: 'resolved' as MaintenanceStatus,
    resolvedOn: '2026-11-20',
    costEstimateKes: 4_500 as number | null,
    approval: null as null | { decision: 'approved' | 'declined'; note: string; at: string; by: string },
  };
  it.each([
    ['within staff authority (KES 4,500)', {}, 4_500],
    [
      'above the threshold, owner approved',
      {
        costEstimateKes: 8_000,
        approval: { decision: 'approved' as const, note: '', at: '2026-11-18T09:00', by: 'Ruth N.' },
      },
      8_000,
    ],
    [
      'above the threshold, owner declined',
      {
        costEstimateKes: 8_000,
        approval: { decision: 'declined' as const, note: 'Too dear', at: '2026-11-18T09:00', by: 'Ruth N.' },
      },
      null,
    ],
    ['above the threshold, not decided', { costEstimateKes: 8_000 }, null],
    ['no cost', { costEstimateKes: null }, null],
  ])('%s', (_name, change, amount) => {
    const r = { ...request, ...change };
    expect(approvedCostKes(r)).toBe(amount);
    expect(expenseOf(r, '2026-11')?.amountKes ?? null).toBe(amount);
  });

  it('counts in the month it was resolved, once resolved or closed', () => {
    expect(expenseOf(request, '2026-11')).toEqual({
      requestNumber: 'MR-0007',
      description: 'Leaking kitchen tap (unit A4)',
      date: '2026-11-20',
      amountKes: 4_500,
    });
    expect(expenseOf(request, '2026-10')).toBeNull();
    expect(expenseOf({ ...request, status: 'closed' }, '2026-11')).not.toBeNull();
    expect(expenseOf({ ...request, status: 'in-progress', resolvedOn: null }, '2026-11')).toBeNull();
  });
});

describe("the words of DECISIONS, 'Maintenance requests'", () => {
  it('names every status, category and priority as the product rules do', () => {
    expect(STATUS_ORDER.map((s) => STATUS_TEXT[s])).toEqual([
      'Submitted',
      'Acknowledged',
      'Awaiting owner approval',
      'In progress',
      'Resolved',
      'Closed',
      'Cancelled',
    ]);
    expect(Object.values(CATEGORY_TEXT)).toEqual([
      'Plumbing',
      'Electrical',
      'Water',
      'Security',
      'Structural',
      'Pests',
      'Other',
    ]);
    expect(PRIORITY_ORDER.map((p) => PRIORITY_TEXT[p])).toEqual(['Emergency', 'High', 'Normal', 'Low']);
    expect([ACTION_TEXT.approve.button, ACTION_TEXT.decline.button, ACTION_TEXT.acknowledge.button]).toEqual([
      'Approve',
      'Decline',
      'Acknowledge',
    ]);
    expect(EVENT_TEXT.approved).toBe('Cost approved by the owner');
  });
});
