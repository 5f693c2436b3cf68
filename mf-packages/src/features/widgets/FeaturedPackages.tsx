import { describeApiError } from '@trabzon/api-client';
import { ErrorPanel, Muted } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { PACKAGES_NS } from '../../i18n';
import { CardGrid, PackageCard, SkeletonCard } from '../../components/PackageCard';
import { useFeaturedPackages } from './useFeaturedPackages';

/** Home widget: the featured packages (GET /api/packages/featured). */
export function FeaturedPackages() {
  const { t } = useTranslation(PACKAGES_NS);
  const query = useFeaturedPackages(3);
  return (
    <div data-testid="featured-packages" aria-busy={query.isPending}>
      {query.isPending && (
        <CardGrid>
          {Array.from({ length: 3 }, (_, i) => (
            <SkeletonCard key={i} />
          ))}
        </CardGrid>
      )}
      {query.isError && (
        <ErrorPanel
          title={t('errors.loadPackages')}
          message={describeApiError(query.error).message ?? undefined}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && query.data.results.length === 0 && <Muted>{t('widgets.noPackages')}</Muted>}
      {query.data && query.data.results.length > 0 && (
        <CardGrid>
          {query.data.results.map((pkg) => (
            <PackageCard key={pkg._id} pkg={pkg} />
          ))}
        </CardGrid>
      )}
    </div>
  );
}
