import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@trabzon/ui';

export interface PagedColumn<T> {
  id: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The server's sort key for this column, when it can be sorted. */
  sortKey?: string;
  align?: 'start' | 'end';
  rowHeader?: boolean;
}

export interface PagedTableTexts {
  showing: (from: number, to: number, total: number) => string;
  page: (page: number, pages: number) => string;
  previous: string;
  next: string;
  paging: string;
  empty: string;
}

interface PagedTableProps<T> {
  caption: string;
  columns: readonly PagedColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  total: number;
  page: number;
  limit: number;
  sort?: { key: string; dir: 'asc' | 'desc' } | null;
  onSort?: (key: string) => void;
  onPage: (page: number) => void;
  texts: PagedTableTexts;
  testId?: string;
  rowTestId?: string;
  busy?: boolean;
}

const Scroll = styled.div`
  overflow-x: auto;
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
    padding-block: ${({ theme }) => theme.space(1.5)};
    padding-inline: ${({ theme }) => theme.space(3)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
    text-align: start;
    vertical-align: middle;
    white-space: nowrap;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
    position: sticky;
    inset-block-start: 0;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  [data-align='end'] {
    text-align: end;
  }
`;

const SortButton = styled.button`
  display: inline-flex;
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

/** A dense table whose sorting and paging happen on the server (the state lives in the URL). */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { caption, columns, rows, rowKey, total, page, limit, sort, onSort, onPage, texts, testId, rowTestId, busy } = props;
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <div>
      <Scroll role="region" aria-label={caption} tabIndex={0} aria-busy={busy || undefined}>
        <Table data-testid={testId}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort && column.sortKey === sort.key ? sort.dir : null;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    data-align={column.align}
                    aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sortKey && onSort ? (
                      <SortButton type="button" onClick={() => onSort(column.sortKey ?? '')} data-testid={`sort-${column.id}`}>
                        {column.header}
                        <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}</span>
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
                    <td key={column.id} data-align={column.align}>
                      {column.render(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Table>
        {rows.length === 0 && <Empty>{texts.empty}</Empty>}
      </Scroll>
      {total > 0 && (
        <Pager aria-label={texts.paging}>
          <span aria-live="polite">{texts.showing(from, to, total)}</span>
          <div>
            <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="page-previous">
              {texts.previous}
            </Button>
            <span>{texts.page(page, pages)}</span>
            <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="page-next">
              {texts.next}
            </Button>
          </div>
        </Pager>
      )}
    </div>
  );
}

/** Saves a Blob under a file name (the browser's download). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A status pill (text plus colour; the text carries the meaning). */
export const StatusPill = styled.span<{ $tone: 'neutral' | 'success' | 'warning' | 'danger' }>`
  display: inline-block;
  padding-block: 1px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs}px;
  font-weight: 600;
  border: 1px solid currentColor;
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? theme.colors.danger
        : $tone === 'warning'
          ? theme.colors.text
          : theme.colors.textMuted};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.surfaceAlt : 'transparent')};
`;
