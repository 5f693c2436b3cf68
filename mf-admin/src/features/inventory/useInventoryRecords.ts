import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InventoryRecord } from '@trabzon/contracts';
import { adminApi } from '@trabzon/api-client';
import { adminKeys, useInvalidateInventory, useLanguage } from '../../lib/queries';

export interface InventoryQuery {
  hotel: string;
  roomType: string;
  from: string;
  to: string;
}

type Status = 'idle' | 'loading' | 'error' | 'ready';

const NONE: InventoryRecord[] = [];

/**
 * The records of one room type in a date range (both ends included); idle until both are chosen.
 * A reload of the same query keeps the table on screen (and the focus in it) until the answer.
 */
export function useInventoryRecords(query: InventoryQuery) {
  const keyLanguage = useLanguage();
  const { hotel, roomType, from, to } = query;
  const chosen = Boolean(hotel && roomType);
  const records = useQuery({
    queryKey: adminKeys.inventoryRecords({ hotel, roomType, from, to }, keyLanguage),
    queryFn: () => adminApi.inventory.listAll({ hotel, roomType, ...(from ? { from } : {}), ...(to ? { to } : {}) }),
    enabled: chosen,
  });
  const invalidate = useInvalidateInventory();
  const reload = useCallback(() => void invalidate(), [invalidate]);
  const status: Status = !chosen ? 'idle' : records.isError && !records.isFetching ? 'error' : records.isSuccess ? 'ready' : 'loading';
  return { records: chosen ? (records.data ?? NONE) : NONE, status, error: records.error, reload };
}
