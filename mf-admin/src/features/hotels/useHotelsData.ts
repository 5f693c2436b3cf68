import { useCallback, useEffect, useMemo, useState } from 'react';
import type { HotelAdmin, HotelCard } from '@trabzon/contracts';
import { adminApi } from '@trabzon/api-client';
import { mergeHotelRows, type HotelRow } from './model/rows';

type Status = 'loading' | 'error' | 'ready';

/**
 * The hotels table's data: every page of GET /api/hotels and the featured list (for the Featured
 * column), plus what this session created, edited or deleted.
 */
export function useHotelsData(language: string) {
  const [status, setStatus] = useState<Status>('loading');
  const [cards, setCards] = useState<HotelCard[]>([]);
  const [featuredIds, setFeaturedIds] = useState<Set<string>>(new Set());
  const [edited, setEdited] = useState<Map<string, HotelAdmin>>(new Map());
  const [deleted, setDeleted] = useState<Set<string>>(new Set());
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setStatus('loading');
    Promise.all([adminApi.hotels.listAll(), adminApi.hotels.featured()])
      .then(([all, featured]) => {
        if (!active) return;
        setCards(all);
        setFeaturedIds(new Set(featured.results.map((hotel) => hotel._id)));
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
    () => mergeHotelRows(cards, featuredIds, edited, deleted, language),
    [cards, featuredIds, edited, deleted, language],
  );

  return { status, rows, cards, remember, forget, reload };
}
