import { useEffect, useState } from 'react';
import { useLocation } from '@trabzon/router';

/** Calls `close` whenever the router moves to another location (any link, back/forward). */
export function useCloseOnNavigation(close: () => void): void {
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    close();
  }
}

/** Whether a media query matches now, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => globalThis.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = globalThis.matchMedia?.(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
