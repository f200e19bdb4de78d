import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { ADMIN_SESSION, MANAGER_SESSION, OWNER_SESSION } from '../../../tests/fixtures';
import { renderRoutes } from '../../../tests/test-utils';
import { FORBIDDEN_TEXT } from '../../console/change-engine';
import { LOAD_ERROR_TITLE } from '../../console/load-gate';
import { ConsoleLayout } from '../../console/console-layout';
import { dateStamp } from '../../lib/date-stamp';
import { formatMonth } from '../../lib/format';
import { OwnersPage, TAX_ARRANGEMENT_SET_TEXT } from './owners-page';
import { startMonths } from './tax-arrangement-dialog';
import {
  APPOINTMENT_REFERENCE_TEXT,
  mriAppliesText,
  NON_RESIDENT_ONLY_TEXT,
  RESIDENT_NOT_WITHHOLDING_TEXT,
} from './tax-arrangement-rules';
import { tooLongText } from '../../lib/text-limits';

const renderOwners = (session = ADMIN_SESSION) =>
  renderRoutes([{ path: '/admin-owners', element: <OwnersPage /> }], {
    route: '/admin-owners',
    preloadedState: { session },
  });

/** The same in the console's layout, which shows a failed change's toast. */
const renderOwnersInConsole = () =>
  renderRoutes(
    [{ element: <ConsoleLayout />, children: [{ path: '/admin-owners', element: <OwnersPage /> }] }],
    {
      route: '/admin-owners',
      preloadedState: { session: ADMIN_SESSION },
    },
  );

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

/** An option of the antd select's open list. */
const option = async (title: string) =>
  (await screen.findAllByTitle(title)).find((el) => el.classList.contains('ant-select-item-option'))!;

const next = startMonths(dateStamp(new Date()).date)[1]!;

describe('Owners (product rules, Owners)', () => {
  it('lists each owner with residency, properties, the tax arrangement in force and its basis, and the payout method masked', async () => {
    renderOwners();
    expect(await screen.findByText('Ruth Nyaboke')).toBeInTheDocument();
    const ruth = rowOf('Ruth Nyaboke');
    expect(ruth).toHaveTextContent('owner@example.com');
    expect(ruth).toHaveTextContent('Resident');
    expect(ruth).toHaveTextContent('Ouru Heights, Kisii');
    expect(ruth).toHaveTextContent('Kilimani Court, Nairobi');
    expect(ruth).toHaveTextContent('Firm withholds MRI (appointed agent)');
    expect(ruth).toHaveTextContent(/KRA appointment KRA\/MRI\/AGT\/00173 of \d{1,2} \w+ \d{4}/);
    expect(ruth).toHaveTextContent('Equity Bank ••• 4821');
    const david = rowOf('David Omwenga');
    expect(david).toHaveTextContent('Non-resident');
    expect(david).toHaveTextContent('Non-resident: withholding tax (30%)');
    expect(david).toHaveTextContent('KCB Bank ••• 9034');
    const akinyi = rowOf('Akinyi Odera');
    expect(akinyi).toHaveTextContent('Owner files MRI');
    expect(akinyi).toHaveTextContent('Milimani House, Kisumu');
    expect(akinyi).toHaveTextContent('M-Pesa 0722 ••• 315');
    expect(
      within(ruth).getByRole('button', { name: 'Change the tax arrangement of Ruth Nyaboke' }),
    ).toBeEnabled();
  });

  it('lets a manager read, not change', async () => {
    renderOwners(MANAGER_SESSION);
    expect(await screen.findByText('Ruth Nyaboke')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change the tax arrangement/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('offers only the arrangements that fit the owner, each other one with the reason', async () => {
    const { user } = renderOwners();
    await user.click(
      await screen.findByRole('button', { name: 'Change the tax arrangement of Akinyi Odera' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tax arrangement of Akinyi Odera' });
    expect(within(dialog).getByRole('radio', { name: 'Owner files MRI' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Firm withholds MRI (appointed agent)' })).toBeEnabled();
    expect(within(dialog).getByRole('radio', { name: 'Non-resident: withholding tax (30%)' })).toBeDisabled();
    expect(dialog).toHaveTextContent(RESIDENT_NOT_WITHHOLDING_TEXT);
    // The Kisumu house lets for KES 55,000 a month: inside the MRI band, so MRI applies.
    expect(within(dialog).getByRole('radio', { name: 'MRI does not apply' })).toBeDisabled();
    expect(dialog).toHaveTextContent(
      mriAppliesText({
        residency: 'resident',
        yearlyResidentialRentKes: 660_000,
        mriNotApplicableReason: null,
      }),
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Change the tax arrangement of David Omwenga' }));
    const abroad = await screen.findByRole('dialog', { name: 'Tax arrangement of David Omwenga' });
    expect(within(abroad).getByRole('radio', { name: 'Owner files MRI' })).toBeDisabled();
    expect(abroad).toHaveTextContent(NON_RESIDENT_ONLY_TEXT);
  });

  it('sets an appointed agent from next month: the reference is asked for, then the list shows it to come and this month’s unchanged', async () => {
    const { user } = renderOwners();
    await user.click(
      await screen.findByRole('button', { name: 'Change the tax arrangement of Akinyi Odera' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tax arrangement of Akinyi Odera' });
    await user.click(within(dialog).getByRole('radio', { name: 'Firm withholds MRI (appointed agent)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'From month' }));
    await user.click(await option(formatMonth(next)));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(APPOINTMENT_REFERENCE_TEXT)).toBeInTheDocument();

    // Typing past the limit says so at once.
    await user.click(within(dialog).getByLabelText('Appointment reference'));
    await user.paste('x'.repeat(61));
    expect(await within(dialog).findByText(tooLongText('Appointment reference', 60))).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Appointment reference'));
    await user.paste('  KRA/MRI/AGT/00999 ');
    await user.type(within(dialog).getByLabelText('Appointment date'), '2026-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(TAX_ARRANGEMENT_SET_TEXT)).toBeInTheDocument();
    const akinyi = rowOf('Akinyi Odera');
    // This month's statement keeps the arrangement it had; the new one is shown to come.
    expect(akinyi).toHaveTextContent('Owner files MRI');
    expect(akinyi).toHaveTextContent(`From ${formatMonth(next)}: Firm withholds MRI (appointed agent)`);
  });

  it('keeps the dialog open with one toast in the server’s words when the server refuses', async () => {
    server.use(
      http.put('*/api/admin/owners/:id/tax-arrangement', () =>
        HttpResponse.json({ error: 'The database is busy.' }, { status: 500 }),
      ),
    );
    const { user } = renderOwnersInConsole();
    await user.click(
      await screen.findByRole('button', { name: 'Change the tax arrangement of Ruth Nyaboke' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tax arrangement of Ruth Nyaboke' });
    await user.click(within(dialog).getByRole('radio', { name: 'Owner files MRI' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Could not set the tax arrangement of Ruth Nyaboke. The database is busy. The change was undone.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tax arrangement of Ruth Nyaboke' })).toBeInTheDocument();
    expect(rowOf('Ruth Nyaboke')).toHaveTextContent('Firm withholds MRI (appointed agent)');
  });

  it('shows an owner no owners: the server refuses (the route table keeps them out before that)', async () => {
    renderOwners(OWNER_SESSION);
    expect(await screen.findByText(LOAD_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByText(FORBIDDEN_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Ruth Nyaboke')).not.toBeInTheDocument();
  });
});
