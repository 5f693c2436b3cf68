import { AxiosError } from 'axios';

/** What went wrong with a call, in the terms the screens' messages need. */
export interface ApiFailure {
  /** HTTP status, or null when no answer came back (offline, timeout). */
  status: number | null;
  /** The server's own message, when it sent one. */
  message: string | null;
  /**
   * The server's machine code (one of contracts' API_ERROR_CODES, e.g. 'UNPAID_LIMIT_PER_EMAIL'),
   * for screens that explain an error in the visitor's language; null when it sent none.
   */
  code: string | null;
  /** Per-field messages, when the server sent them. */
  fields: Record<string, string>;
  /** The server answered with a Retry-After (rate limit). */
  retryAfterSeconds: number | null;
}

export function describeApiError(error: unknown): ApiFailure {
  if (error instanceof AxiosError) {
    const response = error.response;
    if (!response) return { status: null, message: null, code: null, fields: {}, retryAfterSeconds: null };
    const data = (response.data ?? {}) as { message?: unknown; code?: unknown; fields?: unknown };
    const retryAfter = Number(response.headers?.['retry-after']);
    return {
      status: response.status,
      message: typeof data.message === 'string' ? data.message : null,
      code: typeof data.code === 'string' && data.code !== '' ? data.code : null,
      fields: data.fields && typeof data.fields === 'object' ? (data.fields as Record<string, string>) : {},
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    };
  }
  return { status: null, message: error instanceof Error ? error.message : null, code: null, fields: {}, retryAfterSeconds: null };
}

/**
 * The server's message when it refused the request (a 4xx, which says what to change), else null: a
 * 5xx's or a lost connection's text ("Internal Server Error", "Network Error") helps no visitor and is
 * in English whatever the page's language, so a failed load shows its own translated title alone.
 */
export function refusalMessage(error: unknown): string | null {
  const { status, message } = describeApiError(error);
  return status !== null && status >= 400 && status < 500 ? message : null;
}

/**
 * How a screen words a failed call in the page's language (the API's own text is English):
 * 'tooManyRequests' for a 429 (wait a moment), 'refused' for another 4xx (the screen's own words of
 * what to change), null for a 5xx, a timeout (408) or a lost connection, whose text ("Internal Server
 * Error", "Network Error") helps no one: the screen's title alone. The words of the first two and of a
 * refused search are the common texts `refusal.*`.
 */
export function refusalKind(error: unknown): 'tooManyRequests' | 'refused' | null {
  const { status } = describeApiError(error);
  if (status === 429) return 'tooManyRequests';
  return status !== null && status >= 400 && status < 500 && status !== 408 ? 'refused' : null;
}

/** The server's message, else the fallback text the caller gives. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return describeApiError(error).message ?? fallback;
}

/**
 * Whether a failed load of one record says no such record exists: 404, 400 (an id the API refuses as
 * such) or 414 (an id longer than it takes in a path: a link cut or pasted wrong). Asking again changes
 * none of them, so a record's page says "not found" and offers no Try again.
 */
export const isRecordNotFound = (error: unknown): boolean => [400, 404, 414].includes(describeApiError(error).status ?? 0);
