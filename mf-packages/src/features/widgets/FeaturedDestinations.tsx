import { Link } from '@trabzon/router';
import styled from 'styled-components';
import { ErrorPanel, Muted, SkeletonBlock, useShownData, VisuallyHidden, textOnImage } from '@trabzon/ui';
import { formatCountry, useTranslation } from '@trabzon/i18n';
import { PACKAGES_NS } from '../../i18n';
import { refusalText } from '../refusalText';
import { useFeaturedDestinations } from './useFeaturedDestinations';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Tile = styled(Link)`
  position: relative;
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.brand.onImage};
  text-decoration: none;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  span.caption {
    position: absolute;
    inset: auto 0 0 0;
    padding: ${({ theme }) => theme.space(3)};
    ${({ theme }) => textOnImage(theme.space(3))};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  &:hover img {
    transform: scale(1.03);
  }
  img {
    transition: transform 0.3s ease;
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
  }
`;

const SkeletonTile = styled(SkeletonBlock)`
  height: auto;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/**
 * Home widget: featured destinations with name, image and property count (its places to stay, the
 * hotels /hotels lists there: not every listing, which is the back office's count); each opens its packages.
 */
export function FeaturedDestinations() {
  const { t, i18n } = useTranslation(PACKAGES_NS);
  const query = useFeaturedDestinations();
  // The cards render in slices once the answer is in (see useShownData), not in one long task.
  const { data, loading } = useShownData(query);
  return (
    <div data-testid="featured-destinations" aria-busy={loading}>
      {loading && (
        <Grid aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <SkeletonTile data-testid="destination-skeleton" />
            </li>
          ))}
        </Grid>
      )}
      {query.isError && (
        <ErrorPanel title={t('errors.loadDestinations')} message={refusalText(t, query.error)} onRetry={() => void query.refetch()} />
      )}
      {data && data.results.length === 0 && <Muted>{t('widgets.noDestinations')}</Muted>}
      {data && data.results.length > 0 && (
        <Grid>
          {data.results.map((d) => (
            <li key={d._id}>
              <Tile to={`/packages?destination=${encodeURIComponent(d.slug)}`} data-testid="destination-tile">
                <img src={d.image ?? '/images/hero/default.svg'} alt="" loading="lazy" />
                <span className="caption">
                  <strong>
                    {d.name}
                    <VisuallyHidden>
                      {t('widgets.separator')}
                      {formatCountry(d.country, i18n.language)}
                    </VisuallyHidden>
                  </strong>
                  <span data-testid="destination-count">{t('widgets.properties', { count: d.hotelCount })}</span>
                </span>
              </Tile>
            </li>
          ))}
        </Grid>
      )}
    </div>
  );
}
