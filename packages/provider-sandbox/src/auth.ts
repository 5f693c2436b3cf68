import { randomBytes } from 'node:crypto';
import { providerErrors } from './errors';

/** The credentials the sandbox accepts unless told otherwise; the API uses them when it starts the sandbox itself. */
export const SANDBOX_CLIENT_ID = 'trabzon-sandbox-client';
export const SANDBOX_CLIENT_SECRET = 'trabzon-sandbox-secret';

/** The token endpoint's own, flat error format. */
export interface TokenErrorBody {
  error: 'invalid_request' | 'invalid_client' | 'unsupported_grant_type';
  error_description: string;
  code: number;
  title: string;
}

export interface TokenResponse {
  type: 'amadeusOAuth2Token';
  username: string;
  application_name: string;
  client_id: string;
  token_type: 'Bearer';
  access_token: string;
  expires_in: number;
  state: 'approved';
  scope: string;
}

export type TokenRequestResult = { status: 200; body: TokenResponse } | { status: 400 | 401; body: TokenErrorBody };

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 28-character alphanumeric token like the real ones (crypto randomness: tokens are secrets, not test data). */
function newAccessToken(): string {
  return [...randomBytes(28)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

const tokenError = (error: TokenErrorBody['error'], description: string): TokenErrorBody => ({
  error,
  error_description: description,
  code: 38187,
  title: 'Invalid parameters',
});

/** Issues tokens for the one configured client and checks bearer headers against them. */
export class TokenStore {
  private readonly tokens = new Map<string, number>();
  issued = 0;

  constructor(
    private readonly credentials: { clientId: string; clientSecret: string },
    private readonly now: () => number,
  ) {}

  /** Answers POST /v1/security/oauth2/token for a parsed form body (null when the body was not a form). */
  request(form: Record<string, string> | null, ttlSeconds: number): TokenRequestResult {
    const grantType = form?.grant_type;
    if (!form || grantType === undefined || grantType === '') {
      return { status: 400, body: tokenError('invalid_request', 'Mandatory grant_type form parameter missing') };
    }
    if (grantType !== 'client_credentials') {
      return {
        status: 400,
        body: tokenError('unsupported_grant_type', 'Only client_credentials value is allowed for the body parameter grant_type'),
      };
    }
    if (form.client_id !== this.credentials.clientId || form.client_secret !== this.credentials.clientSecret) {
      return { status: 401, body: tokenError('invalid_client', 'Client credentials are invalid') };
    }
    const now = this.now();
    this.prune(now);
    const accessToken = newAccessToken();
    this.tokens.set(accessToken, now + ttlSeconds * 1000);
    this.issued += 1;
    return {
      status: 200,
      body: {
        type: 'amadeusOAuth2Token',
        username: 'sandbox@trabzontravel.test',
        application_name: 'trabzon-travel-sandbox',
        client_id: this.credentials.clientId,
        token_type: 'Bearer',
        access_token: accessToken,
        expires_in: ttlSeconds,
        state: 'approved',
        scope: '',
      },
    };
  }

  /** Throws the provider's 401 unless the header carries a live token. */
  check(authorization: string | undefined): void {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match) throw providerErrors.missingAuthorization();
    const expiresAt = this.tokens.get(match[1]!);
    if (expiresAt === undefined) throw providerErrors.invalidToken();
    if (this.now() >= expiresAt) throw providerErrors.expiredToken();
  }

  /** Every token issued so far stops working (answers 401 invalid access token). */
  revokeAll(): void {
    this.tokens.clear();
  }

  /** Forget tokens that expired more than a day ago (an expired token still answers "expired" until then). */
  private prune(now: number): void {
    for (const [token, expiresAt] of this.tokens) if (expiresAt < now - 86_400_000) this.tokens.delete(token);
  }
}
