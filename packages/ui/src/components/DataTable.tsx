import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
// Through the package's main entry, the shared singleton: this file is bundled into the back office (./tables).
import { Button } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { nextSort, paginate, sortRows, type SortDirection, type SortState, type SortValue } from './table';

export interface Column<T> {
  id: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Makes the column sortable by this value (DataTable, sorted in the browser). */
  sortValue?: (row: T) => SortValue;
  /** Makes the column sortable by this key of the server's (ServerTable). */
  sortKey?: string;
  align?: 'start' | 'end';
  /** The row's header cell (a <th scope="row">), for screen readers. */
  rowHeader?: boolean;
  /** Stays in view at the inline end while a wide table scrolls (row actions). */
  sticky?: boolean;
}

/** What both tables take. */
interface TableBaseProps<T> {
  /** The table's caption and the name of its scrollable region. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown instead of rows when there are none. */
  emptyText: string;
  /** data-testid of the <table>; also names the region that `focusTable(testId)` focuses. */
  testId?: string;
  /** data-testid of every body row. */
  rowTestId?: string;
  /** The pager's name for screen readers (default "Table pages"), e.g. "Pages of bookings". */
  pagingLabel?: string;
}

/** Props of {@link DataTable}: `rows` are shown `pageSize` at a time, sorted by a column with `sortValue`. */
export interface DataTableProps<T> extends TableBaseProps<T> {
  pageSize?: number;
  initialSort?: SortState | null;
  /** Back to page 1 whenever this changes (e.g. the filter text). */
  resetKey?: string;
}

/** Props of {@link ServerTable}: `rows` are the server's page `page` (of `pageSize`) out of `total`, sorted by it. */
export interface ServerTableProps<T> extends TableBaseProps<T> {
  total: number;
  page: number;
  pageSize: number;
  /** The server's sort: the `sortKey` of a column and its direction. */
  sort?: { key: string; dir: SortDirection } | null;
  onSort?: (key: string) => void;
  onPage: (page: number) => void;
  /** A new page or order is being fetched (the rows shown are the previous ones). */
  busy?: boolean;
}

const Scroll = styled.div`
  overflow-x: auto;
  // A containing block for what sits absolutely inside (VisuallyHidden texts): otherwise their place
  // counts towards the page's width, not this box's, and a wide table scrolls the whole page sideways.
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  font-variant-numeric: tabular-nums;
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
  /* The pinned column's edge is drawn, so the columns scrolled beneath it read as scrolled, not cut. */
  [data-sticky='true'] {
    position: sticky;
    inset-inline-end: 0;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
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

interface TableViewProps<T> extends TableBaseProps<T> {
  /** The sorted column's id and direction. */
  sorted: SortState | null;
  /** Sorts by the column on a click of its header; null: the column has no sort button. */
  sortOf: (column: Column<T>) => (() => void) | null;
  paging: { from: number; to: number; total: number; page: number; pages: number; onPage: (page: number) => void };
  busy?: boolean;
}

/** The markup both tables share: caption, sort buttons, rows, the empty text and the pager. */
function TableView<T>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  testId,
  rowTestId,
  pagingLabel,
  sorted,
  sortOf,
  paging,
  busy,
}: TableViewProps<T>) {
  const { t } = useTranslation();
  return (
    <div>
      <Scroll role="region" aria-label={caption} tabIndex={0} data-table-region={testId} aria-busy={busy || undefined}>
        <Table data-testid={testId}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sorted?.column === column.id ? sorted.direction : null;
                const sort = sortOf(column);
                return (
                  <th
                    key={column.id}
                    scope="col"
                    data-align={column.align}
                    data-sticky={column.sticky || undefined}
                    aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {sort ? (
                      <SortButton type="button" onClick={sort} data-testid={`sort-${column.id}`}>
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
            {rows.map((row) => (
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
        {rows.length === 0 && <Empty>{emptyText}</Empty>}
      </Scroll>
      {paging.total > 0 && (
        <Pager aria-label={pagingLabel ?? t('kit.table.paging')}>
          <span aria-live="polite">{t('kit.table.showing', { from: paging.from, to: paging.to, total: paging.total })}</span>
          <div>
            <Button
              type="button"
              $variant="secondary"
              disabled={paging.page <= 1}
              onClick={() => paging.onPage(paging.page - 1)}
              data-testid="page-previous"
            >
              {t('kit.table.previous')}
            </Button>
            <span>{t('kit.table.page', { page: paging.page, pages: paging.pages })}</span>
            <Button
              type="button"
              $variant="secondary"
              disabled={paging.page >= paging.pages}
              onClick={() => paging.onPage(paging.page + 1)}
              data-testid="page-next"
            >
              {t('kit.table.next')}
            </Button>
          </div>
        </Pager>
      )}
    </div>
  );
}

/**
 * A dense data table (the admin screens and any list of records) of rows the browser has in full:
 * sortable columns (real buttons in the headers, `aria-sort` on the sorted one), client-side
 * paging, and the row actions the columns render. Keyboard: Tab reaches every sort button, row
 * action and pager button.
 */
export function DataTable<T>({ rows, columns, pageSize = 10, initialSort = null, resetKey = '', ...view }: DataTableProps<T>) {
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
    <TableView
      {...view}
      columns={columns}
      rows={slice.rows}
      sorted={sort}
      sortOf={(column) => (column.sortValue ? () => setSort((s) => nextSort(s, column.id)) : null)}
      paging={{ from: slice.from, to: slice.to, total: slice.total, page: slice.page, pages: slice.pages, onPage: setPage }}
    />
  );
}

/**
 * The same table over rows the server sorts and pages (lists too long to fetch whole): it shows
 * the page it is given and asks for another order (`onSort`) or page (`onPage`); the caller keeps
 * both, e.g. in the URL.
 */
export function ServerTable<T>({ columns, total, page, pageSize, sort = null, onSort, onPage, busy, ...view }: ServerTableProps<T>) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const sortedColumn = sort ? columns.find((column) => column.sortKey === sort.key) : undefined;
  return (
    <TableView
      {...view}
      columns={columns}
      busy={busy}
      sorted={sort && sortedColumn ? { column: sortedColumn.id, direction: sort.dir } : null}
      sortOf={(column) => {
        const key = column.sortKey;
        return key && onSort ? () => onSort(key) : null;
      }}
      paging={{
        from: total === 0 ? 0 : (page - 1) * pageSize + 1,
        to: Math.min(total, page * pageSize),
        total,
        page,
        pages,
        onPage,
      }}
    />
  );
}
