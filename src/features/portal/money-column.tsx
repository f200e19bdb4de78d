import type { TableColumnsType } from 'antd';
import { kesText } from '../../lib/format';

/**
 * A table column of shillings, right-aligned and never broken across lines: the portal's
 * statements and unit lists all show money this way. `amountOf` null leaves the cell empty;
 * `text` words the amount (kesText by default, 'KES 500 credit', 'KES 4,010 owed').
 */
export function moneyColumn<Row>(
  title: string,
  key: string,
  amountOf: (row: Row) => number | null,
  text: (kes: number) => string = kesText,
): TableColumnsType<Row>[number] {
  return {
    title,
    key,
    align: 'right',
    render: (_: unknown, row: Row) => {
      const kes = amountOf(row);
      return kes === null ? '' : <span className="portal-nowrap">{text(kes)}</span>;
    },
  };
}
