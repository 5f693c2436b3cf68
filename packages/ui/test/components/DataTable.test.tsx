// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTable, ServerTable, type Column } from '../../src/components/DataTable';
import { renderInKit, startI18n } from '../helpers/render';

interface Row {
  id: string;
  name: string;
  stars: number | null;
}

const ROWS: Row[] = [
  { id: '1', name: 'Zigana Inn', stars: 3 },
  { id: '2', name: 'Atatürk Palace', stars: 5 },
  { id: '3', name: 'Boztepe View', stars: null },
  { id: '4', name: 'Çamlık Suites', stars: 4 },
  { id: '5', name: 'Maçka Lodge', stars: 2 },
];

const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', render: (row) => row.name, sortValue: (row) => row.name, rowHeader: true },
  { id: 'stars', header: 'Stars', render: (row) => row.stars ?? '—', sortValue: (row) => row.stars, align: 'end' },
  { id: 'actions', header: 'Actions', render: (row) => <button type="button">Edit {row.name}</button> },
];

function names(): string[] {
  return screen.getAllByTestId('row').map((row) => within(row).getByRole('rowheader').textContent ?? '');
}

beforeAll(async () => {
  await startI18n('en');
});
afterEach(() => {
  cleanup();
});

describe('DataTable', () => {
  it('has a caption, column headers and one row header per row', () => {
    renderInKit(<DataTable caption="Hotels" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} emptyText="No hotels" rowTestId="row" />);
    const table = screen.getByRole('table', { name: 'Hotels' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual(['Name', 'Stars', 'Actions']);
    expect(names()).toEqual(['Zigana Inn', 'Atatürk Palace', 'Boztepe View', 'Çamlık Suites', 'Maçka Lodge']);
  });

  it('keeps what sits absolutely inside a cell (a visually hidden text) in its own scroll box, not the page', () => {
    // Without a containing block, a wide table's hidden "No reviews" counted towards the page's
    // width on a phone (/admin/hotels at 412 px scrolled sideways, 444 px wide).
    renderInKit(<DataTable caption="Hotels" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} emptyText="No hotels" />);
    const region = screen.getByRole('region', { name: 'Hotels' });
    expect(getComputedStyle(region).overflowX).toBe('auto');
    expect(getComputedStyle(region).position).toBe('relative');
  });

  it('sorts by a header button, flips on the second click and marks the column with aria-sort', () => {
    renderInKit(<DataTable caption="Hotels" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} emptyText="No hotels" rowTestId="row" />);
    const starsHeader = screen.getAllByRole('columnheader')[1] as HTMLElement;
    expect(starsHeader.hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(within(starsHeader).getByRole('button'));
    expect(starsHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Maçka Lodge', 'Zigana Inn', 'Çamlık Suites', 'Atatürk Palace', 'Boztepe View']);
    fireEvent.click(within(starsHeader).getByRole('button'));
    expect(starsHeader.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Atatürk Palace', 'Çamlık Suites', 'Zigana Inn', 'Maçka Lodge', 'Boztepe View']);
    expect(within(screen.getAllByRole('columnheader')[2] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('pages the rows and says which are shown', () => {
    renderInKit(
      <DataTable
        caption="Hotels"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        emptyText="No hotels"
        rowTestId="row"
        pageSize={2}
        initialSort={{ column: 'name', direction: 'asc' }}
      />,
    );
    expect(names()).toEqual(['Atatürk Palace', 'Boztepe View']);
    expect(screen.getByText('1–2 of 5')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Zigana Inn']);
    expect(screen.getByText('5–5 of 5')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes back to page 1 when the reset key changes', () => {
    const props = {
      caption: 'Hotels',
      columns: COLUMNS,
      rows: ROWS,
      rowKey: (r: Row) => r.id,
      emptyText: 'No hotels',
      rowTestId: 'row',
      pageSize: 2,
    };
    const { rerender } = renderInKit(<DataTable {...props} resetKey="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    rerender(<DataTable {...props} resetKey="lodge" />);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('shows the empty text and no pager without rows', () => {
    renderInKit(
      <DataTable caption="Hotels" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} emptyText="No hotels match." rowTestId="row" />,
    );
    expect(screen.getByText('No hotels match.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Table pages' })).toBeNull();
  });
});

describe('ServerTable', () => {
  /** The server's columns: sorted by key (the stars column has none). */
  const SERVER_COLUMNS: Column<Row>[] = [
    { id: 'name', header: 'Name', render: (row) => row.name, sortKey: 'name', rowHeader: true },
    { id: 'stars', header: 'Stars', render: (row) => row.stars ?? '—' },
  ];
  const page2 = ROWS.slice(2, 4);

  function renderPage(changes: Partial<Parameters<typeof ServerTable<Row>>[0]> = {}) {
    const onSort = vi.fn();
    const onPage = vi.fn();
    renderInKit(
      <ServerTable
        caption="Hotels"
        columns={SERVER_COLUMNS}
        rows={page2}
        rowKey={(r) => r.id}
        emptyText="No hotels"
        rowTestId="row"
        total={5}
        page={2}
        pageSize={2}
        sort={{ key: 'name', dir: 'desc' }}
        onSort={onSort}
        onPage={onPage}
        pagingLabel="Pages of hotels"
        {...changes}
      />,
    );
    return { onSort, onPage };
  }

  it('shows the rows it is given, in their order, with the server’s page and total', () => {
    renderPage();
    expect(names()).toEqual(['Boztepe View', 'Çamlık Suites']);
    const pager = screen.getByRole('navigation', { name: 'Pages of hotels' });
    expect(within(pager).getByText('3–4 of 5')).toBeTruthy();
    expect(within(pager).getByText('Page 2 of 3')).toBeTruthy();
  });

  it('marks the server’s sort and asks for another by the column’s key; a column without a key has no button', () => {
    const { onSort } = renderPage();
    const [nameHeader, starsHeader] = screen.getAllByRole('columnheader') as HTMLElement[];
    expect(nameHeader!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(nameHeader!).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('name');
    expect(within(starsHeader!).queryByRole('button')).toBeNull();
  });

  it('asks for the previous and next page; none past the last', () => {
    const { onPage } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
    cleanup();
    renderPage({ page: 3, rows: ROWS.slice(4) });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the empty text and no pager when the server has no rows', () => {
    renderPage({ rows: [], total: 0, page: 1 });
    expect(screen.getByText('No hotels')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
