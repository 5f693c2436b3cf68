import { useEffect, useRef, type RefObject } from 'react';

export interface DismissOptions {
  /**
   * Also close on a press or focus outside the popup and its button (default). Off for a panel
   * that is not next to its button in the Tab order (the back office's phone menu): Tab from the
   * button would reach the header's other controls first and close it.
   */
  outside?: boolean;
}

/**
 * Closes a popup (a header's user menu, a phone menu) the ways people expect: Escape (focus goes
 * back to the button that opened it, when it was in the popup or on the button), and, unless
 * `outside` is false, a click or tap anywhere outside it and its button, or focus moving outside
 * both (Tab past its last item: it would otherwise land on controls under the open panel). A modal
 * dialog open above keeps Escape for itself.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  panelRef: RefObject<HTMLElement | null>,
  triggerRef: RefObject<HTMLElement | null>,
  { outside = true }: DismissOptions = {},
): void {
  // The latest close function, so the listeners need not be re-attached on every render.
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
    // A press or focus landing outside the popup and its button.
    const onOutside = (event: Event) => {
      const target = event.target as Node | null;
      if (!target || panelRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    if (outside) {
      document.addEventListener('pointerdown', onOutside);
      document.addEventListener('focusin', onOutside);
    }
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, panelRef, triggerRef, outside]);
}
