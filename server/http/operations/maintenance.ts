import {
  cancelRequest,
  decideCost,
  isRefusal,
  readAllRequests,
  readMyRequests,
  readPhotos,
  reportProblem,
  takeStep,
  type Refusal,
} from '../../domain/maintenance';
import { accountOf, json, type Answer, type Call } from '../operation';

/** A refusal of the rules as the contract's Error answer (400, 403, 404, 409, 413), or the result. */
const answer = (status: number, result: unknown | Refusal): Answer =>
  isRefusal(result) ? json(result.refused.status, result.refused.body) : json(status, result);

/**
 * Maintenance requests: the tenant's report and cancel, the owner's decision on a cost, the
 * photos, staff's queue and steps (the rules: server/domain/maintenance.ts).
 */
export const maintenanceOperations = {
  listMyMaintenanceRequests: async (call: Call) => json(200, await readMyRequests(accountOf(call))),
  reportMaintenanceProblem: async (call: Call) => answer(201, await reportProblem(accountOf(call), call.body)),
  cancelMaintenanceRequest: async (call: Call) => answer(200, await cancelRequest(accountOf(call), call.params.id!)),
  decideMaintenanceCost: async (call: Call) => answer(200, await decideCost(accountOf(call), call.params.id!, call.body)),
  getMaintenancePhotos: async (call: Call) => answer(200, await readPhotos(accountOf(call), call.params.id!)),
  listMaintenanceRequests: async () => json(200, await readAllRequests()),
  takeMaintenanceStep: async (call: Call) => answer(200, await takeStep(accountOf(call), call.params.id!, call.body)),
};
