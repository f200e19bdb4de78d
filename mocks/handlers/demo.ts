import { db } from '../db';
import { http } from '../http';
import { mockLatency } from '../latency';

export const demoHandlers = [
  /** 'Reset demo data': the mock API's store goes back to the sample data. */
  http.post('/api/demo/reset', async ({ response }) => {
    await mockLatency();
    db.reset();
    return response(204).empty();
  }),
];
