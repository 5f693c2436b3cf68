import styled from 'styled-components';
import type { Booking, FlightDictionaries, FlightOffer } from '@trabzon/api-client';
import { CheckoutForm, TotalDue } from '@trabzon/checkout';
import { formatDate, formatPrice, useTranslation } from '@trabzon/i18n';
import { routeText } from '@trabzon/contracts/line-labels';
import { Button } from '@trabzon/ui';
import { ends, lastArrivalDay, localDate, priceBreakdown } from '../model/offers';
import { FLIGHTS_NS } from '../i18n';
import { OtherTravellers } from './OtherTravellers';
import { useOtherTravellers } from './useOtherTravellers';

const Summary = styled.p`
  font-weight: 600;
  margin-block: 0 ${({ theme }) => theme.space(3)};
`;

interface FlightBookingProps {
  offer: FlightOffer;
  dictionaries: FlightDictionaries | undefined;
  onBooked: (booking: Booking) => void;
  onBack: () => void;
}

/**
 * The booking modal's content: the shared checkout's flight form (traveller document, billing
 * address, terms) with the other passengers after the traveller (its `extra` fields), checked with
 * the form's own before anything is sent; every traveller's document (the first one's too, via
 * `lastFlightDay`) must be valid when the last flight lands. It sends the offer as searched; the API
 * re-prices it with the provider and refuses a changed price (409, shown as such), then orders it
 * and stores a TF- booking.
 */
export function FlightBooking({ offer, dictionaries, onBooked, onBack }: FlightBookingProps) {
  const { t, i18n } = useTranslation(FLIGHTS_NS);
  const price = priceBreakdown(offer);
  const lastFlightDay = lastArrivalDay(offer);
  const { others, errors, change, leave, inputRef, checkout } = useOtherTravellers(
    Math.max(0, offer.travelerPricings.length - 1),
    lastFlightDay,
  );
  const outbound = ends(offer.itineraries[0]);
  const inbound = ends(offer.itineraries[1]);
  const day = (at: string) => formatDate(localDate(at), i18n.language);
  // A round trip gives both days: "Dec 4, 2026 – Dec 11, 2026".
  const dates = inbound ? `${day(outbound?.first.departure.at ?? '')} – ${day(inbound.first.departure.at)}` : null;

  return (
    <div data-testid="flight-booking">
      <Summary>
        {outbound &&
          `${t('booking.summary', {
            // In Arabic each airport isolated and the arrow pointing left ("TZX ← IST" read from the right), as
            // the result cards and the e-mails write it; "TZX → IST" beside right-to-left text read reversed.
            route: routeText([outbound.first.departure.iataCode, outbound.last.arrival.iataCode], i18n.language),
            date: `\u2068${dates ?? day(outbound.first.departure.at)}\u2069`,
          })} · `}
        {formatPrice(price.total, i18n.language, price.currency)}
      </Summary>
      <CheckoutForm
        type="flight"
        variant="flight"
        lastFlightDay={lastFlightDay}
        firstFlightDay={outbound ? localDate(outbound.first.departure.at) : ''}
        details={{
          offer,
          ...(dictionaries?.carriers ? { carriers: dictionaries.carriers } : {}),
          ...(others.length > 0
            ? {
                otherTravellers: others.map((o) => ({
                  ...o,
                  firstName: o.firstName.trim(),
                  lastName: o.lastName.trim(),
                  documentNumber: o.documentNumber.trim(),
                })),
              }
            : {}),
        }}
        conflictText={t('booking.priceChanged')}
        // The total beside Confirm, as every checkout shows it: on a phone the summary above has scrolled away by then.
        summary={
          <TotalDue data-testid="flight-booking-total">
            <span>{t('details.total')}</span>
            <span>{formatPrice(price.total, i18n.language, price.currency)}</span>
          </TotalDue>
        }
        {...(others.length > 0
          ? {
              extra: {
                fields: (
                  <OtherTravellers
                    others={others}
                    errors={errors}
                    onChange={change}
                    onLeave={leave}
                    inputRef={inputRef}
                    lastFlightDay={lastFlightDay}
                  />
                ),
                ...checkout,
              },
            }
          : {})}
        onBooked={onBooked}
      />
      <Button type="button" $variant="ghost" onClick={onBack}>
        {t('booking.back')}
      </Button>
    </div>
  );
}
