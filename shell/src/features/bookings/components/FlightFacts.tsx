import { Fragment } from 'react';
import type { Booking } from '@trabzon/api-client';
import { formatAirline, useTranslation } from '@trabzon/i18n';
import { flightCabin } from '@trabzon/contracts/booking-service';
import { wayFlights, type AirlineFlights } from './flight';

/** "Turkish Airlines · TK2858, TK2860": the name isolated in its own direction, each number left to right. */
function Airline({ flights }: { flights: AirlineFlights }) {
  const { t } = useTranslation('bookings');
  return (
    <div>
      {flights.airline && <bdi>{formatAirline(flights.airline)}</bdi>}
      {flights.airline && flights.flightNumbers.length > 0 && ' · '}
      {flights.flightNumbers.map((number, index) => (
        <Fragment key={index}>
          {index > 0 && t('detail.flightNumberSeparator')}
          <bdi dir="ltr">{number}</bdi>
        </Fragment>
      ))}
    </div>
  );
}

/**
 * A flight's cabin class and each way's airline and flight numbers, as rows of the page's facts;
 * nothing for another booking, and only the rows an older flight booking has the details of.
 */
export function FlightFacts({ booking }: { booking: Pick<Booking, 'type' | 'details'> }) {
  const { t } = useTranslation('bookings');
  if (booking.type !== 'flight') return null;
  const cabin = flightCabin(booking.details);
  const outbound = wayFlights(booking.details, 'outbound');
  const inbound = wayFlights(booking.details, 'inbound');
  const way = (key: 'outbound' | 'inbound', label: string, flights: AirlineFlights[]) =>
    flights.length > 0 && (
      <>
        <dt>{label}</dt>
        <dd data-testid={`booking-${key}`}>
          {flights.map((group, index) => (
            <Airline key={index} flights={group} />
          ))}
        </dd>
      </>
    );
  return (
    <>
      {cabin && (
        <>
          <dt>{t('detail.cabin')}</dt>
          <dd data-testid="booking-cabin">{t(`detail.cabins.${cabin}`)}</dd>
        </>
      )}
      {/* One way alone is just the flights; with a return, each way is named. */}
      {way('outbound', t(inbound.length > 0 ? 'detail.outbound' : 'detail.flights'), outbound)}
      {way('inbound', t('detail.inbound'), inbound)}
    </>
  );
}
