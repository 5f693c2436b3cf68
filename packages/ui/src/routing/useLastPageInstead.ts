import { useEffect } from 'react';

/** A page of a paged list answer: its rows, how many match and on how many pages. */
interface PagedList {
  results: readonly unknown[];
  total: number;
  pages: number;
}

/**
 * A list page past the last one (an old link, or fewer results since) opens the last page instead
 * of an empty list with no way back: `goTo` gets that page (replace the URL's `page`).
 */
export function useLastPageInstead(list: PagedList | undefined, page: number, goTo: (page: number) => void): void {
  const pastLast = list !== undefined && list.results.length === 0 && list.total > 0 && page > list.pages;
  const last = list?.pages ?? 1;
  useEffect(() => {
    if (pastLast) goTo(last);
    // `goTo` is a new function each render; the move depends only on the page being past the last.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastLast, last]);
}
