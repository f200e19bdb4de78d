import { Table, type TableColumnsType } from 'antd';
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
}

/**
 * A console list's table (staff Payments, Maintenance): the rows a page at a time, the page
 * kept by the screen (in its address), and the count announced politely when it changes.
 */
export function PagedTable<Row extends { id: string }>({
  rows,
  columns,
  page,
  onPageChange,
  noun,
  emptyText,
}: PagedTableProps<Row>) {
  const lastPage = Math.max(1, Math.ceil(rows.length / DEFAULT_PAGE_SIZE));
  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {rows.length} {rows.length === 1 ? noun[0] : noun[1]}
      </p>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows as Row[]}
        pagination={{
          current: Math.min(page, lastPage),
          pageSize: DEFAULT_PAGE_SIZE,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: onPageChange,
        }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
      />
    </>
  );
}
