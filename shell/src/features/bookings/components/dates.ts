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
  if (!booking.endDate || booking.endDate === booking.startDate) return endTime ? `${start} – ${endTime}` : start;
  return `${start} – ${formatDate(booking.endDate, language)}${endTime ? ` ${endTime}` : ''}`;
}
