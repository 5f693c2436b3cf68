import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { resolveProvider } from '../src/features/provider/sandbox';
import { isHiddenPath } from '../src/features/provider/proxy';
import { providerQuery } from '../src/features/provider/client';

describe('provider settings', () => {
  it('defaults: no provider (the sandbox), 10 s timeout, 60 s token margin', () => {
    expect(loadConfig({})).toMatchObject({
      providerBaseUrl: null,
      providerClientId: null,
      providerClientSecret: null,
      providerTimeoutMs: 10_000,
      providerTokenMarginSeconds: 60,
    });
  });

  it('reads PROVIDER_* variables', () => {
    expect(
      loadConfig({
        PROVIDER_BASE_URL: 'https://test.api.amadeus.com/',
        PROVIDER_CLIENT_ID: 'id',
        PROVIDER_CLIENT_SECRET: 'secret',
        PROVIDER_TIMEOUT_MS: '5000',
        PROVIDER_TOKEN_MARGIN_SECONDS: '30',
      }),
    ).toMatchObject({
      providerBaseUrl: 'https://test.api.amadeus.com',
      providerClientId: 'id',
      providerClientSecret: 'secret',
      providerTimeoutMs: 5000,
      providerTokenMarginSeconds: 30,
    });
  });

  it('refuses a provider without credentials and values it cannot read', () => {
    expect(() => loadConfig({ PROVIDER_BASE_URL: 'https://test.api.amadeus.com' })).toThrow(/PROVIDER_CLIENT_ID/);
    expect(() => loadConfig({ PROVIDER_BASE_URL: 'ftp://x', PROVIDER_CLIENT_ID: 'a', PROVIDER_CLIENT_SECRET: 'b' })).toThrow(
      /PROVIDER_BASE_URL/,
    );
    expect(() => loadConfig({ PROVIDER_TIMEOUT_MS: '0' })).toThrow(/PROVIDER_TIMEOUT_MS/);
    expect(() => loadConfig({ PROVIDER_TOKEN_MARGIN_SECONDS: '-1' })).toThrow(/PROVIDER_TOKEN_MARGIN_SECONDS/);
  });
});

describe('server start-up (resolveProvider)', () => {
  it('starts the sandbox on 127.0.0.1 when no provider is configured, and uses its credentials', async () => {
    const provider = await resolveProvider(loadConfig({}), {});
    try {
      expect(provider.config.providerBaseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(provider.description).toMatch(/sandbox/);
      const res = await fetch(`${provider.config.providerBaseUrl}/v1/security/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: provider.config.providerClientId!,
          client_secret: provider.config.providerClientSecret!,
        }),
      });
      expect(res.status).toBe(200);
    } finally {
      await provider.close();
    }
  });

  it('talks to the configured provider otherwise', async () => {
    const config = loadConfig({ PROVIDER_BASE_URL: 'https://test.api.amadeus.com', PROVIDER_CLIENT_ID: 'a', PROVIDER_CLIENT_SECRET: 'b' });
    const provider = await resolveProvider(config, {});
    expect(provider.config).toBe(config);
    expect(provider.description).toContain('https://test.api.amadeus.com');
  });
});

describe('proxy helpers', () => {
  it('recognises the token endpoint however it is spelled', () => {
    for (const url of [
      '/v1/security/oauth2/token',
      '/v1//security/oauth2/token?x=1',
      '/v1/%73ecurity/oauth2/token',
      '/V1/SECURITY/oauth2/token',
      '/v1/./security',
      '/v2/security/x',
      '/v1/%ZZ',
    ]) {
      expect({ url, hidden: isHiddenPath(url) }).toEqual({ url, hidden: true });
      expect({ url, hidden: isHiddenPath(url, 'POST') }).toEqual({ url, hidden: true });
    }
  });

  it('lets through only the searches, look-ups and pricing the site makes', () => {
    const allowed: [string, string][] = [
      ['GET', '/v1/reference-data/locations/hotels/by-city?cityCode=TZX'],
      ['GET', '/v1//reference-data/locations/hotels/by-hotels'],
      ['GET', '/v3/shopping/hotel-offers?hotelIds=A'],
      ['GET', '/v3/shopping/hotel-offers/TSXOJ6LFQ2'],
      ['GET', '/v2/e-reputation/hotel-sentiments'],
      ['GET', '/v1/hotel/descriptive/media'],
      ['GET', '/v2/shopping/flight-offers'],
      ['POST', '/v2/shopping/flight-offers'],
      ['POST', '/v1/shopping/flight-offers/pricing'],
    ];
    for (const [method, url] of allowed) expect({ method, url, hidden: isHiddenPath(url, method) }).toEqual({ method, url, hidden: false });
    const refused: [string, string][] = [
      ['POST', '/v1/booking/flight-orders'],
      ['POST', '/v2/booking/hotel-orders'],
      ['DELETE', '/v1/booking/flight-orders/abc'],
      ['POST', '/v3/shopping/hotel-offers'],
      ['GET', '/v1/securityx'],
      ['GET', '/v1/shopping/flight-offers/pricing'],
      ['GET', '/v1/reference-data/locations/hotels/by-city/../../../booking/flight-orders'],
    ];
    for (const [method, url] of refused) expect({ method, url, hidden: isHiddenPath(url, method) }).toEqual({ method, url, hidden: true });
  });

  it('comma-joins array query values and leaves empty ones out', () => {
    expect(providerQuery({ hotelIds: ['A', 'B'], adults: 2, currency: undefined, lang: '' })).toBe('?hotelIds=A,B&adults=2');
    expect(providerQuery({})).toBe('');
  });
});
