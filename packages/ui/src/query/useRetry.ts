import { useEffect, useState } from 'react';
import { focusHeading } from '../a11y/focusHeading';

interface Retryable {
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A failed load's Try again that keeps the keyboard's place. While the new attempt runs, the error
 * panel stays (its button busy, see ErrorPanel's `retrying`) instead of giving way to a spinner,
 * which dropped the focus to <body>. Failing again leaves the focus on Try again; when the panel goes
 * (loaded, or a different outcome), a focus left on <body> goes to the page's heading.
 */
export function useRetry(query: Retryable): { failed: boolean; retrying: boolean; retry: () => void } {
  // 'settling': the attempt is over, but this render may still show the query as fetching.
  const [phase, setPhase] = useState<'idle' | 'retrying' | 'settling'>('idle');
  const retrying = phase === 'retrying' || (phase === 'settling' && query.isFetching);
  const settled = phase === 'settling' && !query.isFetching;

  useEffect(() => {
    if (!settled) return;
    setPhase('idle');
    const active = document.activeElement;
    if (!active || active === document.body) focusHeading(document.getElementById('main') ?? document.body);
  }, [settled]);

  const retry = () => {
    if (retrying) return;
    setPhase('retrying');
    void query.refetch().finally(() => setPhase('settling'));
  };
  return { failed: retrying || (query.isError && !query.isFetching), retrying, retry };
}
