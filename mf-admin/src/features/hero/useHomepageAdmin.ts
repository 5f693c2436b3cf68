import { useQuery } from '@tanstack/react-query';
import { homepageApi } from '@trabzon/api-client';

/** GET /api/settings/homepage?admin=true: the slides in every language. */
export function useHomepageAdmin() {
  return useQuery({ queryKey: ['admin', 'settings', 'homepage'], queryFn: () => homepageApi.getAdmin() });
}
