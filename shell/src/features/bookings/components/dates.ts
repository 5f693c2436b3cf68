import { formatDate } from '@trabzon/i18n';
import type { Booking } from '@trabzon/api-client';

/**
 * "12 Dec 2026 14:00 – 15 Dec 2026 12:00", "12 Dec 2026 09:10 – 11:05" when it ends the day it starts,
 * or one date for single-day services (with the time when it has one). Times are the place's own
 * (hotel, drop-off point, arrival airport): the end time is the check-out, drop-off or arrival.
 */
export function bookingDates(booking: Pick<Booking, 'startDate' | 'endDate' | 'startTime' | 'endTime'>, language: string): string {
  const start = formatDate(booking.startDate, language) + (booking.startTime ? ` ${booking.startTime}` : '');
  const endTime = booking.endTime ?? null;
  const last = lastDay(booking);
  if (!last) return endTime ? `${start} – ${endTime}` : start;
  return `${start} – ${formatDate(last, language)}${endTime ? ` ${endTime}` : ''}`;
}

/** A booking's last day when it is not its first, else null: one day (a table, a taxi or transfer, a flight landing the day it leaves). */
function lastDay(booking: Pick<Booking, 'startDate' | 'endDate'>): string | null {
  return booking.endDate && booking.endDate !== booking.startDate ? booking.endDate : null;
}

/** The label of bookingDates' text: "Date" for the one date of a single-day booking, else "Dates". */
export function bookingDatesLabel(booking: Pick<Booking, 'startDate' | 'endDate'>): 'detail.date' | 'detail.dates' {
  return lastDay(booking) ? 'detail.dates' : 'detail.date';
}
