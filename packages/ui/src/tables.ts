// The back office's tables, as their own entry (`@trabzon/ui/tables`), bundled into the app that imports
// it. The main entry is a federation singleton that every page of the site loads whole, and only the
// back office shows a table.
export { DataTable, ServerTable, focusTable, type Column, type DataTableProps, type ServerTableProps } from './components/DataTable';
export {
  nextSort,
  compareValues,
  sortRows,
  filterRows,
  paginate,
  type SortDirection,
  type SortValue,
  type SortState,
  type PageSlice,
} from './components/table';
