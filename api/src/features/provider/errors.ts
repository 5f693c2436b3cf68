/**
 * Errors of the travel-data provider as the browser sees them: always the provider's own format,
 * `{"errors":[{status, code, title, detail}]}`, whether the provider wrote it (passed through
 * with its status) or the API did because the provider could not be reached.
 */

export interface ProviderErrorItem {
  status: number;
  code: number;
  title: string;
  detail?: string;
  source?: { parameter?: string; pointer?: string; example?: string };
}

export interface ProviderErrorBody {
  errors: ProviderErrorItem[];
}

export const PROVIDER_MESSAGES = {
  unavailable: 'The travel-data provider is unavailable. Please try again later.',
  timeout: 'The travel-data provider did not answer in time. Please try again later.',
  malformed: 'The travel-data provider sent an answer the site could not read. Please try again later.',
  rejected: 'The travel-data provider refused the site’s credentials. Please try again later.',
  notConfigured: 'The travel-data provider is not configured.',
  hidden: 'This provider endpoint is not available through the API.',
} as const;

export type ProviderErrorKind = 'unavailable' | 'timeout' | 'malformed' | 'rejected' | 'not-configured' | 'hidden' | 'upstream';

/** Codes of the errors the API writes itself (the provider has none for these). */
const OWN: Record<Exclude<ProviderErrorKind, 'upstream'>, { status: number; code: number; title: string; detail: string }> = {
  unavailable: { status: 502, code: 502, title: 'PROVIDER UNAVAILABLE', detail: PROVIDER_MESSAGES.unavailable },
  timeout: { status: 504, code: 504, title: 'PROVIDER TIMEOUT', detail: PROVIDER_MESSAGES.timeout },
  malformed: { status: 502, code: 502, title: 'PROVIDER ANSWER UNREADABLE', detail: PROVIDER_MESSAGES.malformed },
  rejected: { status: 502, code: 38187, title: 'PROVIDER CREDENTIALS REFUSED', detail: PROVIDER_MESSAGES.rejected },
  'not-configured': { status: 503, code: 503, title: 'PROVIDER NOT CONFIGURED', detail: PROVIDER_MESSAGES.notConfigured },
  hidden: { status: 404, code: 38196, title: 'Resource not found', detail: PROVIDER_MESSAGES.hidden },
};

/** A failed provider call: what the proxy answers and what the typed client throws. */
export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    readonly status: number,
    readonly body: ProviderErrorBody,
    options?: { cause?: unknown },
  ) {
    super(body.errors[0]?.detail ?? body.errors[0]?.title ?? `provider error ${status}`, options);
    this.name = 'ProviderError';
  }

  /** The API's own error of a kind (502 unavailable, 504 timeout, ...). */
  static of(kind: Exclude<ProviderErrorKind, 'upstream'>, cause?: unknown, status?: number): ProviderError {
    const own = OWN[kind];
    const actual = status ?? own.status;
    return new ProviderError(
      kind,
      actual,
      { errors: [{ status: actual, code: own.code, title: own.title, detail: own.detail }] },
      { cause },
    );
  }

  /** An error answer of the provider, kept as it was (its body when it is in the provider format). */
  static upstream(status: number, body: unknown): ProviderError {
    const parsed = asProviderErrorBody(body, status);
    return new ProviderError('upstream', status, parsed);
  }
}

/** The provider's body when it has the `errors` array (codes and statuses may be strings), else a generic one. */
export function asProviderErrorBody(body: unknown, status: number): ProviderErrorBody {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    return {
      errors: errors.map((item: Record<string, unknown>) => ({
        ...item,
        status: Number(item?.status ?? status) || status,
        code: Number(item?.code ?? 0) || 0,
        title: typeof item?.title === 'string' ? item.title : 'ERROR',
      })) as ProviderErrorItem[],
    };
  }
  return {
    errors: [
      {
        status,
        code: status,
        title: 'PROVIDER ERROR',
        detail: status >= 500 ? PROVIDER_MESSAGES.unavailable : `The travel-data provider answered ${status}.`,
      },
    ],
  };
}
