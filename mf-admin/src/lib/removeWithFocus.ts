import { useEffect, useRef } from 'react';

/**
 * Removing an item of a field array (hero slides, itinerary days) takes its ✕ button out of the page: focus goes to
 * the next item's ✕ (now at the same place), the previous one's when it was the last, or the "Add" button when
 * none is left, so a keyboard user keeps their place (the browser dropped it to <body>).
 */
export function useRemoveWithFocus(fields: { id: string }[], removeAt: (index: number) => void) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const addRef = useRef<HTMLButtonElement>(null);
  const removed = useRef<number | null>(null);
  useEffect(() => {
    const index = removed.current;
    if (index === null) return;
    removed.current = null;
    const neighbour = fields[index] ?? fields[index - 1];
    (neighbour ? buttons.current.get(neighbour.id) : addRef.current)?.focus();
  }, [fields]);
  const buttonRef = (id: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(id, button);
    else buttons.current.delete(id);
  };
  const remove = (index: number) => {
    removed.current = index;
    removeAt(index);
  };
  return { addRef, buttonRef, remove };
}
