import { formatDate } from '@trabzon/i18n';
import type { Booking } from '@trabzon/api-client';

/** "12 Dec 2026 – 15 Dec 2026", or one date for single-day services (with the time when it has one). */
export function bookingDates(booking: Pick<Booking, 'startDate' | 'endDate' | 'startTime'>, language: string): string {
  const start = formatDate(booking.startDate, language) + (booking.startTime ? ` ${booking.startTime}` : '');
  return booking.endDate && booking.endDate !== booking.startDate ? `${start} – ${formatDate(booking.endDate, language)}` : start;
}
