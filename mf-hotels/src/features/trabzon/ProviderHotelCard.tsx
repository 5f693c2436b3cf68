import { useId } from 'react';
import styled from 'styled-components';
import { Button, CardFrame } from '@trabzon/ui';
import { Trans, formatPrice, useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { Chip } from '../../components/AmenityList';
import { CardBody, Footer } from '../../components/HotelCard';
import { HotelImage } from '../../components/HotelImage';
import { PriceLine } from '../../components/Price';
import { Stars } from '../../components/Stars';
import { CARD_AMENITIES, splitAmenities } from '../../lib/cards';
import type { GuestScore, ProviderHotel } from './model';
import { countryName, useProviderText } from './text';

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg}px;
`;

const Small = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
`;

const Badge = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(3)};
  inset-inline-start: ${({ theme }) => theme.space(3)};
  padding-block: 2px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs}px;
  font-weight: 700;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
`;

const Amenities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const More = styled(Chip)`
  font-weight: 700;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

interface ProviderHotelCardProps {
  hotel: ProviderHotel;
  image: string | null;
  score: GuestScore | null;
  pricesLoading: boolean;
  /** `opener` is the View Offers button, for focus to go back to when the offers/booking flow ends. */
  onViewOffers: (opener: HTMLElement) => void;
}

/** A provider hotel: picture, stars, town and country, first 3 amenities and '+N more', price per night, View Offers. */
export function ProviderHotelCard({ hotel, image, score, pricesLoading, onViewOffers }: ProviderHotelCardProps) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  const text = useProviderText();
  const nameId = useId();
  const { visible, more } = splitAmenities(hotel.amenities, CARD_AMENITIES);
  const country = countryName(hotel.address.countryCode, i18n.language);
  const city = hotel.address.cityName;
  const place = city && country ? t('card.place', { city, country }) : city || country;

  return (
    <CardFrame data-testid="provider-hotel-card" data-hotel-id={hotel.hotelId} data-sample={String(hotel.sample)} aria-labelledby={nameId}>
      {/* The name as the picture's text: the placeholder then shows the hotel's initial. */}
      <HotelImage src={image} alt={hotel.name}>
        {hotel.sample && <Badge>{t('trabzon.card.sample')}</Badge>}
      </HotelImage>
      <CardBody>
        <Name id={nameId}>{hotel.name}</Name>
        {hotel.rating ? (
          <Stars size="sm" value={hotel.rating} label={t('stars.hotelClass', { value: hotel.rating })} />
        ) : (
          <Small>{t('trabzon.card.unrated')}</Small>
        )}
        {place && <Small data-testid="provider-hotel-address">{place}</Small>}
        {score && <Small>{t('trabzon.card.guestScore', { score: score.overall, count: score.reviews })}</Small>}
        {hotel.amenities.length > 0 && (
          <Amenities aria-label={t('amenities.label')}>
            {visible.map((code) => (
              <Chip key={code}>{text.amenity(code)}</Chip>
            ))}
            {more > 0 && <More data-testid="amenities-more">{t('trabzon.card.moreAmenities', { count: more })}</More>}
          </Amenities>
        )}
        <Footer>
          <div
            aria-live="polite"
            data-testid="provider-hotel-price"
            data-price={hotel.price ?? ''}
            data-price-source={hotel.priceSource ?? ''}
          >
            {hotel.price === null ? (
              <PriceLine>{pricesLoading ? t('trabzon.card.checkingPrice') : t('card.noPrice')}</PriceLine>
            ) : (
              <PriceLine>
                <Trans
                  t={t}
                  i18nKey={hotel.priceSource === 'offer' ? 'trabzon.card.priceFrom' : 'trabzon.card.samplePrice'}
                  values={{ price: formatPrice(hotel.price, i18n.language, hotel.currency) }}
                  components={{ strong: <strong /> }}
                />
              </PriceLine>
            )}
          </div>
          <Button type="button" data-testid="view-offers" aria-describedby={nameId} onClick={(event) => onViewOffers(event.currentTarget)}>
            {t('trabzon.card.viewOffers')}
          </Button>
        </Footer>
      </CardBody>
    </CardFrame>
  );
}
