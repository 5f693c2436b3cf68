import { ErrorPanel, Muted, useShownData } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { PACKAGES_NS } from '../../i18n';
import { refusalText } from '../refusalText';
import { CardGrid, PackageCard, SkeletonCard } from '../../components/PackageCard';
import { useFeaturedPackages } from './useFeaturedPackages';

/** Home widget: the featured packages (GET /api/packages/featured). */
export function FeaturedPackages() {
  const { t } = useTranslation(PACKAGES_NS);
  const query = useFeaturedPackages(3);
  // The cards render in slices once the answer is in (see useShownData), not in one long task.
  const { data, loading } = useShownData(query);
  return (
    <div data-testid="featured-packages" aria-busy={loading}>
      {loading && (
        <CardGrid>
          {Array.from({ length: 3 }, (_, i) => (
            <SkeletonCard key={i} />
          ))}
        </CardGrid>
      )}
      {query.isError && (
        <ErrorPanel title={t('errors.loadPackages')} message={refusalText(t, query.error)} onRetry={() => void query.refetch()} />
      )}
      {data && data.results.length === 0 && <Muted>{t('widgets.noPackages')}</Muted>}
      {data && data.results.length > 0 && (
        <CardGrid>
          {data.results.map((pkg) => (
            <PackageCard key={pkg._id} pkg={pkg} />
          ))}
        </CardGrid>
      )}
    </div>
  );
}
