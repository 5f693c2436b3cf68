/**
 * THE AUTHORISATION MATRIX: every route the API registers, with who may call it.
 *
 * api/test/authorization-matrix.test.ts compares this table with the routes the app really
 * registers (Fastify's onRoute) and fails, naming the route, when one has no row here or a row
 * has no route; then, for every row, it calls the route as anonymous, user, admin, and with an
 * expired, a tampered, an `alg: none` and a deactivated user's token, and checks the answers
 * against `access`.
 *
 * Adding a route? Add one line in its feature's block, e.g.
 *   { method: 'GET', path: '/api/flights/:id', access: 'public' },
 * access:
 *   'public'   anyone; a token is ignored (never a 401 or 403 because of it)
 *   'optional' anyone; a token that is sent must be valid (401 otherwise), e.g. checkout
 *   'user'     a signed-in, active user (401 without or with a bad token)
 *   'admin'    an admin (401 without or with a bad token, 403 for a user)
 *   'static'   files and proxied provider paths outside /api (no sign-in; not token-tested)
 * Path parameters are written as Fastify registers them (`:id`); `*` is a wildcard route.
 */
export type RouteAccess = 'public' | 'optional' | 'user' | 'admin' | 'static';

export interface RouteRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';
  path: string;
  access: RouteAccess;
}

export const ROUTE_TABLE: readonly RouteRow[] = [
  // auth
  { method: 'GET', path: '/api/auth/status', access: 'public' },
  { method: 'POST', path: '/api/auth/register', access: 'public' },
  { method: 'POST', path: '/api/auth/login', access: 'public' },
  { method: 'GET', path: '/api/auth/me', access: 'user' },
  { method: 'POST', path: '/api/auth/logout', access: 'user' },
  { method: 'POST', path: '/api/auth/forgotpassword', access: 'public' },
  { method: 'PUT', path: '/api/auth/resetpassword/:token', access: 'public' },
  // ENABLE_TEST_USERS only, loopback only unless TEST_USERS_ALLOW_REMOTE, rate limited
  { method: 'POST', path: '/api/auth/create-test-user', access: 'public' },
  // users
  { method: 'PUT', path: '/api/users/profile', access: 'user' },
  // settings
  { method: 'GET', path: '/api/settings/payment/public', access: 'public' },
  { method: 'GET', path: '/api/settings/payment', access: 'admin' },
  { method: 'PUT', path: '/api/settings/payment', access: 'admin' },
  // bookings
  { method: 'POST', path: '/api/bookings/quote', access: 'public' },
  { method: 'POST', path: '/api/bookings', access: 'optional' },
  { method: 'GET', path: '/api/bookings', access: 'user' },
  { method: 'GET', path: '/api/bookings/lookup', access: 'public' },
  { method: 'GET', path: '/api/bookings/confirm/:token', access: 'public' },
  { method: 'GET', path: '/api/bookings/manage', access: 'public' },
  { method: 'POST', path: '/api/bookings/manage/cancel', access: 'public' },
  { method: 'GET', path: '/api/bookings/:id', access: 'user' },
  { method: 'POST', path: '/api/bookings/:id/cancel', access: 'user' },
  { method: 'GET', path: '/api/admin/bookings', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/bookings/:id', access: 'admin' },
  // hotels
  { method: 'GET', path: '/api/hotels', access: 'public' },
  { method: 'GET', path: '/api/hotels/featured', access: 'public' },
  { method: 'GET', path: '/api/hotels/destination/:id', access: 'public' },
  { method: 'GET', path: '/api/hotels/:id', access: 'public' },
  { method: 'GET', path: '/api/hotels/:id/reviews', access: 'public' },
  { method: 'POST', path: '/api/hotels/:id/reviews', access: 'user' },
  { method: 'POST', path: '/api/hotels', access: 'admin' },
  { method: 'PUT', path: '/api/hotels/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/hotels/:id', access: 'admin' },
  { method: 'POST', path: '/api/hotels/:id/rooms', access: 'admin' },
  { method: 'PUT', path: '/api/hotels/:id/rooms/:roomId', access: 'admin' },
  { method: 'DELETE', path: '/api/hotels/:id/rooms/:roomId', access: 'admin' },
  { method: 'GET', path: '/api/admin/hotels', access: 'admin' },
  // hotel inventory
  { method: 'GET', path: '/api/inventory/hotels/:hotelId/:roomTypeId/availability', access: 'public' },
  { method: 'GET', path: '/api/inventory/hotels/:hotelId/stay-prices', access: 'public' },
  { method: 'GET', path: '/api/inventory', access: 'admin' },
  { method: 'POST', path: '/api/inventory', access: 'admin' },
  { method: 'POST', path: '/api/inventory/bulk', access: 'admin' },
  { method: 'PUT', path: '/api/inventory/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/inventory/:id', access: 'admin' },
  // destinations
  { method: 'GET', path: '/api/destinations', access: 'public' },
  { method: 'GET', path: '/api/destinations/featured', access: 'public' },
  { method: 'GET', path: '/api/destinations/popular', access: 'public' },
  { method: 'GET', path: '/api/destinations/slug/:slug', access: 'public' },
  { method: 'GET', path: '/api/destinations/:id', access: 'public' },
  { method: 'POST', path: '/api/destinations', access: 'admin' },
  { method: 'PUT', path: '/api/destinations/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/destinations/:id', access: 'admin' },
  // offers
  { method: 'GET', path: '/api/offers/special', access: 'public' },
  { method: 'GET', path: '/api/offers/filter', access: 'public' },
  { method: 'GET', path: '/api/offers/:id', access: 'public' },
  // admin dashboard
  { method: 'GET', path: '/api/admin/stats', access: 'admin' },
  // admin bookings (integration: status history, e-mails, export)
  { method: 'GET', path: '/api/admin/bookings/export.csv', access: 'admin' },
  { method: 'GET', path: '/api/admin/bookings/:id', access: 'admin' },
  // flights
  { method: 'GET', path: '/api/flights/search', access: 'public' },
  // restaurants
  { method: 'GET', path: '/api/restaurants', access: 'public' },
  { method: 'GET', path: '/api/restaurants/:id', access: 'public' },
  { method: 'GET', path: '/api/restaurants/:id/reviews', access: 'public' },
  { method: 'GET', path: '/api/restaurants/:id/slots', access: 'public' },
  { method: 'GET', path: '/api/admin/restaurants', access: 'admin' },
  { method: 'POST', path: '/api/admin/restaurants', access: 'admin' },
  { method: 'GET', path: '/api/admin/restaurants/:id', access: 'admin' },
  { method: 'PUT', path: '/api/admin/restaurants/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/restaurants/:id', access: 'admin' },
  { method: 'GET', path: '/api/admin/restaurants/:id/tables', access: 'admin' },
  { method: 'POST', path: '/api/admin/restaurants/:id/tables', access: 'admin' },
  { method: 'PUT', path: '/api/admin/restaurants/:id/tables/:tableId', access: 'admin' },
  { method: 'GET', path: '/api/admin/restaurants/:id/availability', access: 'admin' },
  { method: 'PUT', path: '/api/admin/restaurants/:id/availability', access: 'admin' },
  // packages (GET /api/packages/:id?admin=1 checks the admin inside the handler; without it, public)
  { method: 'GET', path: '/api/packages', access: 'public' },
  { method: 'GET', path: '/api/packages/featured', access: 'public' },
  { method: 'GET', path: '/api/packages/popular', access: 'public' },
  { method: 'GET', path: '/api/admin/packages', access: 'admin' },
  { method: 'GET', path: '/api/packages/slug/:slug', access: 'public' },
  { method: 'GET', path: '/api/packages/:id', access: 'public' },
  { method: 'GET', path: '/api/packages/:id/departures/:date', access: 'public' },
  { method: 'GET', path: '/api/packages/:id/reviews', access: 'public' },
  { method: 'POST', path: '/api/packages/:id/reviews', access: 'user' },
  { method: 'POST', path: '/api/packages', access: 'admin' },
  { method: 'PUT', path: '/api/packages/:id', access: 'admin' },
  { method: 'PUT', path: '/api/packages/:id/itinerary', access: 'admin' },
  { method: 'DELETE', path: '/api/packages/:id', access: 'admin' },
  // homepage
  { method: 'GET', path: '/api/settings/homepage', access: 'public' },
  { method: 'PUT', path: '/api/settings/homepage', access: 'admin' },
  // uploads
  { method: 'POST', path: '/api/admin/uploads', access: 'admin' },
  // users admin
  { method: 'GET', path: '/api/admin/users', access: 'admin' },
  { method: 'POST', path: '/api/admin/users', access: 'admin' },
  { method: 'PUT', path: '/api/admin/users/:id', access: 'admin' },
  // site settings (the public part, then the admin sections), outbox, backup and restore
  { method: 'GET', path: '/api/settings', access: 'public' },
  { method: 'GET', path: '/api/settings/app', access: 'admin' },
  { method: 'PUT', path: '/api/settings/app', access: 'admin' },
  { method: 'GET', path: '/api/settings/security', access: 'admin' },
  { method: 'PUT', path: '/api/settings/security', access: 'admin' },
  { method: 'GET', path: '/api/settings/email', access: 'admin' },
  { method: 'PUT', path: '/api/settings/email', access: 'admin' },
  { method: 'GET', path: '/api/settings/api-keys', access: 'admin' },
  { method: 'PUT', path: '/api/settings/api-keys', access: 'admin' },
  { method: 'POST', path: '/api/settings/api-keys/test', access: 'admin' },
  { method: 'GET', path: '/api/admin/outbox', access: 'admin' },
  { method: 'GET', path: '/api/admin/backup', access: 'admin' },
  { method: 'POST', path: '/api/admin/restore', access: 'admin' },
  { method: 'GET', path: '/api/admin/dashboard', access: 'admin' },
  // transfers and taxis
  { method: 'GET', path: '/api/transfers/config', access: 'public' },
  { method: 'GET', path: '/api/transfers/vehicles', access: 'public' },
  { method: 'POST', path: '/api/transfers/search', access: 'public' },
  { method: 'POST', path: '/api/transfers/taxi/estimate', access: 'public' },
  { method: 'GET', path: '/api/admin/transfers/vehicles', access: 'admin' },
  { method: 'PUT', path: '/api/admin/transfers/vehicles/:id', access: 'admin' },
  { method: 'GET', path: '/api/admin/transfers/taxi-rates', access: 'admin' },
  { method: 'PUT', path: '/api/admin/transfers/taxi-rates', access: 'admin' },
  // the API's own description (OpenAPI document and its browsable reference)
  { method: 'GET', path: '/api/openapi.json', access: 'public' },
  { method: 'GET', path: '/api/docs', access: 'public' },
  { method: 'GET', path: '/api/docs/json', access: 'public' },
  { method: 'GET', path: '/api/docs/yaml', access: 'public' },
  { method: 'GET', path: '/api/docs/static/index.html', access: 'public' },
  { method: 'GET', path: '/api/docs/static/swagger-initializer.js', access: 'public' },
  { method: 'GET', path: '/api/docs/static/*', access: 'public' },
  // the travel-data provider proxy (allow-listed paths, per-client limit) and its pictures
  { method: 'ANY', path: '/v1/*', access: 'static' },
  { method: 'ANY', path: '/v2/*', access: 'static' },
  { method: 'ANY', path: '/v3/*', access: 'static' },
  { method: 'ANY', path: '/media/*', access: 'static' },
  // the site: images, registry, shell and remotes
  { method: 'GET', path: '/images/*', access: 'static' },
  { method: 'GET', path: '/images/uploads/*', access: 'static' },
  { method: 'GET', path: '/remotes.json', access: 'static' },
  { method: 'GET', path: '/', access: 'static' },
  { method: 'GET', path: '/*', access: 'static' },
  { method: 'GET', path: '/remotes/:app/*', access: 'static' },
];

/** The row a registered route needs (remote folders collapse to `/remotes/:app/*`). */
export function rowKey(method: string, url: string): string {
  const path = url.replace(/^\/remotes\/mf-[\w-]+\/\*$/, '/remotes/:app/*');
  return `${method} ${path}`;
}
