import { useCallback, useEffect, useRef, useState } from 'react';
import { describeApiError } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../i18n';
import { knownMessage } from './apiMessages';

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The text to show for a failed call: the server's reason (in the reader's language when it is
 * one the screens know), else the fallback key's text.
 */
export function useApiErrorText() {
  const { t } = useTranslation(HOTELS_NS);
  return useCallback(
    (error: unknown, fallbackKey: string): string => {
      const { message } = describeApiError(error);
      return messageText(t, message) ?? t(fallbackKey);
    },
    [t],
  );
}

/** A server message in the reader's language when it is a known one; null for no message. */
export function messageText(
  t: (key: string, values?: Record<string, unknown>) => string,
  message: string | null | undefined,
): string | null {
  if (!message) return null;
  const known = knownMessage(message);
  return known ? t(known.key, known.values) : message;
}

/**
 * "Try again" on an error panel: the panel and its button leave while the request runs (a loading
 * state takes their place), so the keyboard's focus fell to <body>. Call the returned function as the
 * retry starts. Once the answer is on screen (`answer` changes to the new data, or to the new
 * failure's time), the focus goes to `target()`: the content's heading, or the new panel's button
 * when it failed again. A focus the visitor put elsewhere meanwhile stays there.
 */
export function useRetryFocus(answer: unknown, target: () => HTMLElement | null): () => void {
  const asked = useRef(false);
  useEffect(() => {
    if (!asked.current) return;
    const element = target();
    // Still loading: neither the content nor a panel is on screen yet.
    if (!element) return;
    asked.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    if (!element.matches('a[href], button, input, select, textarea') && !element.hasAttribute('tabindex')) {
      element.setAttribute('tabindex', '-1');
    }
    element.focus();
    // Runs for a new answer only: `target` is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [answer]);
  return useCallback(() => {
    asked.current = true;
  }, []);
}

/** The "Try again" button of the error panel inside `root`, if one is shown. */
export function retryButtonIn(root: HTMLElement | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>('[data-testid="error-panel"] button') ?? null;
}
