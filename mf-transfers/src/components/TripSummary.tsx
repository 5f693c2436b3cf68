import styled from 'styled-components';
import type { Booking } from '@trabzon/api-client';
import { BookingConfirmation } from '@trabzon/checkout';
import { useSessionStore } from '@trabzon/stores';
import { Card, FactList, RouteText } from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';

/** What a transfer, rental or taxi books, with the places already named in the page's language. */
export interface Trip {
  /** The vehicle (or car) chosen; a taxi has none. */
  vehicle?: string;
  from: string;
  to: string;
  /** The pickup day, YYYY-MM-DD. */
  date: string;
  /** Rentals: the drop-off day and the days charged. */
  dropoffDate?: string | null;
  days?: number;
  /** HH:MM; absent where the page asks for it in a field of its own (the booking step of /car-transfers). */
  time?: string | null;
  /** Transfers and taxis. */
  passengers?: number;
}

/** The trip as it was booked: the booking's own day(s), time and passengers over what the page asked for. */
export const bookedTrip = (trip: Trip, booking: Booking): Trip => ({
  ...trip,
  date: booking.startDate,
  ...(trip.dropoffDate !== undefined ? { dropoffDate: booking.endDate } : {}),
  time: booking.startTime ?? trip.time,
  ...(trip.passengers !== undefined ? { passengers: booking.guests } : {}),
});

/** The trip's dt/dd pairs: the booking step's summary, and the confirmation's. */
export function TripSummary({ trip }: { trip: Trip }) {
  const { t, i18n } = useTranslation('transfers');
  const day = (iso: string) => formatDate(iso, i18n.language);
  const time = trip.time ? <span dir="ltr">{trip.time}</span> : null;
  return (
    <>
      {trip.vehicle !== undefined && (
        <>
          <dt>{t('booking.vehicle')}</dt>
          <dd data-testid="booking-vehicle">{trip.vehicle}</dd>
        </>
      )}
      <dt>{t('booking.route')}</dt>
      <dd>
        <RouteText from={trip.from} to={trip.to} />
      </dd>
      {trip.dropoffDate ? (
        <>
          <dt>{t('booking.dates')}</dt>
          <dd>
            {day(trip.date)} – {day(trip.dropoffDate)}
            {trip.days !== undefined && ` (${t('results.days', { count: trip.days })})`}
          </dd>
          {time && (
            <>
              <dt>{t('booking.time')}</dt>
              <dd>{time}</dd>
            </>
          )}
        </>
      ) : (
        <>
          <dt>{t('booking.date')}</dt>
          <dd>
            {day(trip.date)}
            {time && <> {time}</>}
          </dd>
        </>
      )}
      {trip.passengers !== undefined && (
        <>
          <dt>{t('booking.passengers')}</dt>
          <dd>{trip.passengers}</dd>
        </>
      )}
    </>
  );
}

const Box = styled(Card)`
  max-inline-size: 560px;
  margin: ${({ theme }) => theme.space(4)} auto 0;
`;

/** Under the confirmation: what was booked, as the booking step summed it up (that step is gone by now). */
function ConfirmedTrip({ trip }: { trip: Trip }) {
  const { t } = useTranslation('transfers');
  return (
    <Box as="section" aria-label={t('booking.booked')} data-testid="booked-trip">
      <FactList>
        <TripSummary trip={trip} />
      </FactList>
    </Box>
  );
}

interface TripConfirmationProps {
  booking: Booking;
  trip: Trip | null;
  onDone: () => void;
  /** Leaves the confirmation for `path` in its place in the history (useBookedHere's `leaveTo`). */
  leaveTo: (path: string) => void;
}

/**
 * A booked rental, transfer or taxi: the shared confirmation, its heading the page's h1 (it replaces
 * the whole page, title too), a link to the booking for a signed-in visitor, and the trip under it.
 * View booking takes the confirmation's place: Back from the booking then returns to the page before
 * it, not to the checkout that booked it.
 */
export function TripConfirmation({ booking, trip, onDone, leaveTo }: TripConfirmationProps) {
  const signedIn = useSessionStore((s) => Boolean(s.token));
  return (
    <>
      <BookingConfirmation
        headingLevel={1}
        booking={booking}
        onView={signedIn ? () => leaveTo(`/bookings/${booking._id}`) : undefined}
        onDone={onDone}
      />
      {trip && <ConfirmedTrip trip={trip} />}
    </>
  );
}
