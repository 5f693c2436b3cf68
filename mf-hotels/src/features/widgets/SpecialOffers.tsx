import styled from 'styled-components';
import type { Offer } from '@trabzon/api-client';
import { Trans, formatDate, formatPrice, useTranslation } from '@trabzon/i18n';
import { addDays } from '../../lib/dates';
import { HOTELS_NS } from '../../i18n';
import { HotelCard } from '../../components/HotelCard';
import { PriceLine } from '../../components/Price';
import { discountPercent } from '../../lib/cards';
import { useSpecialOffers } from './useSpecialOffers';
import { CardAction, WidgetSection } from './WidgetSection';

const Old = styled.span`
  display: block;
  del {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Room = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.xs}px;
`;

function OfferPrice({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  const language = i18n.language;
  return (
    <PriceLine>
      <Room>{offer.roomType.name}</Room>
      {offer.originalPrice > offer.price && (
        <Old>
          <span className="visually-hidden">{t('offers.was')} </span>
          <del>{formatPrice(offer.originalPrice, language)}</del>
        </Old>
      )}
      <span className="visually-hidden">{t('offers.now')} </span>
      <Trans t={t} i18nKey="offers.price" values={{ price: formatPrice(offer.price, language) }} components={{ strong: <strong /> }} />
      <Room data-testid="offer-validity">
        {t('offers.valid', { from: formatDate(offer.validFrom, language, DAY), to: formatDate(offer.validTo, language, DAY) })}
      </Room>
    </PriceLine>
  );
}

const DAY = { day: 'numeric', month: 'short' } as const;

/** The hotel with the offer's room and its cheapest night chosen, so the page shows the advertised price. */
function dealLink(hotelPath: string, offer: Offer): string {
  const query = new URLSearchParams({ roomTypeId: offer.roomType._id, checkIn: offer.bestDate, checkOut: addDays(offer.bestDate, 1) });
  return `${hotelPath}?${query.toString()}`;
}

function OfferCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation(HOTELS_NS);
  const hotelPath = `/hotels/${encodeURIComponent(offer.hotel._id)}`;
  const percent = discountPercent(offer.price, offer.originalPrice, offer.discountPercent);
  return (
    <HotelCard
      hotel={offer.hotel}
      to={hotelPath}
      testId="offer-card"
      extra={{ 'data-offer-id': offer._id }}
      badge={percent > 0 ? t('offers.discount', { value: percent }) : t('offers.badge')}
      showDescription
      price={<OfferPrice offer={offer} />}
      action={
        <CardAction to={dealLink(hotelPath, offer)} aria-label={t('offers.viewDealOf', { name: offer.hotel.name })}>
          {t('offers.viewDeal')}
        </CardAction>
      }
    />
  );
}

/** Home widget: special offers from the hotels' promotions (GET /api/offers/special). */
export function SpecialOffers({ showHeading = false }: { showHeading?: boolean } = {}) {
  const { t } = useTranslation(HOTELS_NS);
  return (
    <WidgetSection
      testId="special-offers"
      title={t('offers.title')}
      titleId="special-offers-title"
      intro={t('offers.intro')}
      showHeading={showHeading}
      query={useSpecialOffers()}
      texts={{ loading: t('offers.loading'), failed: t('errors.loadOffers'), none: t('offers.none') }}
      card={(offer) => <OfferCard key={offer._id} offer={offer} />}
    />
  );
}
