import type { ReactNode } from 'react';
import { Link } from '@trabzon/router';
import styled from 'styled-components';
import { CardFrame, CardLink, SkeletonBlock } from '@trabzon/ui';
import type { PackageCard as PackageCardData } from '@trabzon/api-client';
import { Trans, formatPrice, formatRating, useTranslation } from '@trabzon/i18n';
import { PACKAGES_NS } from '../i18n';

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

export const CardImage = styled.img`
  display: block;
  width: 100%;
  /* The width and height attributes reserve the space; the height follows the width (else 500 px tall). */
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg}px;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
`;

const Badge = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(3)};
  inset-inline-start: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSize.xs}px;
  font-weight: 700;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 2px ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.fontSize.xs}px;
  }
`;

const Foot = styled.div`
  margin-block-start: auto;
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
    font-variant-numeric: tabular-nums;
  }
`;

/** A link styled as the card's button; above the card-wide link so it stays clickable. */
export const CardAction = styled(Link)`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/**
 * A package as lists and the home page show it; a click anywhere opens /packages/:slug. `lead`: the
 * list's first card, whose picture is the screen's largest, which the server's page already preloads at
 * high priority: loaded at once and first, not when layout finds it near the screen.
 */
export function PackageCard({
  pkg,
  search = '',
  action,
  lead = false,
}: {
  pkg: PackageCardData;
  search?: string;
  action?: ReactNode;
  lead?: boolean;
}) {
  const { t, i18n } = useTranslation(PACKAGES_NS);
  const to = `/packages/${encodeURIComponent(pkg.slug)}${search}`;
  const extra = pkg.activitiesCount - pkg.activities.length;
  return (
    <CardFrame data-testid="package-card" data-slug={pkg.slug}>
      <CardImage
        src={pkg.images[0] ?? '/images/hero/default.svg'}
        alt=""
        loading={lead ? 'eager' : 'lazy'}
        fetchPriority={lead ? 'high' : undefined}
        width={800}
        height={500}
      />
      {pkg.featured && <Badge>{t('card.featured')}</Badge>}
      <CardBody>
        <Name>
          <CardLink to={to}>{pkg.name}</CardLink>
        </Name>
        <Meta>
          {[pkg.destination?.name, t('card.days', { count: pkg.duration })].filter(Boolean).join(' · ')}
          {' · '}
          {pkg.totalReviews > 0
            ? t('card.reviews', { rating: formatRating(pkg.averageRating, i18n.language), count: pkg.totalReviews })
            : t('card.noReviews')}
        </Meta>
        <p>{pkg.description}</p>
        {pkg.activities.length > 0 && (
          <Chips>
            {pkg.activities.map((a) => (
              <li key={a}>{a}</li>
            ))}
            {extra > 0 && <li>{t('card.more', { count: extra })}</li>}
          </Chips>
        )}
        <Foot>
          <span data-testid="package-price">
            <Trans
              t={t}
              i18nKey="card.perPerson"
              values={{ price: formatPrice(pkg.price, i18n.language) }}
              components={{ strong: <strong /> }}
            />
          </span>
          {action ?? (
            <CardAction to={to} aria-label={t('card.viewOf', { name: pkg.name })}>
              {t('card.view')}
            </CardAction>
          )}
        </Foot>
      </CardBody>
    </CardFrame>
  );
}

const SkeletonPicture = styled(SkeletonBlock)`
  height: auto;
  aspect-ratio: 16 / 10;
  border-radius: 0;
`;

/** A card's shape while it loads: the same picture ratio and lines, so nothing jumps. */
export function SkeletonCard({ testId = 'package-card-skeleton' }: { testId?: string }) {
  return (
    <CardFrame aria-hidden="true" data-testid={testId}>
      <SkeletonPicture />
      <CardBody>
        <SkeletonBlock $width="70%" $height={22} />
        <SkeletonBlock $width="45%" />
        <SkeletonBlock $width="90%" />
        <SkeletonBlock $width="60%" $height={28} />
      </CardBody>
    </CardFrame>
  );
}
