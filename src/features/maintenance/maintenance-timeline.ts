import type { MaintenanceEvent } from '../../types/api.gen';
import { EVENT_TEXT, STATUS_TEXT } from './maintenance-rules';

/** One line of a request's timeline as people read it. */
export interface TimelineLine {
  event: MaintenanceEvent;
  /** The line's name: the status the request reached, or, for a step that kept it, the step. */
  title: string;
  /** What happened, beside a status it does not already name ('Cost estimate set'); else null. */
  happened: string | null;
}

/**
 * A request's timeline (product rules, 'Maintenance'): each status it reached is named with its
 * date (Submitted, Acknowledged, Awaiting owner approval, In progress, Resolved, Closed,
 * Cancelled), with what happened beside it where that says more ('Cost estimate set', 'Cost
 * approved by the owner'); a step that kept the status (a note, a contractor) is named itself.
 */
export function timelineLines(timeline: readonly MaintenanceEvent[]): TimelineLine[] {
  return timeline.map((event, index) => {
    const reached = index === 0 || event.status !== timeline[index - 1]!.status;
    const step = EVENT_TEXT[event.kind];
    if (!reached) return { event, title: step, happened: null };
    const title = STATUS_TEXT[event.status];
    return { event, title, happened: step === title ? null : step };
  });
}
