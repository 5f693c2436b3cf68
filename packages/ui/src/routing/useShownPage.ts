import { useEffect } from 'react';
import { useSearchParams } from '@trabzon/router';

/**
 * The URL's `page` as the list shows it: none for page 1, else the number. A page the list cannot
 * open (above LIST_MAX_PAGE, 0, "abc") shows page 1, and the address must say so too, so a reload,
 * a shared link or Back shows the same page. Replaces the history entry; other parameters stay.
 */
export function useShownPage(page: number): void {
  const [params, setParams] = useSearchParams();
  const shown = page > 1 ? String(page) : null;
  const written = params.get('page');
  useEffect(() => {
    if (written === shown) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (shown) next.set('page', shown);
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [written, shown, setParams]);
}
