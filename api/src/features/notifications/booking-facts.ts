import type { BookingRow } from '../bookings/repository';
import { cancellableUntil, endTimeOf, isNonRefundable } from '../bookings/present';
import { countsPassengers, hasParty, isFreeTable, routeOf, serviceKind, serviceName } from '@trabzon/contracts/booking-service';
import { formatCount, formatDay, formatIstanbulTime, formatMoney } from './formats';
import {
  CANCELLATION_WORDS,
  FREE_TABLE_WORDS,
  PARTY_WORDS,
  REFUND_WORDS,
  REQUESTS_WORDS,
  TYPE_WORDS,
  renderTemplate,
  type Lang,
} from './templates';

/** A flight's numbers, each way's legs in order: "TK2858", "TK2858, TK2860 / TK2861". Null without legs. */
function flightNumbers(details: Record<string, unknown>): string | null {
  const legs = (way: unknown): string =>
    ((way as { segments?: { flightNumber?: unknown }[] } | undefined)?.segments ?? [])
      .map((segment) => (typeof segment.flightNumber === 'string' ? segment.flightNumber : ''))
      .filter(Boolean)
      .join(', ');
  const ways = [legs(details.outbound), legs(details.inbound)].filter(Boolean);
  return ways.length > 0 ? ways.join(' / ') : null;
}

/** "Hotel · Zigana Lodge · Deluxe Room", "Flight · TZX → IST · TK2858", "Car rental · Economy car · Trabzon Airport → Uzungöl". */
function serviceOf(row: BookingRow, lang: Lang): string {
  const kind = serviceKind(row);
  const type = TYPE_WORDS[lang][kind] ?? kind;
  const flight = row.type === 'flight' ? flightNumbers(row.details) : null;
  return [type, serviceName(row.details, lang), routeOf(row.details, lang), flight].filter(Boolean).join(' · ');
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

/**
 * "Dec 10, 2026 14:00 – Dec 13, 2026 12:00", or "Dec 10, 2026 09:10 – 11:05" when it ends the day it
 * starts: the end time (check-out, drop-off, arrival) with the last day, local to the place as the start.
 */
function datesOf(row: BookingRow, lang: Lang): string {
  const start = formatDay(row.startDate, lang) + (row.startTime ? ` ${row.startTime}` : '');
  const endTime = endTimeOf(row);
  if (!row.endDate || row.endDate === row.startDate) return endTime ? `${start} – ${endTime}` : start;
  return `${start} – ${formatDay(row.endDate, lang)}${endTime ? ` ${endTime}` : ''}`;
}

/** What every booking e-mail says of the booking, in its language: the {{service}}, {{dates}}, {{total}}, {{cancellation}} and {{refund}} values. */
export function bookingFacts(row: BookingRow, lang: Lang, at: Date) {
  return {
    service: serviceOf(row, lang),
    dates: datesOf(row, lang),
    total: isFreeTable({ type: row.type, total: row.totalCents })
      ? FREE_TABLE_WORDS[lang]
      : formatMoney(row.totalCents, row.currency, lang),
    cancellation: cancellationOf(row, lang, at),
    // Paid online only by card, and only when there was something to pay (the rule of the booking page's message).
    refund: row.paymentMethod === 'creditCard' && row.totalCents > 0 ? REFUND_WORDS[lang].card : REFUND_WORDS[lang].nothingPaid,
  };
}

/**
 * How many the booking is for, or null when it has no party (a car rental: hasParty) or no count.
 * The e-mails and the CSV export say it alike.
 */
export function partySize(row: Pick<BookingRow, 'type' | 'guests'>): number | null {
  if (!hasParty(row)) return null;
  return Number.isInteger(row.guests) && row.guests >= 1 ? row.guests : null;
}

/** Who the booking is for, "4 guests" or "5 passengers" in the e-mail's language; null without a party (partySize). */
export function partyOf(row: BookingRow, lang: Lang): string | null {
  const size = partySize(row);
  if (size === null) return null;
  const words = PARTY_WORDS[lang];
  return formatCount(size, countsPassengers(row) ? words.passengers : words.guests, lang);
}

/** The special requests as the guest wrote them; in Arabic each line isolated, so its own direction holds. Null when none. */
function requestsOf(row: BookingRow, lang: Lang): string | null {
  const text = row.specialRequests?.trim();
  if (!text) return null;
  return lang === 'ar'
    ? text
        .split(/\r\n|\r|\n/)
        .map((line) => `\u2068${line}\u2069`)
        .join('\n')
    : text;
}

/**
 * The lines a booking e-mail gives after Service, Dates and Total: the party ("Party: 4 guests")
 * and, unless left out, the guest's special requests. None for a row without either.
 */
export function partyLines(row: BookingRow, lang: Lang, withRequests = true): string[] {
  const party = partyOf(row, lang);
  const requests = withRequests ? requestsOf(row, lang) : null;
  return [
    ...(party ? [renderTemplate(PARTY_WORDS[lang].line, { party })] : []),
    ...(requests ? [renderTemplate(REQUESTS_WORDS[lang], { requests })] : []),
  ];
}
