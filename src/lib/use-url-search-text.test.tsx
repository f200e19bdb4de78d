import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlSearchText } from './use-url-search-text';

/** A search box over the hook, as a list screen has it. */
function SearchBox({ delayMs }: { delayMs: number }) {
  const [text, setText, , focus] = useUrlSearchText('q', delayMs);
  return <input aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} {...focus} />;
}

function setup(delayMs: number, url = '/list') {
  const router = createMemoryRouter([{ path: '/list', element: <SearchBox delayMs={delayMs} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  // No pause between keystrokes: as fast as typing can be.
  return {
    router,
    box: screen.getByRole('textbox', { name: 'Search' }),
    user: userEvent.setup({ delay: null }),
  };
}

const query = (router: ReturnType<typeof createMemoryRouter>) =>
  new URLSearchParams(router.state.location.search).get('q');

describe('useUrlSearchText: the address follows the box, and no keystroke is lost', () => {
  it.each([
    ['each keystroke written at once (writes land between keystrokes)', 0],
    ['writes a moment later, as the screens do', 150],
  ])('fast typing keeps every character: %s', async (_name, delayMs) => {
    const { router, box, user } = setup(delayMs);
    const text = 'Kisii rent <b>arrears</b> 2025';
    await user.type(box, text);
    expect(box).toHaveValue(text);
    await waitFor(() => expect(query(router)).toBe(text));
    expect(box).toHaveValue(text);
    await user.clear(box);
    await waitFor(() => expect(query(router)).toBeNull());
  });

  it('starts from the address, and follows a navigation it did not write', async () => {
    const { router, box } = setup(0, '/list?q=rent');
    expect(box).toHaveValue('rent');
    await act(() => router.navigate('/list?q=water'));
    expect(box).toHaveValue('water');
  });

  it('never takes the address back while it has focus', async () => {
    const { router, box, user } = setup(0, '/list?q=rent');
    await user.click(box);
    await act(() => router.navigate('/list?q=water'));
    expect(box).toHaveValue('rent');
    await user.type(box, 's');
    await waitFor(() => expect(query(router)).toBe('rents'));
  });

  it('a navigation made while a write waits wins over that write', async () => {
    const { router, box, user } = setup(150);
    await user.type(box, 'abc');
    await act(async () => box.blur());
    await act(() => router.navigate('/list?q=other'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(query(router)).toBe('other');
    expect(box).toHaveValue('other');
  });
});
