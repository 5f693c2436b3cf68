import { HttpError } from '../../lib/http-error';
import { PROVIDER_MESSAGES, ProviderError } from '../provider/errors';

/**
 * A failed provider call as the site's API answers it: 504 when the provider was too slow (the
 * 10 s limit), 502 when it could not be reached or failed on its side, 503 when none is
 * configured. The provider's own 4xx answers are handed to `onRefused` (each caller knows what
 * they mean for it). Anything that is not a provider error is rethrown as it is.
 */
export function fromProviderError(error: unknown, onRefused: (error: ProviderError) => never): never {
  if (!(error instanceof ProviderError)) throw error;
  if (error.kind === 'timeout') throw new HttpError(504, PROVIDER_MESSAGES.timeout);
  if (error.kind === 'not-configured') throw new HttpError(503, PROVIDER_MESSAGES.notConfigured);
  if (error.kind === 'upstream' && error.status >= 400 && error.status < 500 && error.status !== 429) onRefused(error);
  throw new HttpError(502, PROVIDER_MESSAGES.unavailable);
}

/** The provider's first error code, 0 when there is none. */
export const providerCode = (error: ProviderError): number => error.body.errors[0]?.code ?? 0;
