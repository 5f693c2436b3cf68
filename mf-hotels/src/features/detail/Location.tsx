import styled from 'styled-components';
import type { HotelDetail } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { usePlaceText } from '../../lib/place';

const Address = styled.address`
  font-style: normal;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/** A coordinate as text: up to five decimals, the site's usual form. */
const coordinate = (value: number) => value.toFixed(5).replace(/0+$/, '').replace(/\.$/, '');

/** Where the hotel is: address, coordinates with a map link, and how to reach it. */
export function Location({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation(HOTELS_NS);
  const street = hotel.address.street;
  const place = usePlaceText(hotel.address);
  const point = hotel.coordinates;
  const mapUrl = point ? `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=15/${point.lat}/${point.lng}` : null;
  const { phone, email, website } = hotel.contact;
  return (
    <Address data-testid="hotel-location">
      {street && <span dir="auto">{street}</span>}
      <span>{place}</span>
      {point && (
        <span>
          {t('detail.coordinates')}:{' '}
          <span dir="ltr" className="tabular">
            {coordinate(point.lat)}, {coordinate(point.lng)}
          </span>{' '}
          ·{' '}
          <a href={mapUrl ?? undefined} target="_blank" rel="noopener noreferrer">
            {t('detail.openMap')}
            <span className="visually-hidden"> {t('detail.newTab')}</span>
          </a>
        </span>
      )}
      {phone && (
        <span>
          {t('detail.phone')}:{' '}
          <a href={`tel:${phone.replace(/\s+/g, '')}`} dir="ltr">
            {phone}
          </a>
        </span>
      )}
      {email && (
        <span>
          {t('detail.email')}: <a href={`mailto:${email}`}>{email}</a>
        </span>
      )}
      {website && /^https?:\/\//.test(website) && (
        <span>
          {t('detail.website')}:{' '}
          <a href={website} target="_blank" rel="noopener noreferrer" dir="ltr">
            {website.replace(/^https?:\/\//, '')}
          </a>
        </span>
      )}
    </Address>
  );
}
