import { useQuery } from '@tanstack/react-query';
import { destinationsApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** GET /api/destinations: every destination with its computed property count. */
export function useDestinationsAdmin() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['destinations', 'list', {}, i18n.language], queryFn: () => destinationsApi.list() });
}
