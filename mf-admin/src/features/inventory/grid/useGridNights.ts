import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '@trabzon/api-client';
import type { BulkInventoryRequest, InventoryUpdate } from '@trabzon/contracts';
import { adminKeys, useInvalidateInventory, useLanguage } from '../../../lib/queries';

/**
 * Every room type's nights of one hotel in a date range (GET /api/inventory, all pages). Kept under
 * the inventory's key, so a change from the table, the form or the bulk update shows here too.
 */
export function useGridNights(hotel: string, from: string, to: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: adminKeys.inventoryRecords({ grid: hotel, from, to }, language),
    queryFn: () => adminApi.inventory.listAll({ hotel, from, to }),
    enabled: hotel !== '',
  });
}

/** PUT one night or POST a range (bulk); the grid, the table and the public stock refresh. */
export function useSaveNights() {
  const invalidate = useInvalidateInventory();
  const done = () => void invalidate();
  const one = useMutation({
    mutationFn: (input: { id: string; body: InventoryUpdate }) => adminApi.inventory.update(input.id, input.body),
    onSuccess: done,
  });
  const range = useMutation({ mutationFn: (body: BulkInventoryRequest) => adminApi.inventory.bulk(body), onSuccess: done });
  return { one, range };
}
