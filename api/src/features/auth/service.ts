import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginResponse, MessageResponse, TestUsersResponse } from '@trabzon/contracts';
import { CHECKOUT_MESSAGES, isValidPersonName, trimText } from '@trabzon/contracts';
import type { Db } from '../../db/client';
import { immediate } from '../../db/transaction';
import { badRequest, unauthorized } from '../../lib/http-error';
import type { Repositories } from '../../plugins/repositories';
import { normalizeEmail } from '../users/email';
import { toPublicUser } from '../users/present';
import { EmailInUseError, type AccountUser, type UserRole } from '../users/repository';
import { createFixedWindowCounter } from './login-limiter';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { refusePoorPassword } from './password-policy';
import { accountMail } from '../notifications/account-mails';
import type { Lang } from '../notifications/templates';

export const AUTH_TEXT = {
  registered: 'Account created successfully! You can now log in.',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  loggedOut: 'You have been logged out.',
  resetRequested: 'If an account exists for this email, a reset link has been sent.',
  resetDone: 'Password has been reset. You can now log in.',
  resetInvalid: 'Invalid or expired reset token',
  testUsersCreated: 'Test users created successfully!',
  testUsersChanged: 'The test accounts exist and their passwords were changed; they were left as they are.',
  testUsersOff: 'Test users are switched off on this server (start the API with ENABLE_TEST_USERS=true to use them).',
  testUsersRemote: 'Test users can only be created from this machine (set TEST_USERS_ALLOW_REMOTE=true to allow other addresses).',
  testUsersTooMany: 'Too many test-user requests. Please try again in a minute.',
} as const;

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Account e-mails (a reset link, "someone registered with your address") per address and hour.
 * Past it the answer is the same and no mail goes: nobody can flood an inbox, or keep retiring its
 * owner's reset link, by asking again and again.
 */
export const ACCOUNT_MAILS_PER_HOUR = 5;

/** The fixed test accounts of POST /api/auth/create-test-user (listed in the README). */
export const TEST_USERS: readonly { role: UserRole; name: string; email: string; password: string }[] = [
  { role: 'admin', name: 'Test Admin', email: 'admin@trabzontravel.test', password: 'Admin123!' },
  { role: 'user', name: 'Test User', email: 'user@trabzontravel.test', password: 'User123!' },
];

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

interface AuthServiceDeps {
  db: Db;
  repos: Repositories;
  issueToken: (user: AccountUser) => string;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The password policy's minimum length (Settings → Security); the contract's 8 when absent. */
  passwordMinLength?: () => number;
}

export const passwordTooShort = (min: number) => `Password must be at least ${min} characters`;

export function createAuthService({ db, repos, issueToken, publicUrl, log, passwordMinLength }: AuthServiceDeps) {
  function checkPolicy(password: string): void {
    const min = passwordMinLength?.() ?? 0;
    if (password.length < min) throw badRequest(passwordTooShort(min));
  }

  const { users, passwordResets, outbox } = repos;
  const siteName = () => repos.siteSettings.app().siteName;
  const accountMails = createFixedWindowCounter(ACCOUNT_MAILS_PER_HOUR, 60 * 60 * 1000);
  const mayMail = (email: string) => accountMails.hit(email) === 0;

  return {
    /**
     * The same answer (after the same work) whether the e-mail is new or taken, so registration
     * does not tell who has an account; the owner of a taken address is e-mailed instead.
     */
    async register(input: { name: string; email: string; password: string }, lang: Lang = 'en'): Promise<MessageResponse> {
      const name = trimText(input.name);
      if (!name) throw badRequest('name is required');
      if (!isValidPersonName(name)) throw badRequest(CHECKOUT_MESSAGES.personName, 'INVALID_NAME');
      refusePoorPassword(input.password);
      const email = normalizeEmail(input.email);
      // A taken address is not refused here (that would tell who has an account): see below.
      checkPolicy(input.password);
      const passwordHash = await hashPassword(input.password);
      try {
        users.create({ name, email, passwordHash, role: 'user' });
      } catch (error) {
        if (!(error instanceof EmailInUseError)) throw error;
        const owner = users.findByEmail(email);
        if (owner && mayMail(owner.email)) {
          outbox.enqueue(
            accountMail('registeredAgain', lang, owner.email, {
              siteName: siteName(),
              name: owner.name,
              link: `${publicUrl}/forgot-password`,
            }),
          );
        }
      }
      return { message: AUTH_TEXT.registered };
    },

    /** Same answer, after the same work, for an unknown e-mail, a wrong password and an inactive account. */
    async login(input: { email: string; password: string }): Promise<LoginResponse> {
      const row = users.findByEmailWithHash(normalizeEmail(input.email));
      const passwordOk = row ? await verifyPassword(row.passwordHash, input.password) : await verifyAgainstDummy(input.password);
      if (!row || !passwordOk || !row.active) throw unauthorized(AUTH_TEXT.invalidCredentials);
      const user = users.recordLogin(row.id, new Date().toISOString());
      if (!user) throw unauthorized(AUTH_TEXT.invalidCredentials); // deleted meanwhile
      return {
        token: issueToken(user),
        role: user.role,
        name: user.name,
        user: toPublicUser(user),
        ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
      };
    },

    /** Ends this token and every other token of the user. */
    logout(user: AccountUser): MessageResponse {
      users.revokeTokens(user.id);
      return { message: AUTH_TEXT.loggedOut };
    },

    /** Always the same answer; only an existing active account gets a (single-use, 1 hour) link. */
    forgotPassword(emailInput: string, lang: Lang = 'en'): MessageResponse {
      const user = users.findByEmail(normalizeEmail(emailInput));
      if (user?.active && mayMail(user.email)) {
        const token = randomBytes(32).toString('base64url');
        const now = new Date();
        const mail = accountMail('passwordReset', lang, user.email, {
          siteName: siteName(),
          name: user.name,
          link: `${publicUrl}/reset-password/${token}`,
        });
        const mailId = immediate(db, () => {
          // A new link replaces any earlier unused one.
          passwordResets.retireAllFor(user.id, now.toISOString());
          passwordResets.create({
            tokenHash: hashResetToken(token),
            userId: user.id,
            expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString(),
          });
          return outbox.enqueue(mail);
        });
        log.info({ mailId, to: mail.to, subject: mail.subject }, 'e-mail queued in the outbox (no mail server configured)');
      }
      return { message: AUTH_TEXT.resetRequested };
    },

    async resetPassword(token: string, password: string): Promise<MessageResponse> {
      const tokenHash = hashResetToken(token);
      // Check first so an invalid token costs no password hashing; check again when writing.
      if (!passwordResets.findUsable(tokenHash, new Date().toISOString())) throw badRequest(AUTH_TEXT.resetInvalid, 'RESET_LINK_INVALID');
      refusePoorPassword(password);
      checkPolicy(password);
      const passwordHash = await hashPassword(password);
      immediate(db, () => {
        const now = new Date().toISOString();
        const reset = passwordResets.findUsable(tokenHash, now);
        if (!reset) throw badRequest(AUTH_TEXT.resetInvalid, 'RESET_LINK_INVALID');
        if (!users.update(reset.userId, { passwordHash }, { revokeTokens: true }))
          throw badRequest(AUTH_TEXT.resetInvalid, 'RESET_LINK_INVALID');
        passwordResets.retireAllFor(reset.userId, now);
      });
      return { message: AUTH_TEXT.resetDone };
    },

    /**
     * Creates the test accounts that do not exist yet. An existing one is never changed: not its
     * password (an admin may have changed it), role, active flag nor its sessions. The answer lists
     * only the accounts that still sign in with their documented password.
     */
    async createTestUsers(): Promise<TestUsersResponse> {
      const usable: TestUsersResponse['credentials'] = [];
      for (const user of TEST_USERS) {
        const existing = users.findByEmailWithHash(user.email);
        if (existing) {
          if (existing.active && existing.role === user.role && (await verifyPassword(existing.passwordHash, user.password))) {
            usable.push({ role: user.role, email: user.email, password: user.password });
          }
          continue;
        }
        const passwordHash = await hashPassword(user.password);
        // Another request may have created it meanwhile: then it has the documented password too.
        users.createIfAbsent({ name: user.name, email: user.email, role: user.role, passwordHash });
        usable.push({ role: user.role, email: user.email, password: user.password });
      }
      return { message: usable.length > 0 ? AUTH_TEXT.testUsersCreated : AUTH_TEXT.testUsersChanged, credentials: usable };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
