import { useDeferredValue } from 'react';

/** What a screen shows of a query: its data once rendered, and whether to keep the loading state up. */
export interface ShownData<T> {
  data: T | undefined;
  loading: boolean;
}

/**
 * A query's answer, handed to the screen at background priority. React Query delivers an answer as
 * a blocking update (useSyncExternalStore), so a list of cards arriving rendered in one long task
 * (a home widget: about 100 ms on Lighthouse's 4x slower phone). Deferred, the answer first
 * re-renders only the loading state, then the cards render in slices that yield to the browser
 * between them. `loading` stays true until the first answer is on screen, so nothing collapses
 * between the two renders; a later answer (a refetch, another language) replaces the shown one.
 */
export function useShownData<T>(query: { data: T | undefined; isPending: boolean }): ShownData<T> {
  const data = useDeferredValue(query.data);
  return { data, loading: query.isPending || (data === undefined && query.data !== undefined) };
}
