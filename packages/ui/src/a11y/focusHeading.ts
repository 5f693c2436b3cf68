import { useEffect, useRef } from 'react';

/** How long a new page may take to show its heading (a remote loads its code first). */
const WAIT_MS = 4000;

/**
 * Puts the focus on a page's main heading (the first h1 in `root`), made focusable for the purpose
 * (tabindex -1); without a heading, on `root` itself. Returns false when neither can take it.
 */
export function focusHeading(root: HTMLElement | null): boolean {
  if (!root) return false;
  const heading = root.querySelector<HTMLElement>('h1');
  const target = heading ?? root;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
  return document.activeElement === target;
}

/**
 * After a move to another page (a new path; not a change of query or hash, not the first load),
 * moves the focus to the new page's main heading inside the element with id `mainId`, as soon
 * as it appears, so a keyboard or screen-reader user starts at the new content instead of at the
 * link they used. A page that already put the focus somewhere inside the main region (an
 * autofocused field) keeps it.
 */
export function useFocusOnNavigation(pathname: string, mainId = 'main'): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    // Focus already inside the new page (an autofocused field, a control that stayed) was placed
    // on purpose and is left alone; focus on the body or outside the page (the header link that
    // led here) moves to the heading.
    const settled = () => {
      const active = document.activeElement;
      return active !== null && active !== main && main.contains(active) && active.tagName !== 'H1';
    };
    const tryFocus = () => {
      if (settled()) return true;
      const heading = main.querySelector('h1');
      return heading ? focusHeading(main) : false;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      if (!settled() && main.isConnected) focusHeading(main);
    }, WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}
