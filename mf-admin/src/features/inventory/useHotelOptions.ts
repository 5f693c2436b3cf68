import { useEffect, useState } from 'react';
import type { HotelCard } from '@trabzon/contracts';
import { adminApi } from '@trabzon/api-client';

/** The hotels (with their room types) the inventory selects offer. */
export function useHotelOptions(language: string) {
  const [hotels, setHotels] = useState<HotelCard[]>([]);
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setStatus('loading');
    adminApi.hotels
      .listAll()
      .then((all) => {
        if (!active) return;
        setHotels([...all].sort((a, b) => a.name.localeCompare(b.name, language)));
        setStatus('ready');
      })
      .catch(() => active && setStatus('error'));
    return () => {
      active = false;
    };
  }, [language, attempt]);
  return { hotels, status, reload: () => setAttempt((n) => n + 1) };
}
