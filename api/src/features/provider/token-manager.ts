import { ProviderError, asProviderErrorBody } from './errors';

export interface TokenManagerOptions {
  /** Provider origin (and base path, if any), no trailing slash. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Longest wait for the token endpoint. */
  timeoutMs: number;
  /** Reuse a token until this many seconds before it expires. */
  marginSeconds: number;
  /** The clock, milliseconds since the epoch (default Date.now). */
  now?: () => number;
  fetch?: typeof fetch;
  onFetched?: (info: { expiresIn: number }) => void;
}

interface HeldToken {
  value: string;
  /** When the provider says it expires, on our clock. */
  expiresAt: number;
}

/** Rejects with a 504 when the deadline passes first (the shared fetch itself goes on for the others). */
function beforeDeadline<T>(promise: Promise<T>, deadline: number | undefined): Promise<T> {
  if (deadline === undefined) return promise;
  const left = deadline - Date.now();
  if (left <= 0) return Promise.reject(ProviderError.of('timeout'));
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(ProviderError.of('timeout')), left);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * The provider access token: fetched with the API's client credentials when missing or about to
 * expire, reused until `marginSeconds` before expiry, and fetched ONCE however many requests
 * want it at the same time (they share the in-flight fetch).
 */
export class ProviderTokenManager {
  private held: HeldToken | null = null;
  private inflight: Promise<string> | null = null;
  /** Token requests sent to the provider so far. */
  fetches = 0;

  constructor(private options: TokenManagerOptions) {}

  /** New client credentials (admin Settings → API keys): the token held so far is dropped. */
  setCredentials(clientId: string, clientSecret: string): void {
    this.options = { ...this.options, clientId, clientSecret };
    this.held = null;
  }

  /** The client id in use (never the secret). */
  get clientId(): string {
    return this.options.clientId;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** A usable token; `deadline` (Date.now() time) bounds this caller's wait. */
  get(deadline?: number): Promise<string> {
    const held = this.held;
    if (held && this.now() < held.expiresAt - this.options.marginSeconds * 1000) return Promise.resolve(held.value);
    if (!this.inflight) {
      this.inflight = this.fetchToken().finally(() => {
        this.inflight = null;
      });
    }
    return beforeDeadline(this.inflight, deadline);
  }

  /** The provider refused this token (401): forget it, unless a newer one already replaced it. */
  invalidate(token: string): void {
    if (this.held?.value === token) this.held = null;
  }

  private async fetchToken(): Promise<string> {
    const { baseUrl, clientId, clientSecret, timeoutMs } = this.options;
    const doFetch = this.options.fetch ?? fetch;
    this.fetches += 1;
    const requestedAt = this.now();
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}/v1/security/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw ProviderError.of(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unavailable', error);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw ProviderError.of('timeout', error);
      body = null;
    }
    if (response.status >= 500 || response.status === 429) {
      // Keep the provider's status (503 down, 429 rate limit...) with its body when it is in the provider format.
      throw new ProviderError('unavailable', response.status, asProviderErrorBody(body, response.status));
    }
    if (!response.ok) {
      // 400/401 from the token endpoint: the API's credentials or configuration are wrong. The
      // browser learns only that the provider refused; the log has the provider's reason.
      throw ProviderError.of('rejected', new Error(`token endpoint answered ${response.status}: ${JSON.stringify(body)}`));
    }
    const token = body as { access_token?: unknown; expires_in?: unknown } | null;
    const value = token?.access_token;
    const expiresIn = Number(token?.expires_in);
    if (typeof value !== 'string' || value === '' || !Number.isFinite(expiresIn) || expiresIn <= 0) {
      throw ProviderError.of('unavailable', new Error('token endpoint answered without access_token/expires_in'));
    }
    // Counted from when we asked, so network time can only make us refresh early, never late.
    this.held = { value, expiresAt: requestedAt + expiresIn * 1000 };
    this.options.onFetched?.({ expiresIn });
    return value;
  }
}
