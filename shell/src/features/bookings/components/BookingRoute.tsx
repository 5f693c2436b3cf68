import type { Booking } from '@trabzon/api-client';
import { routeEnds } from '@trabzon/contracts/booking-service';
import { RouteText } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';

/** Where a car rental, transfer or taxi starts and ends, in the page's language, its arrow the way the page reads; or nothing. */
export function BookingRoute({ booking }: { booking: Pick<Booking, 'details'> }) {
  const { i18n } = useTranslation('bookings');
  const ends = routeEnds(booking.details, i18n.language);
  return ends ? <RouteText from={ends.from} to={ends.to} /> : null;
}
