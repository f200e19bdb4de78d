import { HttpResponse } from 'msw';
import { http, readJson, SIGNED_IN, STAFF } from '../http';
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
} from '../maintenance';
import { serveAccount, serveStaff } from '../serve';

/** A refusal as the contract's Error answer (400, 403, 404, 409, 413). */
const refused = ({ refused: { status, body } }: Refusal) =>
  HttpResponse.json<{ error: string }>(body, { status });

/** Only the tenant reports, cancels and decides as an owner: requests come from tenants (x-roles [user]). */
const USERS = ['user'] as const;

/**
 * Maintenance requests (product rules, 'Maintenance'): the tenant's report and cancel, the
 * owner's decision on a cost, the photos, staff's queue and steps. The rules over the tables
 * are mocks/maintenance.ts's; each change is written before the answer waits its latency
 * (mocks/serve.ts), so the other parties see it on their next read.
 */
export const maintenanceHandlers = [
  http.get('/api/portal/maintenance', ({ request, response }) =>
    serveAccount(request, SIGNED_IN, async (account) => response(200).json(await readMyRequests(account))),
  ),

  http.post('/api/portal/maintenance', ({ request, response }) =>
    serveAccount(request, USERS, async (account) => {
      const result = await reportProblem(account, await readJson(request));
      return isRefusal(result) ? refused(result) : response(201).json(result);
    }),
  ),

  http.post('/api/portal/maintenance/{id}/cancellation', ({ request, params, response }) =>
    serveAccount(request, USERS, async (account) => {
      const result = await cancelRequest(account, params.id);
      return isRefusal(result) ? refused(result) : response(200).json(result);
    }),
  ),

  http.post('/api/portal/maintenance/{id}/decision', ({ request, params, response }) =>
    serveAccount(request, USERS, async (account) => {
      const result = await decideCost(account, params.id, await readJson(request));
      return isRefusal(result) ? refused(result) : response(200).json(result);
    }),
  ),

  http.get('/api/maintenance/{id}/photos', ({ request, params, response }) =>
    serveAccount(request, SIGNED_IN, async (account) => {
      const result = await readPhotos(account, params.id);
      return isRefusal(result) ? refused(result) : response(200).json(result);
    }),
  ),

  // Staff's queue and steps: the QA key `kpm-mock-fail` applies as to every /api/admin call.
  http.get('/api/admin/maintenance', ({ request, response }) =>
    serveStaff(request, STAFF, async () => response(200).json(await readAllRequests())),
  ),

  http.post('/api/admin/maintenance/{id}/steps', ({ request, params, response }) =>
    serveStaff(request, STAFF, async (account) => {
      const result = await takeStep(account, params.id, await readJson(request));
      return isRefusal(result) ? refused(result) : response(200).json(result);
    }),
  ),
];
