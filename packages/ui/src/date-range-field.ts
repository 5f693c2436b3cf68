// A check-in/check-out pair of date fields, as its own entry (`@trabzon/ui/date-range-field`) for the same
// reason as `@trabzon/ui/tables`: only the back office uses it, and the main entry loads whole on every page.
export { DateRangeField, type DateRange, type DateRangeFieldProps, type DateRangePartProps } from './components/DateRangeField';
