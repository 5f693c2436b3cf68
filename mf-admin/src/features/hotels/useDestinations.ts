import { useEffect, useState } from 'react';
import type { Destination } from '@trabzon/contracts';
import { adminApi } from '@trabzon/api-client';

/** Destinations for the hotel form's select (empty when they cannot be loaded). */
export function useDestinations(language: string): Destination[] {
  const [destinations, setDestinations] = useState<Destination[]>([]);
  useEffect(() => {
    let active = true;
    adminApi.destinations
      .list()
      .then((answer) => active && setDestinations(answer.results))
      .catch(() => active && setDestinations([]));
    return () => {
      active = false;
    };
  }, [language]);
  return destinations;
}
