import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@trabzon/api-client';
import type { BulkInventoryRequest, InventoryUpdate } from '@trabzon/contracts';
import { useLocaleStore } from '@trabzon/stores';

/** Every room type's nights of one hotel in a date range (GET /api/inventory, all pages). */
export function useGridNights(hotel: string, from: string, to: string) {
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['inventory-grid', hotel, from, to, language],
    queryFn: () => adminApi.inventory.listAll({ hotel, from, to }),
    enabled: hotel !== '',
  });
}

/** PUT one night or POST a range (bulk); the grid refreshes. */
export function useSaveNights() {
  const client = useQueryClient();
  const done = () => void client.invalidateQueries({ queryKey: ['inventory-grid'] });
  const one = useMutation({
    mutationFn: (input: { id: string; body: InventoryUpdate }) => adminApi.inventory.update(input.id, input.body),
    onSuccess: done,
  });
  const range = useMutation({ mutationFn: (body: BulkInventoryRequest) => adminApi.inventory.bulk(body), onSuccess: done });
  return { one, range };
}
