import styled from 'styled-components';
import type { RestaurantCard as RestaurantCardData } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import { CardFrame, CardLink, SkeletonBlock } from '@trabzon/ui';
import { Badges, PriceRange, Rating } from '../../components/Bits';
import { DINING_NS } from '../../lib/query';

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  display: block;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  p {
    margin: 0;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  li {
    font-size: ${({ theme }) => theme.fontSize.xs}px;
    padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/**
 * One restaurant in the list: photo, name, badges, cuisine, price range, place, rating, features.
 * `lead`: the list's first card, whose photo is the screen's largest, which the server's page already
 * preloads at high priority: loaded at once and first, not when layout finds it near the screen.
 */
export function RestaurantCard({ restaurant, search, lead = false }: { restaurant: RestaurantCardData; search: string; lead?: boolean }) {
  const { t } = useTranslation(DINING_NS);
  const href = `/restaurants/${restaurant.slug}${search}`;
  return (
    <CardFrame data-testid="restaurant-card">
      {restaurant.image ? (
        <Picture
          src={restaurant.image}
          alt=""
          loading={lead ? 'eager' : 'lazy'}
          fetchPriority={lead ? 'high' : undefined}
          width={400}
          height={250}
        />
      ) : (
        <Picture as="div" />
      )}
      <CardBody>
        <Badges isNew={restaurant.isNew} promoted={restaurant.promoted} />
        <h3>
          <CardLink to={href}>{restaurant.name}</CardLink>
        </h3>
        <Meta>
          <span>{t(`cuisines.${restaurant.cuisine}`)}</span>
          <span aria-hidden="true">·</span>
          <PriceRange value={restaurant.priceRange} />
          <span aria-hidden="true">·</span>
          <span>{restaurant.destination?.name ?? restaurant.address.city}</span>
        </Meta>
        <p>
          <Rating value={restaurant.averageRating} count={restaurant.totalReviews} />
        </p>
        <Features aria-label={t('detail.features')}>
          {restaurant.features.slice(0, 3).map((f) => (
            <li key={f.key}>{f.name}</li>
          ))}
        </Features>
      </CardBody>
    </CardFrame>
  );
}

/** The card's shape while loading, so nothing jumps. */
export function RestaurantCardSkeleton() {
  return (
    <CardFrame aria-hidden="true" data-testid="restaurant-card-skeleton">
      <SkeletonBlock $height={0} style={{ height: 'auto', aspectRatio: '16 / 10', borderRadius: 0 }} />
      <CardBody>
        <SkeletonBlock $width="70%" $height={22} />
        <SkeletonBlock $width="55%" />
        <SkeletonBlock $width="40%" />
        <SkeletonBlock $width="80%" $height={18} />
      </CardBody>
    </CardFrame>
  );
}
