import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { HotelCard as HotelCardData } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import { CardFrame, CardLink } from '@trabzon/ui';
import { HOTELS_NS } from '../i18n';
import { usePlaceText } from '../lib/place';
import { CARD_AMENITIES, cutText } from '../lib/cards';
import { AmenityList } from './AmenityList';
import { HotelImage } from './HotelImage';
import { Rating } from './Rating';
import { Stars } from './Stars';

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg}px;
`;

const Place = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
`;

const Badge = styled.span<{ $tone?: 'accent' | 'success' }>`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(3)};
  inset-inline-start: ${({ theme }) => theme.space(3)};
  padding-block: 2px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs}px;
  font-weight: 700;
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.accent)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.onSuccess : theme.colors.onAccent)};
`;

export const Footer = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space(2)};
  /* Buttons and links in the footer sit above the card-wide link. */
  a,
  button {
    position: relative;
    z-index: 1;
  }
`;

interface HotelCardProps {
  hotel: HotelCardData;
  /** Where the card leads (the hotel page, with the search's dates and guests). */
  to: string;
  /** The price block ("from … per night", or an offer's prices). */
  price: ReactNode;
  /** A button or link beside the price. */
  action?: ReactNode;
  /** A label on the picture; the hotel's own badge when omitted. */
  badge?: ReactNode;
  badgeTone?: 'accent' | 'success';
  /** Show the description (cut at 100 characters). */
  showDescription?: boolean;
  testId?: string;
  extra?: Record<`data-${string}`, string>;
  /** Router state the card's link carries (the list's search, for the hotel page's "Back to hotels"). */
  linkState?: unknown;
  /** The list's first card: its picture is the screen's largest, loaded at once (HotelImage's `lead`). */
  lead?: boolean;
}

/**
 * A hotel as lists and home widgets show it: picture, badge, name, class stars, city and country,
 * rating with review count, the first three amenities and a '+N' badge, the price and an action.
 */
export function HotelCard({
  hotel,
  to,
  price,
  action,
  badge,
  badgeTone,
  showDescription,
  testId = 'hotel-card',
  extra,
  linkState,
  lead = false,
}: HotelCardProps) {
  const { t } = useTranslation(HOTELS_NS);
  const label = badge ?? hotel.badge;
  const place = usePlaceText(hotel.address);
  return (
    <CardFrame data-testid={testId} data-hotel-id={hotel._id} {...extra}>
      <HotelImage src={hotel.featuredImage ?? hotel.images[0]} alt={t('card.photoAlt', { name: hotel.name })} lead={lead}>
        {label && <Badge $tone={badgeTone}>{label}</Badge>}
      </HotelImage>
      <CardBody>
        <Name>
          <CardLink to={to} state={linkState}>
            {hotel.name}
          </CardLink>
        </Name>
        <Stars size="sm" value={hotel.starRating} label={t('stars.hotelClass', { value: hotel.starRating })} />
        <Place>{place}</Place>
        <Rating average={hotel.averageRating} count={hotel.totalReviews} />
        {showDescription && hotel.description && <Description>{cutText(hotel.description)}</Description>}
        <AmenityList amenities={hotel.amenities} limit={CARD_AMENITIES} />
        <Footer>
          {price}
          {action}
        </Footer>
      </CardBody>
    </CardFrame>
  );
}
