import { useEffect, useState } from 'react';
import { focusHeading } from '../a11y/focusHeading';

interface Retryable {
  isError: boolean;
  isFetching: boolean;
  /** The failure shown; kept while Try again runs (a first load's new attempt clears it). */
  error?: unknown;
  /**
   * Starts the new attempt. A promise (a query's refetch) ends it when it settles; without one (a load
   * its owner runs, given as props), it runs until `isFetching` has come and gone, or `isError` has gone.
   */
  refetch: () => Promise<unknown> | void;
}

/**
 * A failed load's Try again that keeps the keyboard's place. While the new attempt runs, the error
 * panel stays (its button busy, see ErrorPanel's `retrying`) instead of giving way to a spinner,
 * which dropped the focus to <body>. Failing again leaves the focus on Try again; when the panel goes
 * (loaded, or a different outcome), a focus left on <body> goes to `loaded()` (the content that came:
 * a list's heading, its first card), else to the page's heading.
 */
export function useRetry(
  query: Retryable,
  loaded?: () => HTMLElement | null,
): { failed: boolean; retrying: boolean; retry: () => void; error: unknown } {
  // 'asked': pressed, the load (no promise) not begun yet. 'settling': the attempt is over, or its
  // load has begun, but this render may still show the query as fetching.
  const [phase, setPhase] = useState<'idle' | 'retrying' | 'asked' | 'settling'>('idle');
  const [kept, setKept] = useState<unknown>(null);
  const retrying = phase === 'retrying' || phase === 'asked' || (phase === 'settling' && query.isFetching);
  const settled = phase === 'settling' && !query.isFetching;

  // The owner's load has begun, or is over already (its answer came before a render showed it loading).
  const begun = query.isFetching || !query.isError;
  useEffect(() => {
    if (phase === 'asked' && begun) setPhase('settling');
  }, [phase, begun]);

  useEffect(() => {
    if (!settled) return;
    setPhase('idle');
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const target = loaded?.();
    if (!target) {
      focusHeading(document.getElementById('main') ?? document.body);
      return;
    }
    if (!target.matches('a[href], button, input, select, textarea') && !target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
    }
    target.focus();
    // `loaded` is read as it is when the attempt settles.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [settled]);

  const retry = () => {
    if (retrying) return;
    setKept(query.error ?? null);
    const attempt = query.refetch();
    if (attempt instanceof Promise) {
      setPhase('retrying');
      void attempt.finally(() => setPhase('settling'));
    } else setPhase('asked');
  };
  return { failed: retrying || (query.isError && !query.isFetching), retrying, retry, error: retrying ? kept : (query.error ?? null) };
}
