import { useEffect, useState } from 'react';
import { describeApiError, refusalKind } from '@trabzon/api-client';
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
 * What an error panel or message says of a failed call, in the reader's language, or null for none
 * (its title or fallback alone): a refusal the screens know (knownMessage) in translation; else as
 * refusalKind says: a 429 the common "wait a moment", another 4xx `refusedKey`'s text (null: none),
 * a 5xx, a timeout or a lost connection null.
 */
export function refusalText(
  t: (key: string, values?: Record<string, unknown>) => string,
  error: unknown,
  refusedKey: string | null,
): string | null {
  const kind = refusalKind(error);
  if (kind === null) return null;
  const known = knownMessage(describeApiError(error).message);
  if (known) return t(known.key, known.values);
  if (kind === 'tooManyRequests') return t('common:refusal.tooManyRequests');
  return refusedKey ? t(refusedKey) : null;
}
