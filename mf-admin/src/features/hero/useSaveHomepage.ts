import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homepageApi, type HomepageSettingsUpdate } from '@trabzon/api-client';

/** PUT /api/settings/homepage; the home page's slides (any language) are refetched. */
export function useSaveHomepage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HomepageSettingsUpdate) => homepageApi.update(body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'settings', 'homepage'] }),
        client.invalidateQueries({ queryKey: ['settings', 'homepage'] }),
      ]),
  });
}
