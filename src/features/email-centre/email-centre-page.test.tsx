import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION } from '../../../tests/fixtures';
import { renderRoutes } from '../../../tests/test-utils';
import { PATHS } from '../../config/paths';
import { EmailCentrePage } from './email-centre-page';

const routes = [
  { path: PATHS.adminEmails, element: <EmailCentrePage view="list" /> },
  { path: PATHS.adminEmailsCompose, element: <EmailCentrePage view="compose" /> },
  { path: '/admin-emails/view/:id', element: <EmailCentrePage view="email" /> },
];

async function open(route: string) {
  const rendered = renderRoutes(routes, { route, preloadedState: { session: ADMIN_SESSION } });
  // The folders show once the emails have loaded.
  await screen.findByRole('tablist', { name: 'Folders' });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

type Router = ReturnType<typeof renderRoutes>['router'];
const address = (router: Router) => `${router.state.location.pathname}${router.state.location.search}`;
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const rows = () => screen.getAllByTestId('email-row');

describe('EmailCentrePage: folders are tabs, and the folder and search live in the address', () => {
  it('shows the five folders as vertical tabs; the panel is named by the open one; arrow keys move and open', async () => {
    const { router, user } = await open('/admin-emails');
    const list = screen.getByRole('tablist', { name: 'Folders' });
    expect(list).toHaveAttribute('aria-orientation', 'vertical');
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Inbox3 unread', 'Sent', 'Drafts', 'Starred', 'Archive']);
    expect(tab('Inbox')).toHaveAccessibleName(/^Inbox\s*3\s*unread$/);
    expect(tab('Inbox')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Inbox')).toHaveAttribute('tabindex', '0');
    expect(tab('Sent')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName(/^Inbox/);
    expect(tab('Sent')).toHaveAttribute('aria-controls', panel.id);

    await user.click(tab('Sent'));
    expect(address(router)).toBe('/admin-emails?folder=sent');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Sent');

    await user.keyboard('{ArrowDown}');
    expect(tab('Drafts')).toHaveFocus();
    expect(tab('Drafts')).toHaveAttribute('aria-selected', 'true');
    expect(address(router)).toBe('/admin-emails?folder=drafts');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(tab('Inbox')).toHaveFocus();
    expect(address(router)).toBe('/admin-emails');
    await user.keyboard('{End}');
    expect(tab('Archive')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tab('Inbox')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Inbox')).toHaveFocus();

    // Each folder change is an entry: Back reopens the previous folder.
    await act(() => router.navigate(-1));
    expect(address(router)).toBe('/admin-emails?folder=archive');
    expect(tab('Archive')).toHaveAttribute('aria-selected', 'true');
  });

  it('typing fast keeps every character; the address follows; a folder change keeps the search', async () => {
    const { router, user } = await open('/admin-emails?folder=starred');
    const search = screen.getByRole('searchbox', { name: 'Search emails' });
    await user.type(search, 'LEASE RENEWAL');
    expect(search).toHaveValue('LEASE RENEWAL');
    await waitFor(() => expect(address(router)).toBe('/admin-emails?folder=starred&q=LEASE+RENEWAL'));
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(tab('Inbox'));
    expect(address(router)).toBe('/admin-emails?q=LEASE+RENEWAL');
    expect(search).toHaveValue('LEASE RENEWAL');
    // The rows link to the email with the list's address, so going back finds it as it was.
    expect(within(rows()[0]!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin-emails\/view\/[\w-]+\?q=LEASE\+RENEWAL$/),
    );
  });

  it('an address with nonsense opens the Inbox; an open email goes back to the list by its folder tab', async () => {
    const { router, user } = await open('/admin-emails/view/em-002?folder=spam&page=-3&q=');
    expect(tab('Inbox')).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Leaking kitchen tap in House 12' }),
    ).toBeInTheDocument();
    await user.click(tab('Starred'));
    expect(address(router)).toBe('/admin-emails?folder=starred');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('searching from an open email goes back to the list with the search', async () => {
    const { router, user } = await open('/admin-emails/view/em-002?folder=sent');
    await user.type(screen.getByRole('searchbox', { name: 'Search emails' }), 'rent');
    await waitFor(() => expect(address(router)).toBe('/admin-emails?folder=sent&q=rent'));
    expect(screen.getByRole('searchbox', { name: 'Search emails' })).toHaveValue('rent');
  });
});
