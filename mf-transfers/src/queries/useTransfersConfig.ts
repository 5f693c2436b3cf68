import { useQuery } from '@tanstack/react-query';
import { transfersApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** GET /api/transfers/config: places, service area, map tiles, taxi rates (in the active language). */
export function useTransfersConfig() {
  const { i18n } = useTranslation('transfers');
  return useQuery({ queryKey: ['transfers', 'config', i18n.language], queryFn: () => transfersApi.config(), staleTime: 5 * 60_000 });
}
