import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, MANAGER_SESSION } from '../../../tests/fixtures';
import { renderRoutes } from '../../../tests/test-utils';
import { PAYOUT_ANSWER_KEY } from '../../config/demo';
import { ConsoleLayout } from '../../console/console-layout';
import { DUE_TITLE, PAID_TITLE, PayoutsPage } from './payouts-page';
import { PAY_OUT_ONCE_TEXT } from './pay-out-dialog';

/*
 * Text queries first, then roles within a row or a dialog: role queries over a whole console
 * screen cost seconds each in jsdom.
 */

/** The Payouts screen in the console's layout, which shows a failed change's toast. */
const renderPayouts = (session = ADMIN_SESSION) =>
  renderRoutes(
    [{ element: <ConsoleLayout />, children: [{ path: '/admin-payouts', element: <PayoutsPage /> }] }],
    { route: '/admin-payouts', preloadedState: { session } },
  );

/** A section of the screen, by its heading. */
const section = (title: string) => screen.getByText(title).closest('section')!;
/** The rows of a section's table that name `text`. */
const rowsOf = (title: string, text: string) =>
  within(section(title))
    .queryAllByText(text)
    .map((cell) => cell.closest('tr')!);
const payOutButtons = () => section(DUE_TITLE).querySelectorAll('tbody button');

describe('Payouts (product rules, Payouts)', () => {
  it("lists last month's statements due, each with its net payout and the owner's payout method, then the payouts made", async () => {
    renderPayouts(MANAGER_SESSION);
    await screen.findAllByText('Ouru Heights');
    const [ouru] = rowsOf(DUE_TITLE, 'Ouru Heights');
    expect(ouru).toHaveTextContent('Ruth Nyaboke');
    expect(ouru).toHaveTextContent('KES 92,500');
    expect(ouru).toHaveTextContent('Equity Bank ••• 4821');
    expect(within(ouru!).getByRole('button', { name: /^Pay out Ouru Heights, \w+ \d{4}$/ })).toBeEnabled();
    expect(payOutButtons()).toHaveLength(4);
    const paid = rowsOf(PAID_TITLE, 'Ouru Heights');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid[0]).toHaveTextContent(
      /^\d{1,2} \w+ \d{4}Ouru Heights\w+ \d{4}KES [\d,]+Equity Bank ••• 4821\w+$/,
    );
    expect(within(section(PAID_TITLE)).getByText('Download CSV').closest('button')).toBeEnabled();
  });

  it("a refused payout says the provider's words and pays nothing; tried again once the provider pays, it is paid out once", async () => {
    localStorage.setItem(PAYOUT_ANSWER_KEY, 'refused');
    const { user } = renderPayouts();
    await screen.findAllByText('Ouru Heights');
    await user.click(within(rowsOf(DUE_TITLE, 'Ouru Heights')[0]!).getByRole('button'));
    const dialog = within(
      (await screen.findByText(PAY_OUT_ONCE_TEXT)).closest('[role="dialog"]') as HTMLElement,
    );
    expect(dialog.getByText(/^Pay out Ouru Heights, \w+ \d{4}$/)).toBeInTheDocument();
    expect(dialog.getByText('Ruth Nyaboke')).toBeInTheDocument();
    expect(dialog.getByText('KES 92,500')).toBeInTheDocument();
    expect(dialog.getByText('Equity Bank ••• 4821')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Pay out' }));
    expect(
      await screen.findByText(
        /^Could not pay out Ouru Heights, \w+ \d{4}\. The bank did not accept the transfer\. Nothing was paid out\.$/,
      ),
    ).toBeInTheDocument();
    expect(payOutButtons()).toHaveLength(4);

    localStorage.removeItem(PAYOUT_ANSWER_KEY);
    await user.click(dialog.getByRole('button', { name: 'Pay out' }));
    expect(await screen.findByText(/^Paid out Ouru Heights, \w+ \d{4}$/)).toBeInTheDocument();
    expect(payOutButtons()).toHaveLength(3);
    expect(rowsOf(DUE_TITLE, 'Ouru Heights')).toHaveLength(0);
    // The newest payout first.
    const newest = section(PAID_TITLE).querySelector('tbody tr.ant-table-row');
    expect(newest).toHaveTextContent('Ouru Heights');
    expect(newest).toHaveTextContent('KES 92,500');
  });
});
