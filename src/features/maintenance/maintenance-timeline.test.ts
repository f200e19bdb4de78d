import { describe, expect, it } from 'vitest';
import type { MaintenanceEvent } from '../../types/api.gen';
import { timelineLines } from './maintenance-timeline';

const staff = { role: 'staff', name: 'Mercy Kerubo' } as const;
const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T10:00`;
const step = (
  day: number,
  kind: MaintenanceEvent['kind'],
  status: MaintenanceEvent['status'],
): MaintenanceEvent => ({ at: at(day), kind, status, by: staff, note: null });

describe("a request's timeline names each status it reached, with what happened beside it", () => {
  it('the whole way to Closed, past the owner', () => {
    const lines = timelineLines([
      step(1, 'submitted', 'submitted'),
      step(2, 'acknowledged', 'acknowledged'),
      step(2, 'contractor-assigned', 'acknowledged'),
      step(3, 'estimated', 'awaiting-approval'),
      step(4, 'approved', 'in-progress'),
      step(5, 'note', 'in-progress'),
      step(6, 'resolved', 'resolved'),
      step(7, 'closed', 'closed'),
    ]);
    expect(lines.map(({ event, title, happened }) => [event.at, title, happened])).toEqual([
      [at(1), 'Submitted', null],
      [at(2), 'Acknowledged', null],
      [at(2), 'Contractor assigned', null],
      [at(3), 'Awaiting owner approval', 'Cost estimate set'],
      [at(4), 'In progress', 'Cost approved by the owner'],
      [at(5), 'Note', null],
      [at(6), 'Resolved', null],
      [at(7), 'Closed', null],
    ]);
  });

  it('a small estimate goes straight to In progress; a declined cost goes back to Acknowledged; a cancel', () => {
    expect(
      timelineLines([
        step(1, 'submitted', 'submitted'),
        step(2, 'acknowledged', 'acknowledged'),
        step(3, 'estimated', 'in-progress'),
      ]).map((line) => [line.title, line.happened]),
    ).toEqual([
      ['Submitted', null],
      ['Acknowledged', null],
      ['In progress', 'Cost estimate set'],
    ]);
    expect(
      timelineLines([
        step(1, 'submitted', 'submitted'),
        step(2, 'acknowledged', 'acknowledged'),
        step(3, 'estimated', 'awaiting-approval'),
        step(4, 'declined', 'acknowledged'),
      ]).at(-1),
    ).toMatchObject({ title: 'Acknowledged', happened: 'Cost declined by the owner' });
    expect(
      timelineLines([step(1, 'submitted', 'submitted'), step(2, 'cancelled', 'cancelled')]).at(-1),
    ).toMatchObject({
      title: 'Cancelled',
      happened: null,
    });
  });
});
