import { Grid, Table, type TableColumnsType } from 'antd';
import { ScrollRegion } from '../components/scroll-region';
import { DEFAULT_PAGE_SIZE } from '../config/constants';

export interface PagedTableProps<Row> {
  rows: readonly Row[];
  columns: TableColumnsType<Row>;
  /** The page the address asks for (1-based); past the last page shows the last. */
  page: number;
  onPageChange: (page: number) => void;
  /** How a screen reader hears the count: ['payment', 'payments']. */
  noun: readonly [singular: string, plural: string];
  emptyText: string;
  /**
   * The keys of the columns that matter most (the amount, the status, the action), first on a
   * phone, where the others are scrolled to.
   */
  firstOnPhones?: readonly string[];
}

/** The columns in their order, or on a phone those of `first` first. */
function columnsFor<Row>(
  columns: TableColumnsType<Row>,
  first: readonly string[],
  phone: boolean,
): TableColumnsType<Row> {
  if (!phone || first.length === 0) return columns;
  const rank = (key: unknown) => {
    const at = first.indexOf(String(key));
    return at === -1 ? first.length : at;
  };
  return [...columns].sort((a, b) => rank(a.key) - rank(b.key));
}

/**
 * A console list's table (staff Payments, Maintenance): the rows a page at a time, the page
 * kept by the screen (in its address), and the count announced politely when it changes; on a
 * phone the columns that matter first, and sideways scrolling a keyboard reaches (product
 * rules, 'What people see, finished').
 */
export function PagedTable<Row extends { id: string }>({
  rows,
  columns,
  page,
  onPageChange,
  noun,
  emptyText,
  firstOnPhones = [],
}: PagedTableProps<Row>) {
  const lastPage = Math.max(1, Math.ceil(rows.length / DEFAULT_PAGE_SIZE));
  // A phone: the smallest breakpoint matches (none does before the first measure).
  const phone = Grid.useBreakpoint().xs === true;
  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {rows.length} {rows.length === 1 ? noun[0] : noun[1]}
      </p>
      {/* The table scrolls sideways in a region a keyboard can reach, whatever its rows hold. */}
      <ScrollRegion label={`Table of ${noun[1]}`}>
        <Table<Row>
          rowKey="id"
          columns={columnsFor(columns, firstOnPhones, phone)}
          dataSource={rows as Row[]}
          pagination={{
            current: Math.min(page, lastPage),
            pageSize: DEFAULT_PAGE_SIZE,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: onPageChange,
          }}
          locale={{ emptyText }}
        />
      </ScrollRegion>
    </>
  );
}
