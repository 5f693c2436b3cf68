import { useId } from 'react';
import styled from 'styled-components';
import { Button, ErrorPanel, Muted, Spinner } from '@trabzon/ui';
import { Trans, formatDate, formatDateTime, formatPrice, useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { HotelImage } from '../../components/HotelImage';
import { isExactNightly, type HotelOfferView, type ProviderHotel, type TrabzonStay } from './model';
import { nightsBetween } from '../../lib/dates';
import { useProviderText } from './text';
import type { OffersState } from './useHotelOffers';

const Stay = styled(Muted)`
  margin-block: 0 ${({ theme }) => theme.space(4)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md}px;
  }
  p {
    margin: 0;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
`;

const Policy = styled.p<{ $tone: 'success' | 'muted' }>`
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.textMuted)};
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-block-start: ${({ theme }) => theme.space(2)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-size: ${({ theme }) => theme.fontSize.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  margin-block: 0 ${({ theme }) => theme.space(4)} !important;
`;

const NotBookable = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: end;
`;

interface OffersListProps {
  hotel: ProviderHotel;
  stay: TrabzonStay;
  state: OffersState;
  onRetry: () => void;
  onBook: (offer: HotelOfferView) => void;
}

/** The View Offers modal's content: loading, error with retry, empty, or the list of room offers. */
export function OffersList({ hotel, stay, state, onRetry, onBook }: OffersListProps) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  const language = i18n.language;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);

  return (
    <div aria-busy={state.status === 'loading'}>
      <Stay>
        {t('trabzon.offers.stay', {
          checkIn: formatDate(stay.checkIn, language),
          checkOut: formatDate(stay.checkOut, language),
          nights: t('nights', { count: nights }),
          guests: t('guests', { count: stay.guests }),
        })}
      </Stay>
      {state.status === 'loading' && (
        <div data-testid="offers-loading">
          <Spinner label={t('trabzon.offers.loading')} />
        </div>
      )}
      {state.status === 'error' && (
        <div data-testid="offers-error">
          {state.reason === 'invalidCheckIn' ? (
            <ErrorPanel title={t('trabzon.errors.invalidCheckIn')} />
          ) : (
            <ErrorPanel title={t('trabzon.errors.fetchOffers')} onRetry={onRetry} />
          )}
        </div>
      )}
      {state.status === 'empty' && (
        <p data-testid="offers-empty" role="status">
          {t('trabzon.errors.noOffers')}
        </p>
      )}
      {state.status === 'list' && (
        <>
          {state.offers.some((offer) => offer.invented) && (
            <Note data-testid="offers-invented-note">
              {hotel.sample ? t('trabzon.offers.sampleHotelNote') : t('trabzon.offers.inventedNote')}
            </Note>
          )}
          <List data-testid="offers-list">
            {state.offers.map((offer) => (
              <OfferItem key={offer._id} offer={offer} hotelName={hotel.name} onBook={() => onBook(offer)} />
            ))}
          </List>
        </>
      )}
    </div>
  );
}

function OfferItem({ offer, hotelName, onBook }: { offer: HotelOfferView; hotelName: string; onBook: () => void }) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  const text = useProviderText();
  const titleId = useId();
  const language = i18n.language;
  const money = (amount: number) => formatPrice(amount, language, offer.currency);
  const roomName = text.roomType(offer.roomType);
  const policy = offer.cancellationPolicy;
  const policyText =
    policy.kind === 'free'
      ? t('trabzon.offers.freeCancellation', { date: formatDateTime(policy.deadline, language) })
      : policy.kind === 'nonRefundable'
        ? t('trabzon.offers.nonRefundable')
        : policy.kind === 'text'
          ? policy.text
          : t('trabzon.offers.policyUnknown');

  return (
    <Item data-testid="offer-item" data-offer-id={offer.offerId} data-invented={String(offer.invented)} aria-labelledby={titleId}>
      <HotelImage src={offer.image} alt={t('trabzon.offers.photoAlt', { room: roomName, name: hotelName })} ratio="16 / 7" />
      <Body>
        <h3 id={titleId}>{roomName}</h3>
        {/* The provider's words, not translated: marked with their language (WCAG 3.1.2). */}
        {offer.description && (
          <p data-testid="offer-description" lang={offer.descriptionLang}>
            {offer.description}
          </p>
        )}
        <Facts>
          <li>{t('trabzon.offers.guests', { count: offer.guests })}</li>
          <li>{t('trabzon.offers.maxOccupancy', { count: offer.maxOccupancy })}</li>
        </Facts>
        <Policy
          $tone={policy.kind === 'free' ? 'success' : 'muted'}
          data-testid="offer-cancellation"
          lang={policy.kind === 'text' ? policy.lang : undefined}
        >
          {policyText}
        </Policy>
        {offer.features.length > 0 && (
          <Features aria-label={t('trabzon.offers.features')}>
            {offer.features.map((feature) => (
              <li key={feature.key}>{text.feature(feature)}</li>
            ))}
          </Features>
        )}
        <PriceRow>
          <div>
            <p data-testid="offer-price" data-price={offer.price}>
              {/* A rounded average is only "about" a night's price: the total below is what is charged. */}
              <Trans
                t={t}
                i18nKey={isExactNightly(offer) ? 'trabzon.offers.perNight' : 'trabzon.offers.perNightAbout'}
                values={{ price: money(offer.price) }}
                components={{ strong: <strong /> }}
              />
            </p>
            <p className="total" data-testid="offer-total" data-total={offer.total}>
              {t('trabzon.offers.stayTotal', { nights: t('nights', { count: offer.nights }), total: money(offer.total) })}
            </p>
          </div>
          {offer.invented ? (
            <Button type="button" disabled data-testid="book-offer" aria-describedby={`${titleId}-note`}>
              {t('trabzon.offers.bookNow')}
            </Button>
          ) : (
            <Button type="button" data-testid="book-offer" data-offer-id={offer._id} aria-describedby={titleId} onClick={onBook}>
              {t('trabzon.offers.bookNow')}
            </Button>
          )}
        </PriceRow>
        {offer.invented && (
          <NotBookable id={`${titleId}-note`} data-testid="offer-not-bookable">
            {t('trabzon.offers.notBookable')}
          </NotBookable>
        )}
      </Body>
    </Item>
  );
}
