import { useQuery } from '@tanstack/react-query';
import { adminApi, destinationsApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import { adminKeys, useLanguage } from '../../lib/queries';

/**
 * The form's choices: destinations (GET /api/destinations) and hotels (GET /api/admin/hotels, under
 * the key the inventory's hotel selects read the same list by).
 */
export function usePackageOptions() {
  const { i18n } = useTranslation();
  const language = useLanguage();
  const destinations = useQuery({ queryKey: ['destinations', 'list', {}, i18n.language], queryFn: () => destinationsApi.list() });
  const hotels = useQuery({ queryKey: adminKeys.hotelOptions(language), queryFn: () => adminApi.hotels.adminList() });
  return { destinations, hotels };
}
