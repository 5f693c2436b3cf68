import styled from 'styled-components';
import { FactList } from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { useProviderText } from './text';

/** A summary's dt/dd grid: the booking form's and the confirmation's. */
export const Summary = styled(FactList)`
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

interface StaySummaryProps {
  hotelName: string;
  /** The provider's room type code ("DELUXE_ROOM"), written in the page's language. */
  roomType: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** What a stay is, as dt/dd pairs: hotel, room, check-in – check-out, guests. */
export function StaySummary({ hotelName, roomType, checkIn, checkOut, guests }: StaySummaryProps) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  const text = useProviderText();
  return (
    <>
      <dt>{t('trabzon.booking.hotel')}</dt>
      <dd data-testid="provider-booking-hotel">{hotelName}</dd>
      <dt>{t('trabzon.booking.room')}</dt>
      <dd>{text.roomType(roomType)}</dd>
      <dt>{t('trabzon.booking.dates')}</dt>
      <dd>
        {formatDate(checkIn, i18n.language)} – {formatDate(checkOut, i18n.language)}
      </dd>
      <dt>{t('trabzon.booking.guests')}</dt>
      <dd>{t('guests', { count: guests })}</dd>
    </>
  );
}
