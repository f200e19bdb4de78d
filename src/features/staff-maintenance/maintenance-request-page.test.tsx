import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { ADMIN_SESSION } from '../../../tests/fixtures';
import { renderRoutes } from '../../../tests/test-utils';
import { ConsoleLayout } from '../../console/console-layout';
import { refusalText, type MaintenanceRequest, type MaintenanceStep } from '../maintenance/public';
import { STEP_FAILED_TEXT } from './maintenance-changes';
import { BROKEN_GATE_LOCK, LEAKING_TAP, SPARKING_SOCKETS } from '../../../tests/maintenance-fixtures';
import {
  BACK_TO_QUEUE_TEXT,
  MaintenanceRequestPage,
  MAINTENANCE_REQUEST_NOT_FOUND_TEXT,
  PHOTOS_FAILED_TEXT,
} from './maintenance-request-page';

const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * The server of these tests (the API server's maintenance rules are tested in server/): the tap's
 * request as it holds it, a step that answers with `answer(step)`, and lists that can be held
 * back until the test lets them go.
 */
function serve(answer: (step: MaintenanceStep, held: MaintenanceRequest) => MaintenanceRequest | Response) {
  let held = LEAKING_TAP;
  const calls = { steps: 0, lists: 0 };
  let listsHeld: Promise<void> | null = null;
  server.use(
    http.get('*/api/admin/maintenance', async () => {
      calls.lists += 1;
      if (listsHeld) await listsHeld;
      return HttpResponse.json([held, SPARKING_SOCKETS, BROKEN_GATE_LOCK]);
    }),
    http.get('*/api/maintenance/:id/photos', () =>
      HttpResponse.json([{ id: 'ph-1', name: 'tap.jpg', width: 1, height: 1, dataUrl: PHOTO }]),
    ),
    http.post('*/api/admin/maintenance/:id/steps', async ({ request }) => {
      calls.steps += 1;
      await delay(50);
      const answered = answer((await request.json()) as MaintenanceStep, held);
      if (answered instanceof Response) return answered;
      held = answered;
      return HttpResponse.json(held);
    }),
  );
  let releaseLists = () => undefined as void;
  return {
    calls,
    setHeld: (r: MaintenanceRequest) => void (held = r),
    /** Lists answer only after `releaseLists()`. */
    holdLists: () => void (listsHeld = new Promise((resolve) => (releaseLists = resolve))),
    releaseLists: () => releaseLists(),
  };
}

const renderAt = (path: string) =>
  renderRoutes(
    [
      {
        element: <ConsoleLayout />,
        children: [{ path: '/admin-maintenance/view/:id', element: <MaintenanceRequestPage /> }],
      },
    ],
    { route: path, preloadedState: { session: ADMIN_SESSION } },
  );

const status = () => screen.getByTestId('maintenance-status');

describe('MaintenanceRequestPage', () => {
  it("shows the request and its photo; Acknowledge sends one request; a 409 shows the server's words and puts the status back", async () => {
    const story = serve((step, held) => {
      if (step.action === 'acknowledge') {
        return {
          ...held,
          status: 'acknowledged',
          timeline: [
            ...held.timeline,
            {
              at: '2025-03-06T10:16',
              kind: 'acknowledged',
              status: 'acknowledged',
              by: { role: 'staff', name: 'Amani Otieno' },
              note: null,
            },
          ],
        };
      }
      // Another manager set a cost above KES 5,000 meanwhile: the server holds it awaiting approval.
      story.setHeld({ ...held, status: 'awaiting-approval', costEstimateKes: 9_000 });
      story.holdLists();
      return HttpResponse.json({ error: refusalText(step.action, 'awaiting-approval') }, { status: 409 });
    });
    const { user } = renderAt('/admin-maintenance/view/mr-0004');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'MR-0004: Leaking bathroom tap' }),
    ).toBeVisible();
    expect(screen.getByText('Brian Nyakundi')).toBeInTheDocument();
    expect(screen.getByText('Weekdays after 5 pm')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'tap.jpg' })).toHaveAttribute('src', PHOTO);
    expect(status()).toHaveTextContent('Submitted');

    await user.dblClick(screen.getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(status()).toHaveTextContent('Acknowledged'));
    // Found and checked at once: the timeline is drawn again when the server confirms the step.
    await waitFor(() =>
      expect(screen.getByText('by Amani Otieno (staff)', { exact: false })).toBeInTheDocument(),
    );
    expect(story.calls.steps).toBe(1);

    await user.click(await screen.findByRole('button', { name: 'Start work' }));
    const toast = await screen.findByText(
      `${STEP_FAILED_TEXT.start} A request that is Awaiting owner approval cannot be started. The change was undone.`,
    );
    expect(toast).toBeInTheDocument();
    expect(status()).toHaveTextContent('Acknowledged');
    // The list is loaded again: the request as the server holds it now.
    story.releaseLists();
    await waitFor(() => expect(status()).toHaveTextContent('Awaiting owner approval'));
    expect(within(screen.getByRole('main')).getByText('KES 9,000')).toBeInTheDocument();
    expect(story.calls).toEqual({ steps: 2, lists: 2 });
  });

  it('photos that fail to load say so and the page stands; an unknown request says so, with the way back', async () => {
    serve((_step, held) => held);
    server.use(
      http.get('*/api/maintenance/:id/photos', () =>
        HttpResponse.json({ error: 'Server error. Please try again later.' }, { status: 500 }),
      ),
    );
    const first = renderAt('/admin-maintenance/view/mr-0004');
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTOS_FAILED_TEXT);
    expect(screen.getByRole('heading', { level: 2, name: 'MR-0004: Leaking bathroom tap' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Acknowledge' })).toBeEnabled();
    first.unmount();

    renderAt('/admin-maintenance/view/nope');
    expect(await screen.findByRole('heading', { name: MAINTENANCE_REQUEST_NOT_FOUND_TEXT })).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: BACK_TO_QUEUE_TEXT })).toHaveAttribute(
      'href',
      '/admin-maintenance',
    );
  });
});
