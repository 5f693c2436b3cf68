import { useCallback, useEffect, useMemo, useState } from 'react';
import type { HotelAdmin } from '@trabzon/contracts';
import { adminApi, type AdminHotelRow } from '@trabzon/api-client';
import { mergeHotelRows, type HotelRow } from './model/rows';

type Status = 'loading' | 'error' | 'ready';

/** The hotels table's data: GET /api/admin/hotels, plus what this session created, edited or deleted. */
export function useHotelsData(language: string) {
  const [status, setStatus] = useState<Status>('loading');
  const [listed, setListed] = useState<AdminHotelRow[]>([]);
  const [edited, setEdited] = useState<Map<string, HotelAdmin>>(new Map());
  const [deleted, setDeleted] = useState<Set<string>>(new Set());
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setStatus('loading');
    adminApi.hotels
      .adminList()
      .then((all) => {
        if (!active) return;
        setListed(all);
        setStatus('ready');
      })
      .catch(() => active && setStatus('error'));
    return () => {
      active = false;
    };
  }, [language, attempt]);

  const remember = useCallback((hotel: HotelAdmin) => {
    setEdited((map) => new Map(map).set(hotel._id, hotel));
    setDeleted((set) => {
      if (!set.has(hotel._id)) return set;
      const next = new Set(set);
      next.delete(hotel._id);
      return next;
    });
  }, []);

  const forget = useCallback((id: string) => setDeleted((set) => new Set(set).add(id)), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const rows: HotelRow[] = useMemo(
    () => mergeHotelRows(listed, edited, deleted, language),
    [listed, edited, deleted, language],
  );

  return { status, rows, remember, forget, reload };
}
