import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** Keys that make a closed <select> step to another option (Chromium fires `change` on each). */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Props for a <select> whose choice changes the whole page (the language, and with it the
 * direction). A choice from its list, or a `change` with no key before it (a script's or a test's
 * select), applies at once. Stepping with the keys on the closed select (or typing a letter) only
 * shows the option: the page would otherwise change at every key press (WCAG 3.2.2, on input).
 * The shown option applies on Enter or when focus leaves. Used by the site's and the back office's
 * language selects.
 */
export function useDeferredChoice<T extends string>(current: T, isChoice: (value: string) => value is T, apply: (next: T) => void) {
  const [shown, setShown] = useState<T | null>(null);
  const stepping = useRef(false);

  const commit = (next: T | null) => {
    setShown(null);
    if (next !== null && next !== current) apply(next);
  };

  return {
    value: shown ?? current,
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      // Alt+arrow and space open the list instead; a letter jumps to an option, as a step does.
      stepping.current = !event.altKey && (STEP_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' '));
      if (event.key === 'Enter') commit(shown);
    },
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const next = event.target.value;
      if (!isChoice(next)) return;
      if (stepping.current) setShown(next);
      else commit(next);
      stepping.current = false;
    },
    onBlur: () => commit(shown),
    onPointerDown: () => {
      stepping.current = false;
    },
  };
}
