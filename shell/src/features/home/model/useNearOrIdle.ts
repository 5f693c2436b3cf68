import { useEffect, useState, type RefObject } from 'react';

export interface NearOrIdleOptions {
  /** How far outside the viewport an element counts as near (IntersectionObserver rootMargin). */
  rootMargin?: string;
  /** Longest wait for an idle moment before starting anyway (ms). */
  idleTimeoutMs?: number;
}

/** Fallback for browsers without requestIdleCallback (Safari): start after this delay. */
export const IDLE_FALLBACK_MS = 1200;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * True once the element comes within `rootMargin` of the viewport, or once the browser is idle
 * (requestIdleCallback, at most `idleTimeoutMs` later; a timer where it is missing), whichever is
 * first. It never goes back to false. Below-the-fold content uses it to load after the first paint
 * without waiting for a scroll.
 */
export function useNearOrIdle(
  ref: RefObject<Element | null>,
  { rootMargin = '400px 0px', idleTimeoutMs = 2500 }: NearOrIdleOptions = {},
): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const start = () => setReady(true);
    const cleanups: (() => void)[] = [];
    const element = ref.current;
    if (element && typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin },
      );
      observer.observe(element);
      cleanups.push(() => observer.disconnect());
    }
    const idleWindow = window as IdleWindow;
    if (typeof idleWindow.requestIdleCallback === 'function') {
      const handle = idleWindow.requestIdleCallback(start, { timeout: idleTimeoutMs });
      cleanups.push(() => idleWindow.cancelIdleCallback?.(handle));
    } else {
      const timer = window.setTimeout(start, Math.min(IDLE_FALLBACK_MS, idleTimeoutMs));
      cleanups.push(() => window.clearTimeout(timer));
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [ref, rootMargin, idleTimeoutMs, ready]);
  return ready;
}
