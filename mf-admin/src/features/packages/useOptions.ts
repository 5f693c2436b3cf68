import { useQuery } from '@tanstack/react-query';
import { adminApi, destinationsApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** The form's choices: destinations (GET /api/destinations) and hotels (GET /api/admin/hotels). */
export function usePackageOptions() {
  const { i18n } = useTranslation();
  const destinations = useQuery({ queryKey: ['destinations', 'list', {}, i18n.language], queryFn: () => destinationsApi.list() });
  const hotels = useQuery({ queryKey: ['admin', 'hotels', 'options', i18n.language], queryFn: () => adminApi.hotels.adminList() });
  return { destinations, hotels };
}
