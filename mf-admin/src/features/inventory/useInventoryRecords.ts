import { useCallback, useEffect, useRef, useState } from 'react';
import type { InventoryRecord } from '@trabzon/contracts';
import { adminApi } from '@trabzon/api-client';

export interface InventoryQuery {
  hotel: string;
  roomType: string;
  from: string;
  to: string;
}

type Status = 'idle' | 'loading' | 'error' | 'ready';

/**
 * The records of one room type in a date range (both ends included); idle until both are chosen.
 * A reload of the same query keeps the table on screen (and the focus in it) until the answer.
 */
export function useInventoryRecords(query: InventoryQuery, language: string) {
  const [records, setRecords] = useState<InventoryRecord[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const { hotel, roomType, from, to } = query;
  const shown = useRef<string | null>(null);
  const key = [hotel, roomType, from, to, language].join('|');

  useEffect(() => {
    if (!hotel || !roomType) {
      setStatus('idle');
      setRecords([]);
      shown.current = null;
      return;
    }
    let active = true;
    if (shown.current !== key) setStatus('loading');
    adminApi.inventory
      .listAll({ hotel, roomType, ...(from ? { from } : {}), ...(to ? { to } : {}) })
      .then((all) => {
        if (!active) return;
        setRecords(all);
        setStatus('ready');
        shown.current = key;
      })
      .catch((failure) => {
        if (!active) return;
        setError(failure);
        setStatus('error');
      });
    return () => {
      active = false;
    };
    // `key` stands for hotel, room type, dates and language together.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` joins every input, so a new query object with the same values does not refetch
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { records, status, error, reload };
}
