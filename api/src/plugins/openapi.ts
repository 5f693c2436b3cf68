import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Method and path of every documented /api route, in the order they were registered. */
    apiRoutes: readonly { method: string; url: string }[];
  }
}

/** Where the document and its reader live. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The domains the reference is grouped by, in the order it shows them. */
const TAGS = [
  { name: 'auth', description: 'Sign-up, sign-in, password reset, the signed-in user' },
  { name: 'users', description: 'The signed-in user’s profile' },
  { name: 'hotels', description: 'Hotel lists, detail, reviews, availability; admin hotels, room types and inventory' },
  { name: 'destinations', description: 'Destinations of the catalogue' },
  { name: 'offers', description: 'Special offers' },
  { name: 'bookings', description: 'Quotes, bookings, cancellation; the admin booking list' },
  { name: 'settings', description: 'Payment settings' },
  { name: 'admin', description: 'Back-office statistics' },
];
const TAG_NAMES = new Set(TAGS.map((tag) => tag.name));

/** The domain of an /api path: its first segment (after `admin/` for admin routes). */
export function tagOf(url: string): string {
  const [first = '', second = ''] = url.replace(/^\/api\//, '').split('/');
  const name = first === 'admin' ? second : first;
  return TAG_NAMES.has(name) ? name : 'admin';
}

/** Whether an /api route belongs in the document: the docs' own routes and HEAD twins stay out. */
export function isDocumented(method: string, url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX) && url !== OPENAPI_PATH && method !== 'HEAD';
}

function hooksOf(route: RouteOptions): unknown[] {
  const { onRequest, preHandler } = route;
  return [onRequest, preHandler].flat().filter(Boolean);
}

/**
 * Publishes the route schemas as an OpenAPI 3 document at /api/openapi.json and a browsable
 * reference at /api/docs (Swagger UI served from the package: no network). Only /api routes are
 * described: the provider proxy (/v1…, /media), the images and the site's static files stay out.
 * Register it before the routes: it collects them as they are added.
 */
export const openApiPlugin = fp(async function openApi(app: FastifyInstance, options: { version: string }) {
  // Every /api route as Fastify registers it, kept apart from the document so a test can compare.
  const registered: { method: string; url: string }[] = [];
  app.decorate('apiRoutes', registered);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (isDocumented(method, route.url)) registered.push({ method, url: route.url });
  });
  const secured = new Set<unknown>([app.authenticate, app.requireAdmin]);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Trabzon Travel API',
        version: options.version,
        description:
          'The agency’s API: hotels, bookings, accounts and the back-office. Sign in with POST /api/auth/login and send the token as `Authorization: Bearer <token>`. Texts come in `lang` en, tr or ar.',
      },
      servers: [{ url: '/' }],
      tags: TAGS,
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema, url, route }) => {
      const method = [route.method].flat()[0] ?? 'GET';
      if (!isDocumented(method, url)) return { schema: { ...schema, hide: true }, url };
      const needsToken = hooksOf(route).some((hook) => secured.has(hook));
      return {
        url,
        schema: {
          ...schema,
          tags: schema?.tags ?? [tagOf(url)],
          ...(needsToken ? { security: [{ bearerAuth: [] }] } : {}),
        },
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
    staticCSP: true,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
});
