import { useCallback, useRef, useState } from 'react';

/**
 * A form's request under way. `busy` drives the button (aria-disabled, not disabled: a disabled
 * button drops the keyboard's focus to <body>); `isSending` is set before the request goes, so a
 * second press or Enter before the re-render sends nothing (CheckoutForm's `sending`).
 */
export function useSubmitGuard() {
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
  return { busy, isSending, begin, end };
}
