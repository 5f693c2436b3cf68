import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JWT_ALGORITHM, isTokenPayload, resolveJwtSecret, signAccessToken, type TokenPayload } from '../features/auth/tokens';
import type { AccountUser } from '../features/users/repository';
import { forbidden, unauthorized } from '../lib/http-error';
import { sessionExpiry } from '../features/admin-settings/security';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    /** Set by app.authenticate: the signed-in user, loaded from the database (no password hash). */
    user: AccountUser;
  }
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route hook (onRequest or preHandler): 401 unless the request carries a valid token of an
     * active user; sets request.user. Prefer onRequest, so an anonymous request is refused before
     * its body is parsed or validated.
     */
    authenticate: PreHandler;
    /**
     * Route hook: authenticates when not done yet, then 403 unless the user is an admin who has
     * replaced a generated password (PASSWORD_CHANGE_REQUIRED until then).
     */
    requireAdmin: PreHandler;
    /** A fresh sign-in token for the user (carries their current token version). */
    issueToken(user: AccountUser): string;
  }
}

export const AUTH_MESSAGES = {
  missing: 'Authentication required. Please log in.',
  expired: 'Your session has expired. Please log in again.',
  invalid: 'Your session is no longer valid. Please log in again.',
  adminOnly: 'Admin access required',
  passwordChangeRequired: 'Choose a new password in your profile before using the back office.',
} as const;

export interface AuthPluginOptions {
  jwtSecret: string | null;
  jwtExpiresIn: string;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Sign-in tokens (HS256 only, both when signing and verifying) and the guards every feature
 * reuses. A token is good while its user exists, is active and still has the token version the
 * token carries: logout and a password change bump the version and so end every older token.
 */
export const authPlugin = fp(
  async function auth(app: FastifyInstance, options: AuthPluginOptions) {
    await app.register(fastifyJwt, {
      secret: resolveJwtSecret(app.repos.settings, options.jwtSecret),
      sign: { algorithm: JWT_ALGORITHM, expiresIn: options.jwtExpiresIn },
      verify: { algorithms: [JWT_ALGORITHM] },
    });

    const users = app.repos.users;

    function userFromToken(token: string): AccountUser {
      let payload: unknown;
      try {
        payload = app.jwt.verify<TokenPayload>(token);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw unauthorized(code === 'FAST_JWT_EXPIRED' ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
      }
      if (!isTokenPayload(payload)) throw unauthorized(AUTH_MESSAGES.invalid);
      const user = users.findById(payload.sub);
      if (!user || !user.active || user.tokenVersion !== payload.ver) throw unauthorized(AUTH_MESSAGES.invalid);
      return user;
    }

    const authenticate: PreHandler = async (request) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      if (!match) throw unauthorized(AUTH_MESSAGES.missing);
      request.user = userFromToken(match[1]!);
    };

    const requireAdmin: PreHandler = async (request, reply) => {
      // request.user starts as null (the @fastify/jwt request decorator) until authenticate runs.
      if (!(request.user as AccountUser | null)) await authenticate(request, reply);
      if (request.user.role !== 'admin') throw forbidden(AUTH_MESSAGES.adminOnly);
      // The first admin's password was printed in the server log: it opens nothing until replaced.
      if (request.user.mustChangePassword) throw forbidden(AUTH_MESSAGES.passwordChangeRequired, 'PASSWORD_CHANGE_REQUIRED');
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', requireAdmin);
    // The session length saved under Settings → Security, else JWT_EXPIRES_IN.
    app.decorate('issueToken', (user: AccountUser) =>
      signAccessToken(app.jwt, user, sessionExpiry(app.repos.siteSettings, options.jwtExpiresIn)),
    );
  },
  { name: 'auth', dependencies: ['repositories'] },
);
