import type { BookingRow } from '../bookings/repository';
import { cancellableUntil, isNonRefundable } from '../bookings/present';
import { isFreeTable, routeOf, serviceName } from '@trabzon/contracts/booking-service';
import { formatDay, formatIstanbulTime, formatMoney } from './formats';
import { CANCELLATION_WORDS, FREE_TABLE_WORDS, TYPE_WORDS, renderTemplate, type Lang } from './templates';

/** "Hotel · Zigana Lodge · Deluxe Room", "Flight · TZX → IST", "Car rental · Economy car · Trabzon Airport → Uzungöl". */
function serviceOf(row: BookingRow, lang: Lang): string {
  const type = TYPE_WORDS[lang][row.type] ?? row.type;
  return [type, serviceName(row.details, lang), routeOf(row.details, lang)].filter(Boolean).join(' · ');
}

/** Whether the booking can still be cancelled for free at `at` (the rule My bookings applies). */
export function freelyCancellable(row: BookingRow, at: Date): boolean {
  const until = cancellableUntil(row);
  return !isNonRefundable(row) && until !== null && at.getTime() < until.getTime();
}

/** Until when the booking can be cancelled for free, or that it no longer can. */
function cancellationOf(row: BookingRow, lang: Lang, at: Date): string {
  const words = CANCELLATION_WORDS[lang];
  if (isNonRefundable(row)) return words.nonRefundable;
  if (!freelyCancellable(row, at)) return words.over;
  return renderTemplate(words.until, { until: formatIstanbulTime(cancellableUntil(row)!.toISOString(), lang) });
}

function datesOf(row: BookingRow, lang: Lang): string {
  const start = formatDay(row.startDate, lang) + (row.startTime ? ` ${row.startTime}` : '');
  return row.endDate && row.endDate !== row.startDate ? `${start} – ${formatDay(row.endDate, lang)}` : start;
}

/** What every booking e-mail says of the booking, in its language: the {{service}}, {{dates}}, {{total}} and {{cancellation}} values. */
export function bookingFacts(row: BookingRow, lang: Lang, at: Date) {
  return {
    service: serviceOf(row, lang),
    dates: datesOf(row, lang),
    total: isFreeTable({ type: row.type, total: row.totalCents })
      ? FREE_TABLE_WORDS[lang]
      : formatMoney(row.totalCents, row.currency, lang),
    cancellation: cancellationOf(row, lang, at),
  };
}
