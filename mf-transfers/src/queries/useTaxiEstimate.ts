import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transfersApi, type TaxiEstimateRequest } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** POST /api/transfers/taxi/estimate, refetched as the places change (the live fare). */
export function useTaxiEstimate(request: TaxiEstimateRequest | null) {
  const { i18n } = useTranslation('transfers');
  return useQuery({
    queryKey: ['transfers', 'taxi-estimate', request, i18n.language],
    queryFn: () => (request ? transfersApi.taxiEstimate(request) : Promise.reject(new Error('no request'))),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
