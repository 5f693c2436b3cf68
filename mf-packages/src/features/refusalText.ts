import { refusalKind } from '@trabzon/api-client';

/**
 * What an error panel says of a failed call, in the page's language (refusalKind): a 429 the common
 * "wait a moment"; another 4xx `refusedKey`'s text (the screen's own: a search to change, a package to
 * open again), or nothing without one; a 5xx or a lost connection the panel's title alone (undefined).
 */
export function refusalText(t: (key: string) => string, error: unknown, refusedKey?: string): string | undefined {
  const kind = refusalKind(error);
  if (kind === 'tooManyRequests') return t('common:refusal.tooManyRequests');
  return kind === 'refused' && refusedKey ? t(refusedKey) : undefined;
}
