import { useEffect, useRef, type RefObject } from 'react';
import { focusHeading } from '@trabzon/ui';

/**
 * After the visitor asked for other results (a page, Reset), the focus goes to the results' heading
 * once it shows them: while a page loads the list shows "Searching…" in its place and the button
 * used is gone, or disabled on the page it led to (the focus fell to <body>). Focus the visitor put
 * elsewhere in the meantime stays there. Returns the function that asks; `shown` is the results.
 */
export function useResultsFocus(heading: RefObject<HTMLElement | null>, shown: unknown): () => void {
  /** The element focused when the visitor asked (the button used), while the focus waits for the results. */
  const asked = useRef<{ from: Element | null } | null>(null);
  useEffect(() => {
    if (!asked.current || !heading.current) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || active === asked.current.from;
    asked.current = null;
    if (lost) focusHeading(heading.current);
  }, [heading, shown]);
  return () => {
    asked.current = { from: document.activeElement };
  };
}
