import { describeApiError } from '@trabzon/api-client';

/**
 * What an error panel says of a request the API refused (a 4xx), in the page's language: the API's own
 * text is English, and none of its refusals of a list or a package is one the screens know. A 429 says
 * to wait a moment; any other 4xx says `refusedKey`'s text (the screen's own: a search to change, a
 * package to open again), or nothing without one. A 5xx's or a lost connection's text ("Internal
 * Server Error", "Network Error") helps no one: the panel's title alone (undefined).
 */
export function refusalText(t: (key: string) => string, error: unknown, refusedKey?: string): string | undefined {
  const { status } = describeApiError(error);
  if (status === 429) return t('errors.tooManyRequests');
  return refusedKey && status !== null && status >= 400 && status < 500 ? t(refusedKey) : undefined;
}
