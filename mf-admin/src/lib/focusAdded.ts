import { useEffect, useRef } from 'react';

/**
 * Adding an item to a field array (hero slides, itinerary days): the new item's first field takes the
 * focus once it is in the page. Call the function returned just before appending (with
 * `shouldFocus: false`): the field array's own shouldFocus missed it now and then, when the field
 * registered after its check, or when pressed while the list was drawn again after a save.
 *
 * The new item's index (the count when pressed) is kept, not a "just added" flag focusing the last
 * item: when the count changes for another reason at that moment, the focus waits for that index to
 * be in the page and goes to it, not to whichever item is last. `idOf` gives the id of an item's
 * field; a function defined once (outside the component) keeps the effect to count changes.
 */
export function useFocusAdded(count: number, idOf: (index: number) => string): () => void {
  const added = useRef<number | null>(null);
  useEffect(() => {
    const index = added.current;
    if (index === null || count <= index) return;
    added.current = null;
    document.getElementById(idOf(index))?.focus();
  }, [count, idOf]);
  return () => {
    added.current = count;
  };
}
