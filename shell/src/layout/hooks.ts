import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from '@trabzon/router';

/**
 * Closes a popup (user menu, mobile menu) the ways people expect: Escape (focus goes back to the
 * button that opened it), a click or tap anywhere outside it and its button, and focus moving
 * outside both (Tab past its last item: it would otherwise land on controls under the open panel).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  panelRef: RefObject<HTMLElement | null>,
  triggerRef: RefObject<HTMLElement | null>,
): void {
  // The latest close function, so the listeners need not be re-attached on every render.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
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
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, panelRef, triggerRef]);
}

/** Calls `close` whenever the router moves to another location (any link, back/forward). */
export function useCloseOnNavigation(close: () => void): void {
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    close();
  }
}

/** Whether a media query matches now, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => globalThis.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = globalThis.matchMedia?.(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
