import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import compress from '@fastify/compress';
import zlib from 'node:zlib';
import type { AppConfig } from './config';
import { createBatchedStdout } from './lib/log-stream';
import { serializerCompiler, validatorCompiler } from './lib/schema-compilers';
import { MAX_PATH_SEGMENT, errorsPlugin, frameworkErrorAnswer } from './plugins/errors';
import { clientErrorAnswer } from './plugins/client-errors';
import { finiteNumbersPlugin } from './plugins/finite-numbers';
import { apiSecurityHeaders, securityHeadersPlugin } from './plugins/security-headers';
import { textSafetyPlugin } from './plugins/text-safety';
import { dbPlugin } from './plugins/db';
import { cacheFrontedServer, responseCachePlugin, type ResponseCache } from './plugins/response-cache';
import { repositoriesPlugin } from './plugins/repositories';
import { authPlugin } from './plugins/auth';
import { routablePageUrl, staticPlugin } from './static/plugin';
import { catalogueLeadImage } from './static/lead-images';
import { openApiPlugin } from './plugins/openapi';
import { authStatusRoutes } from './routes/auth-status';
import { authRoutes } from './features/auth/routes';
import { usersRoutes } from './features/users/routes';
import { bookingTypesPlugin } from './features/bookings/plugin';
import { bookingsRoutes, type BookingsOptions } from './features/bookings/routes';
import { settingsRoutes } from './features/settings/routes';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { apiRoot } from './paths';
import { hotelsPlugin } from './features/hotels/plugin';
import { destinationsRoutes } from './features/destinations/routes';
import { offersRoutes } from './features/offers/routes';
import { adminStatsRoutes } from './features/admin-stats/routes';
import { providerPlugin } from './features/provider/plugin';
import { restaurantsPlugin } from './features/restaurants/plugin';
import { packagesPlugin } from './features/packages/plugin';
import { homepageRoutes } from './features/homepage/routes';
import { uploadsRoutes, uploadsStatic } from './features/uploads/routes';
import { lowStockPlugin } from './features/admin-dashboard/low-stock';
import { adminOpsRoutes } from './features/admin-ops';
import { flightsPlugin } from './features/flights/plugin';
import { transfersPlugin } from './features/transfers/plugin';

/**
 * Never logged: card data and contact details in a body (Fastify does not log bodies, this guards
 * any log line that passes one), and tokens in headers.
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.body.payment',
  'req.body.contact',
  'body.payment',
  'payment.cardNumber',
  'payment.cvv',
];

/**
 * The request log at half the cost: one line when the answer is done (with the method, URL, status
 * and time), not Fastify's two ("incoming request" and "request completed").
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Builds the whole application without listening: the server starts it, tests inject into it. */
export async function buildApp(
  config: AppConfig,
  options: {
    logger?: boolean;
    logStream?: NodeJS.WritableStream;
    bookings?: BookingsOptions;
    /** Called for every route as it is registered (the authorisation matrix test lists them). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<FastifyInstance> {
  const front: { cache?: ResponseCache } = {};
  const app = Fastify({
    // Cache hits are answered before Fastify routes them (see cacheFrontedServer).
    serverFactory: cacheFrontedServer(() => front.cache),
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
            stream: options.logStream ?? createBatchedStdout(),
          },
    logController: new OneLinePerRequest(),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PATH_SEGMENT },
    // A page address with a broken %-escape gets the site's 404 page, not the router's JSON refusal.
    ...(config.staticRoot ? { rewriteUrl: routablePageUrl } : {}),
    frameworkErrors: frameworkErrorAnswer((request) => apiSecurityHeaders(request.raw, config.trustProxy)),
    // What Node's parser refuses before any route: a head over 16 KB (a hand-edited address) gets a page.
    clientErrorHandler: clientErrorAnswer,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Query, params and headers coerced; bodies never. Each schema compiled once per process (lib/schema-compilers.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(errorsPlugin);
  // Before every route: Infinity, NaN and 1e400 in a query, params or body are a 400, never a 500.
  await app.register(finiteNumbersPlugin);
  // API answers: OWASP's REST set. Pages and files: CSP (self + the registry's remotes), nosniff, COOP... HSTS over HTTPS.
  await app.register(securityHeadersPlugin, { registryPath: config.registryPath, trustProxy: config.trustProxy });
  // NUL, controls and bidi overrides in any body string are a 400 (names, reviews, requests...).
  await app.register(textSafetyPlugin);
  // Brotli at quality 4 compresses nearly as well as 11 at a fraction of the CPU per request.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Public answers (catalogue, availability) kept in memory, compressed, with ETag/304; any write clears them.
  // Cached answers are all API answers: a hit carries the API's security headers.
  await app.register(responseCachePlugin, { hitHeaders: (request) => apiSecurityHeaders(request, config.trustProxy) });
  front.cache = app.responseCache;
  await app.register(dbPlugin, { databasePath: config.databasePath });
  await app.register(repositoriesPlugin);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, jwtExpiresIn: config.jwtExpiresIn });
  // Before any route: it collects the route schemas into /api/openapi.json (reference at /api/docs).
  await app.register(openApiPlugin, { version: config.version });
  // Before every feature: verticals call app.bookingTypes.register(handler) from their own plugins.
  await app.register(bookingTypesPlugin);
  // Before every feature too: verticals add their low-stock alerts with app.lowStock.register(source).
  await app.register(lowStockPlugin);
  // The travel-data provider: /v1, /v2, /v3 (and /media) proxied with the API's own token; app.provider.client.
  await app.register(providerPlugin, { config });
  if (config.enableTestUsers) {
    app.log.warn(
      `POST /api/auth/create-test-user is enabled (test accounts with published passwords${config.testUsersAllowRemote ? ', from any address' : ', from this machine only'}); never in production`,
    );
  } else {
    app.log.info(
      'Test users are off. For development, start with ENABLE_TEST_USERS=true to enable POST /api/auth/create-test-user (the Create Test Users button on /login).',
    );
  }
  await app.register(
    async (api) => {
      await api.register(authStatusRoutes, { version: config.version });
      await api.register(authRoutes, { config });
      await api.register(usersRoutes);
      await api.register(settingsRoutes);
      await api.register(bookingsRoutes, {
        publicUrl: config.publicUrl,
        ...options.bookings,
        unpaid: { ...config.unpaidLimits, ...options.bookings?.unpaid },
      });
      await api.register(hotelsPlugin);
      await api.register(flightsPlugin);
      await api.register(destinationsRoutes);
      await api.register(offersRoutes);
      await api.register(adminStatsRoutes);
      await api.register(restaurantsPlugin);
      await api.register(packagesPlugin);
      await api.register(homepageRoutes, { repo: app.repos.homepage });
      await api.register(uploadsRoutes, { uploadsDir: config.uploadsDir });
      await api.register(adminOpsRoutes, { config });
      await api.register(transfersPlugin, { tileUrl: config.mapTileUrl, tileAttribution: config.mapTileAttribution });
    },
    { prefix: '/api' },
  );
  // Images admins upload (POST /api/admin/uploads), before the shipped ones' wildcard.
  await app.register(uploadsStatic, { uploadsDir: config.uploadsDir });
  // The site's own images (catalogue photos, generated SVGs); names never change, so cache long.
  await app.register(fastifyStatic, {
    root: path.join(apiRoot, 'public', 'images'),
    prefix: '/images/',
    decorateReply: false,
    index: false,
    maxAge: '30d',
  });
  await app.register(staticPlugin, {
    staticRoot: config.staticRoot,
    registryPath: config.registryPath,
    heroImage: () => app.repos.homepage.slides()[0]?.url ?? null,
    leadImage: catalogueLeadImage({ db: app.db, repos: app.repos }),
    pageSettings: () => {
      const { siteName, defaultLanguage } = app.repos.siteSettings.app();
      return { siteName, language: defaultLanguage };
    },
  });
  return app;
}
