import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transfersApi, type TransferSearchRequest } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** POST /api/transfers/search for the submitted search (nothing before the first Search). */
export function useVehicleSearch(request: TransferSearchRequest | null) {
  const { i18n } = useTranslation('transfers');
  return useQuery({
    queryKey: ['transfers', 'search', request, i18n.language],
    queryFn: () => (request ? transfersApi.search(request) : Promise.reject(new Error('no request'))),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
