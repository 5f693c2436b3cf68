import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '../src/auth';

/** YYYY-MM-DD, `days` after today (UTC). */
export const day = (days: number, from = Date.now()) => new Date(from + days * 86_400_000).toISOString().slice(0, 10);

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export function tokenForm(clientId = SANDBOX_CLIENT_ID, clientSecret = SANDBOX_CLIENT_SECRET, grantType = 'client_credentials'): string {
  return new URLSearchParams({ grant_type: grantType, client_id: clientId, client_secret: clientSecret }).toString();
}

export async function getToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v1/security/oauth2/token', headers: FORM, payload: tokenForm() });
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}

/** A signed-in caller of one sandbox. */
export async function caller(app: FastifyInstance) {
  const token = await getToken(app);
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    get: (url: string): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url, headers }),
    post: (url: string, body: unknown, contentType = 'application/vnd.amadeus+json'): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload: JSON.stringify(body) }),
  };
}

export function qs(params: Record<string, string | number | boolean | undefined>): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined) as [string, string | number | boolean][];
  return new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)])).toString();
}
