/** What the provider said to a client id and secret. */
export type TokenCheck =
  | { kind: 'issued'; status: number; expiresIn: number | null }
  | { kind: 'refused'; status: number; reason: string }
  | { kind: 'unreachable'; timedOut: boolean };

/**
 * Asks the provider's token endpoint for a token with these credentials (the OAuth2 client
 * credentials grant of PROVIDER.md), as the flight proxy will. Never throws.
 */
export async function requestProviderToken(
  baseUrl: string,
  keys: { clientId: string; clientSecret: string },
  timeoutMs: number,
): Promise<TokenCheck> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/v1/security/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: keys.clientId,
        client_secret: keys.clientSecret,
      }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { kind: 'unreachable', timedOut: (error as { name?: string }).name === 'TimeoutError' };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && typeof body?.access_token === 'string') {
    const expiresIn = typeof body.expires_in === 'number' ? Math.round(body.expires_in) : null;
    return { kind: 'issued', status: response.status, expiresIn };
  }
  const reason =
    typeof body?.error_description === 'string'
      ? body.error_description
      : typeof body?.error === 'string'
        ? body.error
        : response.statusText;
  return { kind: 'refused', status: response.status, reason };
}
