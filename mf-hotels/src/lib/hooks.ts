import { useCallback, useEffect, useRef, useState } from 'react';
import { describeApiError } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { HOTELS_NS } from '../i18n';
import { knownMessage } from './apiMessages';

export type RemoteState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'failed'; data: T | null; error: unknown };

/**
 * Loads data for a screen and loads it again when `key` or the language changes (the API answers
 * texts in the asked language). A newer load aborts the older one, so a slow answer never
 * overwrites a newer one. Until the answer for the current key arrives the status is 'loading'
 * (even in the render where the key has just changed), while `data` keeps the last answer.
 * `retry` loads again after a failure; a null key loads nothing.
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const language = useLocaleStore((state) => state.language);
  const [attempt, setAttempt] = useState(0);
  const requestKey = key === null ? null : `${language}|${attempt}|${key}`;
  const [state, setState] = useState<{ for: string | null; remote: RemoteState<T> }>({
    for: null,
    remote: { status: 'loading', data: null, error: null },
  });
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    if (requestKey === null) return;
    const controller = new AbortController();
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ for: requestKey, remote: { status: 'ready', data, error: null } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState((previous) => ({ for: requestKey, remote: { status: 'failed', data: previous.remote.data, error } }));
        }
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (data: T) => setState({ for: requestKey, remote: { status: 'ready', data, error: null } }),
    [requestKey],
  );
  const remote: RemoteState<T> =
    state.for === requestKey ? state.remote : { status: 'loading', data: state.remote.data, error: null };
  return { ...remote, retry, setData };
}

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
export function messageText(t: (key: string, values?: Record<string, unknown>) => string, message: string | null | undefined): string | null {
  if (!message) return null;
  const known = knownMessage(message);
  return known ? t(known.key, known.values) : message;
}
