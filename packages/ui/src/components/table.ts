/** Sorting, filtering and paging of admin tables: pure functions, so they are unit tested. */

export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | boolean | null | undefined;

export interface SortState {
  column: string;
  direction: SortDirection;
}

/** A header click: the same column flips its direction; another column starts ascending. */
export function nextSort(current: SortState | null, column: string): SortState {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending order of two cell values; empty values (null, undefined, '') always go last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** A sorted copy (stable: equal rows keep their order); empty values stay last either way. */
export function sortRows<T>(rows: readonly T[], valueOf: (row: T) => SortValue, direction: SortDirection): T[] {
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((x, y) => {
      const emptyX = x.value === null || x.value === undefined || x.value === '';
      const emptyY = y.value === null || y.value === undefined || y.value === '';
      if (emptyX !== emptyY) return emptyX ? 1 : -1;
      const order = compareValues(x.value, y.value);
      return (direction === 'asc' ? order : -order) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/** Rows whose texts contain every word of the query (case- and accent-insensitive). */
export function filterRows<T>(rows: readonly T[], query: string, textsOf: (row: T) => Array<string | null | undefined>): T[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = normalize(textsOf(row).filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/ı/g, 'i')
    .trim();
}

export interface PageSlice<T> {
  rows: T[];
  /** The page shown (1-based), clamped to the pages that exist. */
  page: number;
  pages: number;
  total: number;
  /** 1-based positions of the first and last row shown (0 and 0 when there are none). */
  from: number;
  to: number;
}

/** One page of rows; a page past the end shows the last page, a page below 1 the first. */
export function paginate<T>(rows: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const total = rows.length;
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * size;
  const slice = rows.slice(start, start + size);
  return { rows: slice, page: current, pages, total, from: total ? start + 1 : 0, to: start + slice.length };
}
