import { delay, http, HttpResponse } from 'msw';
import { MPESA_AUTO_ANSWER_HEADER, PAYOUT_ANSWER_HEADER } from '../src/config/demo';
import { latencyUnder, travel } from './latency';
import { QA_FAILURES, QA_SESSION_TOKENS } from './qa';
import {
  activeMpesaAutoAnswer,
  activePayoutAnswer,
  activeScenario,
  scenarioRefusal,
  staffFailureRequested,
} from './scenario';

/**
 * The demo's front (docs/api-server.md, 'The demo in front of the server'): MSW answers every
 * API call of the page by passing it to the API server, which holds every rule and all the
 * data. In front of it stay only the demo's switches: the Demo controls' network scenario
 * (a refused call never reaches the server), the QA hooks (mocks/qa.ts), the M-Pesa
 * auto-answer (sent to the server as a header it honours in demo mode), and the latency,
 * waited after the server has committed, as an answer travels back.
 *
 * `send` delivers a request to the server: over the network in the browser (mocks/browser.ts),
 * in process in the unit tests (mocks/node.ts).
 */
export type SendToServer = (request: Request) => Promise<Response>;

const SERVER_ERROR = { error: 'The server had a problem. Please try again.' };

const bearerToken = (request: Request): string | null =>
  /^Bearer\s+(\S.*)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim() || null;

async function identityIn(request: Request, field: 'email' | 'username'): Promise<string> {
  try {
    const body = (await request.clone().json()) as Record<string, unknown> | null;
    const value = body?.[field];
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  } catch {
    return '';
  }
}

/** A QA hook's answer for this request, or null (mocks/qa.ts). */
async function qaAnswer(request: Request, path: string): Promise<Response | null> {
  if (path === '/api/auth/login' || path === '/api/auth/admin-login') {
    const identity = await identityIn(request, path === '/api/auth/login' ? 'email' : 'username');
    const { serverError, networkDown } = QA_FAILURES;
    if (identity === serverError.email || identity === serverError.username) {
      return HttpResponse.json({ error: 'The database is unavailable.' }, { status: 500 });
    }
    if (identity === networkDown.email || identity === networkDown.username) return HttpResponse.error();
  }
  if (path === '/api/auth/me') {
    const token = bearerToken(request);
    if (token === QA_SESSION_TOKENS.hung) await delay('infinite');
    if (token === QA_SESSION_TOKENS.offline) return HttpResponse.error();
  }
  // QA key `kpm-mock-fail`: every staff call answers 500 (scenario.ts).
  if (path.startsWith('/api/admin/') && staffFailureRequested()) {
    return HttpResponse.json(SERVER_ERROR, { status: 500 });
  }
  return null;
}

/**
 * The request as the server gets it: the Demo controls' M-Pesa auto-answer and payouts'
 * answer travel as headers (docs/api-server.md, 'Demo mode').
 */
function withDemoHeaders(request: Request, path: string): Request {
  if (request.method !== 'POST') return request;
  const demoHeader = /^\/api\/portal\/leases\/[^/]+\/mpesa-payments$/.test(path)
    ? ([MPESA_AUTO_ANSWER_HEADER, activeMpesaAutoAnswer()] as const)
    : path === '/api/admin/payouts'
      ? ([PAYOUT_ANSWER_HEADER, activePayoutAnswer()] as const)
      : null;
  if (!demoHeader?.[1]) return request;
  const headers = new Headers(request.headers);
  headers.set(demoHeader[0], demoHeader[1]);
  return new Request(request, { headers });
}

export function frontHandlers(send: SendToServer) {
  return [
    http.all('*/api/*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      // The Demo controls' own calls always go through: the controls work in every scenario.
      const scenario = path.startsWith('/api/demo/') ? 'normal' : activeScenario();
      const refusal = scenarioRefusal(request, scenario) ?? (await qaAnswer(request, path));
      let answer: Response;
      if (refusal) {
        answer = refusal;
      } else {
        try {
          answer = await send(withDemoHeaders(request, path));
        } catch (error) {
          // The server could not be reached: the page sees what a dropped network looks like.
          console.error('Demo: the API server did not answer.', error);
          return HttpResponse.error();
        }
      }
      // A dropped network brings no answer back to wait for: it fails at once, as a pulled cable does.
      if (answer.type !== 'error') await travel(latencyUnder(scenario));
      return answer;
    }),
  ];
}
