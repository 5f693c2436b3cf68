import { useQuery } from '@tanstack/react-query';
import { quoteQuery } from '@trabzon/api-client';
import { useLocaleStore } from '@trabzon/stores';

/** POST /api/bookings/quote for a package, start date and guests: the server's live total (tax included). */
export function usePackageQuote(packageId: string, startDate: string, guests: number) {
  const language = useLocaleStore((state) => state.language);
  return useQuery({
    ...quoteQuery({ type: 'package', packageId, startDate, guests }, language),
    enabled: Boolean(packageId && startDate),
    retry: false,
    staleTime: 30_000,
  });
}
