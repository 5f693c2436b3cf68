import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersApi } from '@trabzon/api-client';
import type { AdminUserCreate, AdminUserUpdate } from '@trabzon/contracts';
import { adminKeys } from '../../../lib/queries';

/** POST /api/admin/users or PUT /api/admin/users/:id; the list and the dashboard's statistics (users) refresh. */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; body: AdminUserCreate | AdminUserUpdate }) =>
      input.id ? adminUsersApi.update(input.id, input.body as AdminUserUpdate) : adminUsersApi.create(input.body as AdminUserCreate),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin-users'] });
      void client.invalidateQueries({ queryKey: ['admin-dashboard'] });
      void client.invalidateQueries({ queryKey: adminKeys.allStats });
    },
  });
}
