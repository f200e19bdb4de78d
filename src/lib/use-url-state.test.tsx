import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defineUrlState, oneOf, page, text } from './url-state';
import { useUrlState } from './use-url-state';

const LIST = defineUrlState({ q: text(), folder: oneOf(['inbox', 'sent'], 'inbox'), page: page() });

/** A list screen over the hook: a search box, a folder, a pager, and what the hook returns. */
function ListScreen({ delayMs }: { delayMs: number }) {
  const [values, set, focusProps] = useUrlState(LIST, delayMs);
  return (
    <>
      <input
        aria-label="Search"
        value={values.q}
        onChange={(e) => set({ q: e.target.value })}
        {...focusProps('q')}
      />
      <button type="button" onClick={() => set({ folder: 'sent' })}>
        Sent
      </button>
      <button type="button" onClick={() => set({ page: values.page + 1 })}>
        Next page
      </button>
      <button type="button" onClick={() => set({ folder: 'inbox' }, { pathname: '/list' })}>
        Inbox list
      </button>
      <button
        type="button"
        onClick={() => {
          // Changes made before the router has rendered the first: each builds on the last.
          set({ folder: 'sent' });
          set({ page: 2 });
          set({ folder: 'inbox' });
        }}
      >
        Three at once
      </button>
      <p role="status">{`${values.folder} page ${values.page}`}</p>
    </>
  );
}

function setup(delayMs: number, url = '/list') {
  const routes = ['/list', '/list/view'].map((path) => ({ path, element: <ListScreen delayMs={delayMs} /> }));
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return {
    router,
    box: screen.getByRole('textbox', { name: 'Search' }),
    // No pause between keystrokes: as fast as typing can be.
    user: userEvent.setup({ delay: null }),
  };
}

type Router = ReturnType<typeof createMemoryRouter>;
const address = (router: Router) => `${router.state.location.pathname}${router.state.location.search}`;
const shown = () => screen.getByRole('status');

describe('useUrlState: the address follows the box, and no keystroke is lost', () => {
  it.each([
    ['each keystroke written at once (writes land between keystrokes)', 0],
    ['writes a moment later, as the screens do', 150],
  ])('fast typing keeps every character: %s', async (_name, delayMs) => {
    const { router, box, user } = setup(delayMs);
    const typed = 'Kisii rent <b>arrears</b> 2025, ward 7 & the lease of Flat B4';
    await user.type(box, typed);
    expect(box).toHaveValue(typed);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(typed));
    expect(box).toHaveValue(typed);
    await user.clear(box);
    await waitFor(() => expect(address(router)).toBe('/list'));
    expect(box).toHaveValue('');
  });

  it('typing replaces the entry: one search is one entry, whatever its length', async () => {
    const { router, box, user } = setup(0, '/list?folder=sent');
    await user.type(box, 'water');
    await waitFor(() => expect(address(router)).toBe('/list?q=water&folder=sent'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('garbage in the address reads as the defaults, and the next write cleans it', async () => {
    const { router, box, user } = setup(0, '/list?folder=spam&page=-2&q=rent&utm=x');
    expect(box).toHaveValue('rent');
    expect(shown()).toHaveTextContent('inbox page 1');
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    expect(address(router)).toBe('/list?q=rent&folder=sent');
  });

  it('a folder or page change pushes an entry carrying the text; a new folder or search starts at page 1', async () => {
    const { router, box, user } = setup(150, '/list?page=3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(address(router)).toBe('/list?page=4');
    expect(router.state.historyAction).toBe('PUSH');

    // The folder is written at once, with the text typed a moment ago (its own write not yet made).
    await user.type(box, 'rent');
    expect(shown()).toHaveTextContent('inbox page 1');
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    expect(address(router)).toBe('/list?q=rent&folder=sent');
    expect(shown()).toHaveTextContent('sent page 1');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(address(router)).toBe('/list?q=rent&folder=sent&page=2');

    // Typing is a new search: page 1 at once, and in the address a moment later.
    await user.type(box, 's');
    expect(shown()).toHaveTextContent('sent page 1');
    await waitFor(() => expect(address(router)).toBe('/list?q=rents&folder=sent'));

    // A change that would not move the address writes nothing.
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    expect(address(router)).toBe('/list?q=rents&folder=sent');
  });

  it('changes made in one go build on each other, the last one winning', async () => {
    const { router, user } = setup(150, '/list?q=rent');
    await user.click(screen.getByRole('button', { name: 'Three at once' }));
    // Back where it started, though as an entry of its own.
    expect(address(router)).toBe('/list?q=rent');
    expect(shown()).toHaveTextContent('inbox page 1');
    await act(() => router.navigate(-1));
    expect(address(router)).toBe('/list?q=rent&folder=sent&page=2');
    await act(() => router.navigate(-1));
    expect(address(router)).toBe('/list?q=rent&folder=sent');
    await act(() => router.navigate(-1));
    expect(address(router)).toBe('/list?q=rent');
  });

  it('back and forward set the box when it is not focused', async () => {
    const { router, box, user } = setup(0);
    await user.type(box, 'rent');
    await waitFor(() => expect(address(router)).toBe('/list?q=rent'));
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    await user.clear(box);
    await user.type(box, 'water');
    await waitFor(() => expect(address(router)).toBe('/list?q=water&folder=sent'));
    await act(async () => box.blur());

    await act(() => router.navigate(-1));
    expect(address(router)).toBe('/list?q=rent');
    expect(box).toHaveValue('rent');
    expect(shown()).toHaveTextContent('inbox page 1');
    await act(() => router.navigate(1));
    expect(box).toHaveValue('water');
    expect(shown()).toHaveTextContent('sent page 1');
  });

  it('starts from the address, and follows a link it did not write', async () => {
    const { router, box } = setup(0, '/list?q=rent');
    expect(box).toHaveValue('rent');
    await act(() => router.navigate('/list?q=water&page=2'));
    expect(box).toHaveValue('water');
    expect(shown()).toHaveTextContent('inbox page 2');
  });

  it('never takes the address back while the box has focus', async () => {
    const { router, box, user } = setup(0, '/list?q=rent');
    await user.click(box);
    await act(() => router.navigate('/list?q=water'));
    expect(box).toHaveValue('rent');
    await act(() => router.navigate(-1));
    expect(box).toHaveValue('rent');
    await user.type(box, 's');
    await waitFor(() => expect(address(router)).toBe('/list?q=rents'));
    expect(box).toHaveValue('rents');
  });

  it('a navigation made while a write waits wins over that write', async () => {
    const { router, box, user } = setup(150);
    await user.type(box, 'abc');
    await act(async () => box.blur());
    await act(() => router.navigate('/list?q=other'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(address(router)).toBe('/list?q=other');
    expect(box).toHaveValue('other');
  });

  it('goes to another path of the screen with the values, at once', async () => {
    const { router, box, user } = setup(150, '/list/view?folder=sent&page=2');
    await user.type(box, 'lease');
    await user.click(screen.getByRole('button', { name: 'Inbox list' }));
    expect(address(router)).toBe('/list?q=lease');
    expect(router.state.historyAction).toBe('PUSH');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(address(router)).toBe('/list?q=lease');
    expect(box).toHaveValue('lease');
  });
});
