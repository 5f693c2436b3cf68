import { useState } from 'react';
import styled from 'styled-components';
import type { Booking, FlightDictionaries, FlightOffer } from '@trabzon/api-client';
import { CheckoutForm } from '@trabzon/checkout';
import { formatDate, formatPrice, useTranslation } from '@trabzon/i18n';
import { todayIso } from '@trabzon/dates';
import { Button, TextField } from '@trabzon/ui';
import { ends, localDate, priceBreakdown } from '../model/offers';
import { FLIGHTS_NS } from '../i18n';

const Summary = styled.p`
  font-weight: 600;
  margin-block: 0 ${({ theme }) => theme.space(3)};
`;

const Others = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  legend {
    font-weight: 700;
  }
  .row {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  }
`;

interface Companion {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

interface FlightBookingProps {
  offer: FlightOffer;
  dictionaries: FlightDictionaries | undefined;
  onBooked: (booking: Booking) => void;
  onBack: () => void;
}

/**
 * The booking modal's content: the shared checkout's flight form (traveller document, billing
 * address, terms), sending the offer as searched; the API re-prices it with the provider and
 * refuses a changed price (409, shown as such), then orders it and stores a TF- booking.
 */
export function FlightBooking({ offer, dictionaries, onBooked, onBack }: FlightBookingProps) {
  const { t, i18n } = useTranslation(FLIGHTS_NS);
  const price = priceBreakdown(offer);
  const travellers = offer.travelerPricings.length;
  const [others, setOthers] = useState<Companion[]>(() =>
    Array.from({ length: Math.max(0, travellers - 1) }, () => ({ firstName: '', lastName: '', dateOfBirth: '' })),
  );
  const outbound = ends(offer.itineraries[0]);
  const set = (index: number, field: keyof Companion, value: string) =>
    setOthers((current) => current.map((item, i) => (i === index ? { ...item, [field]: value } : item)));

  return (
    <div data-testid="flight-booking">
      <Summary>
        {outbound &&
          `${t('booking.summary', { from: outbound.first.departure.iataCode, to: outbound.last.arrival.iataCode, date: formatDate(localDate(outbound.first.departure.at), i18n.language) })} · `}
        {formatPrice(price.total, i18n.language, price.currency)}
      </Summary>
      {others.length > 0 && (
        <Others>
          <legend>{t('booking.otherTravellers')}</legend>
          {others.map((other, index) => (
            <div key={index}>
              <p>{t('booking.passengerN', { n: index + 2 })}</p>
              <div className="row">
                <TextField
                  name={`other-${index}-firstName`}
                  label={t('booking.firstName')}
                  value={other.firstName}
                  onChange={(e) => set(index, 'firstName', e.target.value)}
                />
                <TextField
                  name={`other-${index}-lastName`}
                  label={t('booking.lastName')}
                  value={other.lastName}
                  onChange={(e) => set(index, 'lastName', e.target.value)}
                />
                <TextField
                  name={`other-${index}-dateOfBirth`}
                  type="date"
                  max={todayIso()}
                  label={t('booking.dateOfBirth')}
                  value={other.dateOfBirth}
                  onChange={(e) => set(index, 'dateOfBirth', e.target.value)}
                />
              </div>
            </div>
          ))}
        </Others>
      )}
      <CheckoutForm
        type="flight"
        variant="flight"
        details={{
          offer,
          ...(dictionaries?.carriers ? { carriers: dictionaries.carriers } : {}),
          ...(others.length > 0
            ? {
                otherTravellers: others.map((o) => ({
                  firstName: o.firstName.trim(),
                  lastName: o.lastName.trim(),
                  dateOfBirth: o.dateOfBirth,
                })),
              }
            : {}),
        }}
        conflictText={t('booking.priceChanged')}
        onBooked={onBooked}
      />
      <Button type="button" $variant="ghost" onClick={onBack}>
        {t('booking.back')}
      </Button>
    </div>
  );
}
