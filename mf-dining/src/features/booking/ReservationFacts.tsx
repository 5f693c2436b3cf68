import { FactList } from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { DINING_NS } from '../../lib/query';

interface ReservationFactsProps {
  restaurant: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  party: number;
  /** How long the table is held; left out where it is not known (the booking record). */
  seatingMinutes?: number;
}

/**
 * What the table is: restaurant, date, time and party size. The booking step's summary and the
 * confirmation show the same list; the date in the page's one style (formatDate's default, as the
 * cancellation deadline beside it and My bookings write dates).
 */
export function ReservationFacts({ restaurant, date, time, party, seatingMinutes }: ReservationFactsProps) {
  const { t, i18n } = useTranslation(DINING_NS);
  return (
    <FactList>
      <dt>{t('booking.restaurant')}</dt>
      <dd>{restaurant}</dd>
      <dt>{t('booking.date')}</dt>
      <dd>{formatDate(date, i18n.language)}</dd>
      <dt>{t('booking.time')}</dt>
      {/* An isolated left-to-right time: the value still starts by its label, as the others do. */}
      <dd>
        <bdi dir="ltr">{time}</bdi>
      </dd>
      <dt>{t('booking.party')}</dt>
      <dd>{t('reserve.guests', { count: party })}</dd>
      {seatingMinutes !== undefined && (
        <>
          <dt>{t('booking.seating')}</dt>
          <dd>{t('booking.minutes', { count: seatingMinutes })}</dd>
        </>
      )}
    </FactList>
  );
}
