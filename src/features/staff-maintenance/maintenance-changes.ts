import type { AppThunk } from '../../store/hooks';
import { sendChange, type ChangeDomain } from '../../console/change-engine';
import { dateStamp } from '../../lib/date-stamp';
import {
  maintenanceApi,
  type MaintenanceRequest,
  type MaintenanceStep,
  type StaffAction,
} from '../maintenance/public';
import { loadMaintenance } from './maintenance-load';
import { changeConfirmed, changeRolledBack, stepAnswered, stepTaken } from './maintenance-slice';

/**
 * Staff's steps on a maintenance request, each one change through the one change engine
 * (change-engine.ts; product rules, 'Change engine'): the request moves at once, then one
 * request; a failure puts back only what the step touched, with one toast saying what failed
 * and why.
 */

/** What each step's toast says failed (the change engine adds why). */
export const STEP_FAILED_TEXT: Record<StaffAction, string> = {
  acknowledge: 'Could not acknowledge the request.',
  assign: 'Could not assign the contractor.',
  note: 'Could not add the note.',
  estimate: 'Could not set the cost estimate.',
  start: 'Could not start the work.',
  resolve: 'Could not mark the request resolved.',
  close: 'Could not close the request.',
};

const maintenance: ChangeDomain = {
  select: (state) => state.maintenance,
  changeConfirmed,
  changeRolledBack,
};

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | null)?.status;

/** Now, local time, as the timeline stores it: 'YYYY-MM-DDTHH:MM'. */
const nowStamp = (): string => {
  const { date, time } = dateStamp(new Date());
  return `${date}T${time}`;
};

/**
 * A step: POST /api/admin/maintenance/{id}/steps. Resolves true once the server kept it; its
 * answer then replaces the request. A 409 (the request moved meanwhile: the tenant cancelled
 * it, the owner decided, another tab or host took a step) is rolled back with the server's
 * words ('A request that is Resolved cannot be acknowledged.'), and the list is loaded again so
 * the request shows where it is now.
 */
export const takeStep =
  (requestId: string, step: MaintenanceStep): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    let conflict = false;
    let answer: MaintenanceRequest | null = null;
    const user = getState().session.user;
    const by = user ? `${user.firstName} ${user.lastName}` : '';
    const kept = await dispatch(
      sendChange(maintenance, {
        event: stepTaken({ requestId, step, at: nowStamp(), by }),
        request: (d) => {
          const sent = d(
            maintenanceApi.endpoints.takeMaintenanceStep.initiate(
              { id: requestId, maintenanceStep: step },
              { track: false },
            ),
          );
          return {
            unwrap: () =>
              sent.unwrap().then(
                (request) => {
                  answer = request;
                  return request;
                },
                (error: unknown) => {
                  conflict = statusOf(error) === 409;
                  throw error;
                },
              ),
          };
        },
        what: STEP_FAILED_TEXT[step.action],
      }),
    );
    if (kept && answer) dispatch(stepAnswered(answer));
    if (conflict) await dispatch(loadMaintenance());
    return kept;
  };
