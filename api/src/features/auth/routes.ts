import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MeResponse,
  MessageResponse,
  RegisterRequest,
  ResetPasswordParams,
  ResetPasswordRequest,
  TestUsersResponse,
} from '@trabzon/contracts';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../lib/schemas';
import { normalizeBodyEmail, normalizeEmail } from '../users/email';
import { toMe } from '../users/present';
import {
  createAccountBackoff,
  createFixedWindowCounter,
  createLoginLimiter,
  tooManyAttemptsMessage,
  tooManyRequestsMessage,
} from './login-limiter';
import { AUTH_TEXT, createAuthService } from './service';
import { effectiveSecurity } from '../admin-settings/security';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import { languageOf } from '../../lib/lang';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4.startsWith('127.') || ip === '::1';
}

const HOUR_MS = 60 * 60 * 1000;

export interface AuthRoutesOptions {
  config: Pick<
    AppConfig,
    | 'enableTestUsers'
    | 'testUsersAllowRemote'
    | 'testUsersPerMinute'
    | 'loginRateLimit'
    | 'accountRequestsPerHour'
    | 'publicUrl'
    | 'jwtExpiresIn'
  >;
}

/** The shortest time a password reset request is answered in, whether the address has an account or not. */
const FORGOT_PASSWORD_ANSWER_MS = 150;

/** /api/auth/*: register, login, me, logout, forgotten password, test users. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { config }) => {
  // Settings → Security can change the limits while the server runs: a new limiter then starts.
  const security = () => effectiveSecurity(app.repos.siteSettings, config);
  const service = createAuthService({
    db: app.db,
    repos: app.repos,
    issueToken: app.issueToken,
    publicUrl: config.publicUrl,
    log: app.log,
    passwordMinLength: () => security().passwordMinLength,
  });
  let limiterKey = '';
  let loginLimiter = createLoginLimiter(config.loginRateLimit);
  function currentLimiter() {
    const s = security();
    const key = `${s.loginMaxPerAccount}/${s.loginMaxPerIp}/${s.loginWindowMinutes}`;
    if (key !== limiterKey) {
      limiterKey = key;
      loginLimiter = createLoginLimiter({
        maxPerAccount: s.loginMaxPerAccount,
        maxPerIp: s.loginMaxPerIp,
        windowMs: s.loginWindowMinutes * 60_000,
      });
    }
    return loginLimiter;
  }

  const accountBackoff = createAccountBackoff();

  /** Counts the attempt before any password work; 429 with Retry-After once a limit is reached. */
  async function limitLogin(request: FastifyRequest, reply: FastifyReply) {
    const email = normalizeEmail((request.body as LoginRequest).email);
    const retryAfter = accountBackoff.wait(email, request.ip) || currentLimiter().attempt(request.ip, email);
    if (retryAfter > 0) {
      return reply
        .code(429)
        .header('Retry-After', String(retryAfter))
        .send({ statusCode: 429, message: tooManyAttemptsMessage(retryAfter) });
    }
  }

  // Per client address: each sign-up hashes a password and may send e-mail, and so does each reset request.
  const registerLimiter = createFixedWindowCounter(config.accountRequestsPerHour.register, HOUR_MS);
  const forgotLimiter = createFixedWindowCounter(config.accountRequestsPerHour.forgotPassword, HOUR_MS);
  const limitBy = (limiter: ReturnType<typeof createFixedWindowCounter>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const waitMs = limiter.hit(request.ip);
    if (waitMs > 0) {
      const retryAfter = Math.ceil(waitMs / 1000);
      reply.header('Retry-After', String(retryAfter));
      throw new HttpError(429, tooManyRequestsMessage(retryAfter));
    }
  };

  app.post(
    '/auth/register',
    {
      config: { keepsPublicCache: true },
      preValidation: normalizeBodyEmail,
      preHandler: limitBy(registerLimiter),
      schema: { body: RegisterRequest, response: { 201: MessageResponse, ...errorResponses(400, 409, 429) } },
    },
    async (request, reply) => reply.code(201).send(await service.register(request.body, languageOf(request))),
  );

  app.post(
    '/auth/login',
    {
      config: { keepsPublicCache: true },
      preValidation: normalizeBodyEmail,
      preHandler: limitLogin,
      schema: { body: LoginRequest, response: { 200: LoginResponse, ...errorResponses(400, 401, 429) } },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      try {
        const answer = await service.login(request.body);
        accountBackoff.succeeded(email, request.ip);
        currentLimiter().succeeded(request.ip, email);
        return answer;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) accountBackoff.failed(email);
        throw error;
      }
    },
  );

  app.get('/auth/me', { onRequest: app.authenticate, schema: { response: { 200: MeResponse, ...errorResponses(401) } } }, async (request) =>
    toMe(request.user),
  );

  app.post(
    '/auth/logout',
    {
      config: { keepsPublicCache: true },
      onRequest: app.authenticate,
      schema: { response: { 200: MessageResponse, ...errorResponses(401) } },
    },
    async (request) => service.logout(request.user),
  );

  app.post(
    '/auth/forgotpassword',
    {
      config: { keepsPublicCache: true },
      preValidation: normalizeBodyEmail,
      preHandler: limitBy(forgotLimiter),
      schema: { body: ForgotPasswordRequest, response: { 200: MessageResponse, ...errorResponses(400, 429) } },
    },
    async (request) => {
      const started = performance.now();
      const answer = service.forgotPassword(request.body.email, languageOf(request));
      // An existing account's request writes a link (tens of ms more): every answer waits as long,
      // so its time does not tell which addresses have an account.
      const rest = FORGOT_PASSWORD_ANSWER_MS - (performance.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      return answer;
    },
  );

  app.put(
    '/auth/resetpassword/:token',
    {
      config: { keepsPublicCache: true },
      schema: {
        params: ResetPasswordParams,
        body: ResetPasswordRequest,
        response: { 200: MessageResponse, ...errorResponses(400) },
      },
    },
    async (request) => service.resetPassword(request.params.token, request.body.password),
  );

  // Always registered (so the route table lists it), but 404 unless switched on (ENABLE_TEST_USERS,
  // narrowed by Settings → Security), 403 from other machines unless allowed, and rate limited: it
  // creates accounts with published passwords.
  const testUsersLimiter = createFixedWindowCounter(config.testUsersPerMinute, 60_000);
  app.post(
    '/auth/create-test-user',
    {
      onRequest: async (request, reply) => {
        // Settings → Security can switch them off (never on beyond ENABLE_TEST_USERS).
        if (!config.enableTestUsers || !security().testUsersEnabled) throw notFound(AUTH_TEXT.testUsersOff);
        if (!config.testUsersAllowRemote && !isLoopback(request.ip)) throw forbidden(AUTH_TEXT.testUsersRemote);
        const waitMs = testUsersLimiter.hit(request.ip);
        if (waitMs > 0) {
          reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
          throw new HttpError(429, AUTH_TEXT.testUsersTooMany);
        }
      },
      schema: { response: { 200: TestUsersResponse, ...errorResponses(403, 404, 429) } },
    },
    async () => service.createTestUsers(),
  );
};
