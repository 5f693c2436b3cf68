import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { useTranslation } from '@trabzon/i18n';
import { nextSort, paginate, sortRows, type SortState, type SortValue } from './table';

export interface Column<T> {
  id: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  align?: 'start' | 'end';
  /** The row's header cell (a <th scope="row">), for screen readers. */
  rowHeader?: boolean;
  /** Stays in view at the inline end while a wide table scrolls (row actions). */
  sticky?: boolean;
}

/** Props of {@link DataTable}: `rows` are shown `pageSize` at a time, sorted by a column with `sortValue`. */
export interface DataTableProps<T> {
  /** The table's caption and the name of its scrollable region. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown instead of rows when there are none. */
  emptyText: string;
  pageSize?: number;
  initialSort?: SortState | null;
  /** data-testid of the <table>; also names the region that `focusTable(testId)` focuses. */
  testId?: string;
  /** data-testid of every body row. */
  rowTestId?: string;
  /** Back to page 1 whenever this changes (e.g. the filter text). */
  resetKey?: string;
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  caption {
    text-align: start;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding-block: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(3)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
    text-align: start;
    vertical-align: middle;
    white-space: nowrap;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  tbody th {
    font-weight: 600;
  }
  [data-align='end'] {
    text-align: end;
  }
  [data-sticky='true'] {
    position: sticky;
    inset-inline-end: 0;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  thead [data-sticky='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  border: none;
  background: none;
  padding: 0;
  font: inherit;
  font-weight: 600;
  color: inherit;
  cursor: pointer;
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ARROWS = { asc: '▲', desc: '▼' } as const;

/** Puts the focus on the table's region (after the row that had it was deleted). */
export function focusTable(testId: string): void {
  document.querySelector<HTMLElement>(`[data-table-region="${testId}"]`)?.focus();
}

/**
 * A dense data table (the admin screens and any list of records): sortable columns (real buttons in the headers, `aria-sort` on the sorted
 * one), client-side paging, and the row actions the columns render. Keyboard: Tab reaches every
 * sort button, row action and pager button.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  pageSize = 10,
  initialSort = null,
  testId,
  rowTestId,
  resetKey = '',
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [page, setPage] = useState(1);
  const [pageKey, setPageKey] = useState(resetKey);
  if (pageKey !== resetKey) {
    setPageKey(resetKey);
    setPage(1);
  }

  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.column) : undefined;
    return sort && column?.sortValue ? sortRows(rows, column.sortValue, sort.direction) : [...rows];
  }, [rows, sort, columns]);
  const slice = paginate(sorted, page, pageSize);

  return (
    <div>
      <Scroll role="region" aria-label={caption} tabIndex={0} data-table-region={testId}>
        <Table data-testid={testId}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.column === column.id ? sort.direction : null;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    data-align={column.align}
                    data-sticky={column.sticky || undefined}
                    aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sortValue ? (
                      <SortButton type="button" onClick={() => setSort((s) => nextSort(s, column.id))} data-testid={`sort-${column.id}`}>
                        {column.header}
                        <span aria-hidden="true">{direction ? ARROWS[direction] : '↕'}</span>
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {slice.rows.map((row) => (
              <tr key={rowKey(row)} data-testid={rowTestId}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.id} scope="row" data-align={column.align}>
                      {column.render(row)}
                    </th>
                  ) : (
                    <td key={column.id} data-align={column.align} data-sticky={column.sticky || undefined}>
                      {column.render(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Table>
        {slice.total === 0 && <Empty>{emptyText}</Empty>}
      </Scroll>
      {slice.total > 0 && (
        <Pager aria-label={t('kit.table.paging')}>
          <span aria-live="polite">{t('kit.table.showing', { from: slice.from, to: slice.to, total: slice.total })}</span>
          <div>
            <Button type="button" $variant="secondary" disabled={slice.page <= 1} onClick={() => setPage(slice.page - 1)}>
              {t('kit.table.previous')}
            </Button>
            <span>{t('kit.table.page', { page: slice.page, pages: slice.pages })}</span>
            <Button type="button" $variant="secondary" disabled={slice.page >= slice.pages} onClick={() => setPage(slice.page + 1)}>
              {t('kit.table.next')}
            </Button>
          </div>
        </Pager>
      )}
    </div>
  );
}
