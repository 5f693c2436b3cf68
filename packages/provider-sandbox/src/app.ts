import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, TokenStore } from './auth';
import { PROVIDER_JSON, type SandboxContext } from './context';
import { ProviderHttpError, providerErrors } from './errors';
import { DEFAULT_FAULTS, Faults, GARBAGE_BODIES, validateFaults, type FaultSettings } from './faults';
import { flightRoutes } from './flights/routes';
import { hotelPool } from './hotels/data';
import { hotelOrderRoutes } from './hotels/orders';
import { hotelRoutes, mediaFileRoutes } from './hotels/routes';

export interface SandboxOptions extends Partial<FaultSettings> {
  /** The one client the token endpoint accepts (default SANDBOX_CLIENT_ID / SANDBOX_CLIENT_SECRET). */
  clientId?: string;
  clientSecret?: string;
  /** Seed of all generated data (default "trabzon"): the same seed gives the same hotels, prices and flights. */
  seed?: string;
  /** Serve GET/POST /__control (default true). */
  control?: boolean;
  /** The clock, in milliseconds since the epoch (default Date.now): token expiry and "today". */
  now?: () => number;
  /** Prefix of media URIs (default '': site-relative `/media/...`, which the API proxies to the sandbox). */
  mediaBaseUrl?: string;
  logger?: FastifyServerOptions['logger'];
}

const CONTROL = /^\/__control(\/|\?|$)/;
const TITLES: Record<number, string> = {
  400: 'INVALID FORMAT',
  404: 'Resource not found',
  405: 'METHOD NOT ALLOWED',
  413: 'REQUEST TOO LARGE',
  415: 'UNSUPPORTED MEDIA TYPE',
};

/** Publicly readable state of the fault injection, as GET /__control answers it. */
export interface ControlState extends FaultSettings {
  stats: { dataRequests: number; injectedFailures: number; tokensIssued: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox's fault settings and counters (what /__control reads and writes). */
    sandbox: {
      state(): ControlState;
      update(settings: Partial<FaultSettings>): ControlState;
      reset(): ControlState;
      /** Every token issued so far stops working. */
      revokeTokens(): void;
    };
  }
}

/**
 * The travel-data provider sandbox: a Fastify app that answers the provider's API (token, hotel
 * list, hotel offers, sentiments, media, flight offers, pricing, orders) with generated data, in
 * the provider's shapes and error formats. Listen on it (server.ts) or inject into it (tests).
 */
export function buildSandbox(options: SandboxOptions = {}): FastifyInstance {
  const now = options.now ?? (() => Date.now());
  const initial: FaultSettings = {
    ...DEFAULT_FAULTS,
    ...validateFaults(
      Object.fromEntries(
        (['latencyMs', 'failRate', 'failStatus', 'down', 'tokenTtlSeconds', 'priceChangePercent', 'garbage'] as const)
          .filter((key) => options[key] !== undefined)
          .map((key) => [key, options[key]]),
      ),
    ),
  };
  const faults = new Faults(initial);
  const tokens = new TokenStore(
    { clientId: options.clientId ?? SANDBOX_CLIENT_ID, clientSecret: options.clientSecret ?? SANDBOX_CLIENT_SECRET },
    now,
  );
  const seed = options.seed ?? 'trabzon';
  const ctx: SandboxContext = {
    seed,
    now,
    mediaBaseUrl: (options.mediaBaseUrl ?? '').replace(/\/+$/, ''),
    hotels: hotelPool(seed),
    priceChangePercent: () => faults.settings.priceChangePercent,
  };

  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });

  const state = (): ControlState => ({
    ...faults.settings,
    stats: { dataRequests: faults.requests, injectedFailures: faults.failures, tokensIssued: tokens.issued },
  });
  app.decorate('sandbox', {
    state,
    update(settings: Partial<FaultSettings>) {
      faults.update(validateFaults(settings));
      return state();
    },
    reset() {
      faults.reset();
      tokens.revokeAll();
      tokens.issued = 0;
      return state();
    },
    revokeTokens: () => tokens.revokeAll(),
  });

  app.setErrorHandler((error: FastifyError | ProviderHttpError, request, reply) => {
    if (error instanceof ProviderHttpError) {
      if (error.status === 429) reply.header('Retry-After', '1');
      return reply.status(error.status).type(PROVIDER_JSON).send(error.body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'sandbox error');
    const item =
      status >= 500
        ? providerErrors.internal().errors[0]!
        : { status, code: status === 404 ? 38196 : 477, title: TITLES[status] ?? 'INVALID FORMAT', detail: error.message };
    return reply
      .status(status)
      .type(PROVIDER_JSON)
      .send({ errors: [item] });
  });

  // Exact content types, as the provider sends them: Fastify 5 appends `; charset=utf-8` to JSON
  // types, which the provider's own clients refuse. A Buffer payload keeps the header as set.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string') return payload;
    const bare = type.split(';', 1)[0]!.trim();
    if (bare !== PROVIDER_JSON && bare !== 'application/json') return payload;
    reply.header('content-type', bare);
    return typeof payload === 'string' ? Buffer.from(payload) : payload;
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).type(PROVIDER_JSON).send(providerErrors.notFound().body);
  });

  // Latency, then "down", for everything but the control endpoint.
  app.addHook('onRequest', async (request) => {
    if (CONTROL.test(request.url)) return;
    const { latencyMs, down } = faults.settings;
    if (latencyMs > 0) await sleep(latencyMs);
    if (down) throw providerErrors.unavailable();
  });

  // The token endpoint: form-encoded, flat errors, application/json.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, null));
    scope.post('/v1/security/oauth2/token', async (request, reply) => {
      const form = request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : null;
      const result = tokens.request(form, faults.settings.tokenTtlSeconds);
      return reply.status(result.status).type('application/json').header('Cache-Control', 'no-store').send(result.body);
    });
  });

  // The data APIs: a live bearer token, then the injected failure rate.
  app.register(async (scope) => {
    // JSON bodies in either type; an empty body (a DELETE sent with the vnd type) is no body.
    const jsonParser = scope.getDefaultJsonParser('error', 'error');
    const lenientJson = (request: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
      if (String(body).trim() === '') return done(null, undefined);
      return jsonParser(request, String(body), done);
    };
    scope.removeContentTypeParser(['application/json']);
    scope.addContentTypeParser(['application/json', PROVIDER_JSON], { parseAs: 'string' }, lenientJson);
    scope.addHook('onRequest', async (request) => {
      tokens.check(request.headers.authorization);
    });
    scope.addHook('preHandler', async (_request, reply) => {
      if (faults.nextFails()) throw providerErrors.injected(faults.settings.failStatus);
      const { garbage } = faults.settings;
      if (garbage !== 'off') return reply.status(200).type(PROVIDER_JSON).send(GARBAGE_BODIES[garbage]);
    });
    await scope.register(hotelRoutes, { ctx });
    await scope.register(flightRoutes, { ctx });
    await scope.register(hotelOrderRoutes, { ctx });
  });

  app.register(mediaFileRoutes, { ctx });

  if (options.control !== false) {
    app.register(async (scope) => {
      scope.setErrorHandler((error: FastifyError, _request, reply) => {
        reply.status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send({ message: error.message });
      });
      scope.get('/__control', async () => state());
      scope.post('/__control', async (request, reply) => {
        try {
          faults.update(validateFaults(request.body ?? {}));
        } catch (error) {
          return reply.status(400).send({ message: (error as Error).message });
        }
        return state();
      });
      scope.post('/__control/reset', async () => app.sandbox.reset());
      scope.post('/__control/revoke-tokens', async () => {
        tokens.revokeAll();
        return state();
      });
    });
  }

  return app;
}
