import type { Booking } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import { hasParty } from '@trabzon/contracts/booking-service';
import { partyKey } from './service';

/** The party's term and count in a page's facts ("Passengers 3", "Guests 2"); nothing for a car rental. */
export function PartyFact({ booking }: { booking: Pick<Booking, 'type' | 'guests'> }) {
  const { t } = useTranslation('bookings');
  if (!hasParty(booking)) return null;
  return (
    <>
      <dt>{t(partyKey(booking))}</dt>
      <dd>{booking.guests}</dd>
    </>
  );
}
