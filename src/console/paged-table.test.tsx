import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../tests/setup-dom';
import { PagedTable } from './paged-table';

interface Row {
  id: string;
  date: string;
  amount: string;
  status: string;
}

const ROWS: Row[] = [{ id: 'a', date: '5 March 2025', amount: 'KES 15,000', status: 'Matched' }];
const COLUMNS = [
  { title: 'Date', key: 'date', render: (_: unknown, r: Row) => r.date },
  { title: 'Amount', key: 'amount', render: (_: unknown, r: Row) => r.amount },
  { title: 'Status', key: 'status', render: (_: unknown, r: Row) => r.status },
];

/** The window as wide as a phone (360 px) or a desktop, as antd's breakpoints ask it. */
function windowOf(width: 'phone' | 'desktop') {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const px = width === 'phone' ? 360 : 1440;
    const matches = (!max || px <= Number(max[1])) && (!min || px >= Number(min[1]));
    return mediaQueryList(query, matches);
  });
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

function renderTable() {
  render(
    <PagedTable<Row>
      rows={ROWS}
      columns={COLUMNS}
      page={1}
      onPageChange={() => undefined}
      noun={['payment', 'payments']}
      emptyText="No payments match"
      firstOnPhones={['amount', 'status']}
    />,
  );
}

describe('PagedTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a phone puts the columns that matter first', () => {
    windowOf('phone');
    renderTable();
    expect(headers()).toEqual(['Amount', 'Status', 'Date']);
  });

  it('keeps the order on a desktop, and scrolls in a region a keyboard reaches', () => {
    windowOf('desktop');
    renderTable();
    expect(headers()).toEqual(['Date', 'Amount', 'Status']);
    const region = screen.getByRole('region', { name: 'Table of payments' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});
