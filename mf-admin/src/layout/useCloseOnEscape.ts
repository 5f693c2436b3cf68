import { useEffect, useRef, type RefObject } from 'react';

/**
 * Escape closes an open popup (the phone's menu) and, when the focus was in it or on the button that
 * opened it, gives the focus back to that button, as the site's header menu does (the shell's
 * useDismiss, which no package shares). A modal dialog open above keeps Escape for itself.
 */
export function useCloseOnEscape(
  open: boolean,
  close: () => void,
  panelRef: RefObject<HTMLElement | null>,
  triggerRef: RefObject<HTMLElement | null>,
): void {
  // The latest close function, so the listener need not be re-attached on every render.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('dialog[open]')) return;
      const active = document.activeElement;
      const focusInside = !!active && (panelRef.current?.contains(active) ?? false);
      closeRef.current();
      if (focusInside || active === triggerRef.current) triggerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, panelRef, triggerRef]);
}
