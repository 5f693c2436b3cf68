import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { createProviderHotelHandler } from './booking-type';
import { ProviderClient } from './client';
import { providerProxy } from './proxy';
import { ProviderTokenManager } from './token-manager';
import { ProviderRateLimiter } from './rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The travel-data provider, for the API's own features (the browser goes through the proxy). */
    provider: {
      client: ProviderClient;
      /** null when no provider is configured. */
      tokens: ProviderTokenManager | null;
    };
  }
}

export interface ProviderPluginOptions {
  config: Pick<
    AppConfig,
    | 'providerBaseUrl'
    | 'providerClientId'
    | 'providerClientSecret'
    | 'providerTimeoutMs'
    | 'providerTokenMarginSeconds'
    | 'providerRatePerSecond'
    | 'providerProxyPerClientPerMinute'
    | 'providerProxyMediaPerClientPerMinute'
    | 'providerCacheSeconds'
  >;
  /** The token manager's clock (tests). */
  now?: () => number;
}

/**
 * The travel-data provider: one token manager shared by the proxy (/v1, /v2, /v3 and /media for
 * the browser) and the typed client (app.provider.client). Register at the root: the proxied
 * paths are the provider's own, not under /api.
 */
export const providerPlugin = fp(
  async function provider(app: FastifyInstance, options: ProviderPluginOptions) {
    const { providerBaseUrl: baseUrl, providerClientId: clientId, providerClientSecret: clientSecret } = options.config;
    const timeoutMs = options.config.providerTimeoutMs;
    const tokens =
      baseUrl && clientId && clientSecret
        ? new ProviderTokenManager({
            baseUrl,
            clientId,
            clientSecret,
            timeoutMs,
            marginSeconds: options.config.providerTokenMarginSeconds,
            ...(options.now ? { now: options.now } : {}),
            onFetched: ({ expiresIn }) => app.log.debug({ expiresIn }, 'fetched a travel-data provider token'),
          })
        : null;
    const usable = tokens ? baseUrl : null;
    if (!usable) app.log.warn('No travel-data provider configured: /v1, /v2 and /v3 answer 503');
    // One limiter for the whole API: the provider counts the API as one client.
    const limiter = new ProviderRateLimiter(options.config.providerRatePerSecond);
    const client = new ProviderClient({ baseUrl: usable, tokens, timeoutMs, limiter });
    app.decorate('provider', { client, tokens });
    // "provider-hotel" bookings are priced from the provider's offer (when the bookings core is there).
    if (app.hasDecorator('bookingTypes') && !app.bookingTypes.get('provider-hotel')) {
      app.bookingTypes.register(createProviderHotelHandler(client));
    }
    await app.register(providerProxy, {
      baseUrl: usable,
      tokens,
      timeoutMs,
      limiter,
      perClientPerMinute: options.config.providerProxyPerClientPerMinute,
      mediaPerClientPerMinute: options.config.providerProxyMediaPerClientPerMinute,
      cacheTtlMs: options.config.providerCacheSeconds * 1000,
    });
  },
  { name: 'provider' },
);
