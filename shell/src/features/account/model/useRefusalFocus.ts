import { useCallback, useEffect, useRef, useState } from 'react';
import { focusFirstError } from '@trabzon/ui';
import { refusedField } from './errors';

/**
 * Where the keyboard's focus goes once the API refused a sign-in or sign-up form (the button
 * pressed keeps it while sending): to the field the refusal is about, as the form's own checks do,
 * or else to the form's message, so a keyboard or screen-reader user is taken to what went wrong.
 * Give `messageProps` to the form's FormMessage (role=alert for an error) and call
 * `focusAfterRefusal` once the refusal is shown.
 */
export function useRefusalFocus() {
  const message = useRef<HTMLDivElement>(null);
  // The message is drawn on the next render: the focus follows it there.
  const [messageRefusals, setMessageRefusals] = useState(0);
  useEffect(() => {
    if (messageRefusals > 0) message.current?.focus();
  }, [messageRefusals]);

  const focusAfterRefusal = useCallback((form: HTMLFormElement | null, error: unknown) => {
    const field = refusedField(error);
    if (field && focusFirstError(form, [field])) return;
    setMessageRefusals((count) => count + 1);
  }, []);

  return { messageProps: { ref: message, tabIndex: -1 }, focusAfterRefusal };
}
