import { useCallback, useRef, useState, type FormEvent } from 'react';

/**
 * A form's request, one at a time. A ref is set as the request goes, before the re-render that
 * shows it busy, so a second press (or Enter) meanwhile sends nothing. `busy` is for the button:
 * aria-disabled, not disabled, which would drop the keyboard's focus to <body>.
 *
 * - `begin` / `end` / `isSending`: a form that stays busy past its request (a sign-in that leads on).
 * - `once(task)`: runs `task` only when nothing is being sent, busy until it settles.
 * - `onSubmit(handler)`: a <form>'s onSubmit: the browser's own submit is stopped, then as `once`.
 */
export function useSubmitOnce() {
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const isSending = useCallback(() => sending.current, []);
  const begin = useCallback(() => {
    sending.current = true;
    setBusy(true);
  }, []);
  const end = useCallback(() => {
    sending.current = false;
    setBusy(false);
  }, []);

  const once = useCallback(
    <A extends unknown[]>(task: (...args: A) => unknown) =>
      async (...args: A): Promise<void> => {
        if (sending.current) return;
        begin();
        try {
          await task(...args);
        } finally {
          end();
        }
      },
    [begin, end],
  );

  const onSubmit = useCallback(
    (handler: (event: FormEvent<HTMLFormElement>) => unknown) => {
      const guarded = once(handler);
      return (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        return guarded(event);
      };
    },
    [once],
  );

  return { busy, isSending, begin, end, once, onSubmit };
}
