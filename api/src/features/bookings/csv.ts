import { serviceName } from '@trabzon/contracts/booking-service';
import type { BookingRow } from './repository';
import { partySize } from '../notifications/booking-facts';

/** First characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text a person typed that starts like a formula gets a leading `'`,
 * so a spreadsheet shows it as text; a cell with a comma, quote or line break is quoted, quotes doubled.
 */
export function csvCell(value: string | number | null | undefined, options: { text?: boolean } = {}): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (options.text !== false && typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_COLUMNS = [
  'reference',
  'type',
  'service',
  'status',
  'created_at',
  'start_date',
  'end_date',
  'start_time',
  'guests',
  'first_name',
  'last_name',
  'email',
  'phone',
  'subtotal',
  'tax_rate',
  'tax',
  'total',
  'currency',
  'payment_method',
  'provider_order_id',
  'special_requests',
] as const;

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The export: a UTF-8 BOM (spreadsheets then read Turkish and Arabic names right), a header and one line per booking, CRLF. */
export function bookingsCsv(rows: readonly BookingRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const orderId = row.details.providerOrderId ?? row.details.orderId;
    lines.push(
      [
        csvCell(row.reference),
        csvCell(row.type),
        csvCell(serviceName(row.details)),
        csvCell(row.status),
        csvCell(row.createdAt),
        csvCell(row.startDate),
        csvCell(row.endDate),
        csvCell(row.startTime),
        // Empty for a car rental, which has no party (as the e-mails leave it out).
        csvCell(partySize(row)),
        csvCell(row.contactFirstName),
        csvCell(row.contactLastName),
        csvCell(row.contactEmail),
        csvCell(row.contactPhone),
        csvCell(amount(row.subtotalCents), { text: false }),
        csvCell(row.taxRate),
        csvCell(amount(row.taxCents), { text: false }),
        csvCell(amount(row.totalCents), { text: false }),
        csvCell(row.currency),
        csvCell(row.paymentMethod),
        csvCell(typeof orderId === 'string' ? orderId : null),
        csvCell(row.specialRequests),
      ].join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
