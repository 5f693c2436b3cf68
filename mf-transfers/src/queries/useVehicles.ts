import { useQuery } from '@tanstack/react-query';
import { transfersApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** GET /api/transfers/vehicles: the catalogue (the screen's teaser prices come from it). */
export function useVehicles() {
  const { i18n } = useTranslation('transfers');
  return useQuery({ queryKey: ['transfers', 'vehicles', i18n.language], queryFn: () => transfersApi.vehicles(), staleTime: 60_000 });
}
