// Checking a field after a pointer press, as its own entry (`@trabzon/ui/after-press`): the back
// office's forms and the shell's profile page use it; the main entry is a federation singleton that
// every page loads whole.
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormRegister } from 'react-hook-form';

/**
 * Wraps a field's blur check (register's `onBlur`, or a form's) so that leaving the field by pressing
 * a pointer (a click on Save) checks it only once the press is over, after the click. Checked at
 * once, its message would appear under the field and push the buttons down between the press and
 * the release: the click would land beside Save and the save (which checks every field and focuses
 * the first wrong one) would never happen. Leaving by keyboard is checked at once, as before.
 */
export function useCheckAfterPress(): <A extends unknown[]>(check: (...args: A) => unknown) => (...args: A) => Promise<void> {
  const pressed = useRef(false);
  const due = useRef<Array<() => void>>([]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const press = () => {
      pressed.current = true;
    };
    const release = () => {
      pressed.current = false;
      const checks = due.current.splice(0);
      // A task later: the click that this release makes is dispatched first, where the press began.
      if (checks.length) timer = setTimeout(() => checks.forEach((check) => check()));
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, []);

  return (check) =>
    async (...args) => {
      if (!pressed.current) {
        await check(...args);
        return;
      }
      due.current.push(() => void check(...args));
    };
}

/** react-hook-form's `register`, each field's blur check made after a pointer press (useCheckAfterPress). */
export function useRegisterAfterPress<V extends FieldValues>(register: UseFormRegister<V>): UseFormRegister<V> {
  const afterPress = useCheckAfterPress();
  return (name, options) => {
    const field = register(name, options);
    return { ...field, onBlur: afterPress(field.onBlur) };
  };
}
