import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginResponse, MessageResponse, TestUsersResponse } from '@trabzon/contracts';
import type { Db } from '../../db/client';
import { immediate } from '../../db/transaction';
import { badRequest, conflict, unauthorized } from '../../lib/http-error';
import type { Repositories } from '../../plugins/repositories';
import { normalizeEmail } from '../users/email';
import { toPublicUser } from '../users/present';
import { EmailInUseError, type AccountUser, type UserRole } from '../users/repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

export const AUTH_TEXT = {
  registered: 'Account created successfully! You can now log in.',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  loggedOut: 'You have been logged out.',
  resetRequested: 'If an account exists for this email, a reset link has been sent.',
  resetDone: 'Password has been reset. You can now log in.',
  resetInvalid: 'Invalid or expired reset token',
  testUsersCreated: 'Test users created successfully!',
} as const;

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

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

  return {
    async register(input: { name: string; email: string; password: string }): Promise<MessageResponse> {
      const name = input.name.trim();
      if (!name) throw badRequest('name is required');
      const email = normalizeEmail(input.email);
      if (users.emailExists(email)) throw conflict(AUTH_TEXT.emailTaken);
      checkPolicy(input.password);
      const passwordHash = await hashPassword(input.password);
      try {
        users.create({ name, email, passwordHash, role: 'user' });
      } catch (error) {
        // Another request registered the same e-mail while this one was hashing.
        if (error instanceof EmailInUseError) throw conflict(AUTH_TEXT.emailTaken);
        throw error;
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
      return { token: issueToken(user), role: user.role, name: user.name, user: toPublicUser(user) };
    },

    /** Ends this token and every other token of the user. */
    logout(user: AccountUser): MessageResponse {
      users.revokeTokens(user.id);
      return { message: AUTH_TEXT.loggedOut };
    },

    /** Always the same answer; only an existing active account gets a (single-use, 1 hour) link. */
    forgotPassword(emailInput: string): MessageResponse {
      const user = users.findByEmail(normalizeEmail(emailInput));
      if (user?.active) {
        const token = randomBytes(32).toString('base64url');
        const now = new Date();
        const mail = {
          kind: 'password-reset',
          to: user.email,
          subject: 'Reset your Trabzon Travel password',
          body: [
            `Hello ${user.name},`,
            '',
            'We received a request to reset the password of your Trabzon Travel account.',
            'Open this link within one hour to choose a new password (it works once):',
            '',
            `${publicUrl}/reset-password/${token}`,
            '',
            'If you did not ask for this, ignore this e-mail: your password stays the same.',
          ].join('\n'),
        };
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
      if (!passwordResets.findUsable(tokenHash, new Date().toISOString())) throw badRequest(AUTH_TEXT.resetInvalid);
      checkPolicy(password);
      const passwordHash = await hashPassword(password);
      immediate(db, () => {
        const now = new Date().toISOString();
        const reset = passwordResets.findUsable(tokenHash, now);
        if (!reset) throw badRequest(AUTH_TEXT.resetInvalid);
        if (!users.update(reset.userId, { passwordHash }, { revokeTokens: true })) throw badRequest(AUTH_TEXT.resetInvalid);
        passwordResets.retireAllFor(reset.userId, now);
      });
      return { message: AUTH_TEXT.resetDone };
    },

    /** Creates the test accounts, or resets them to the documented passwords and reactivates them. */
    async createTestUsers(): Promise<TestUsersResponse> {
      const hashes = await Promise.all(TEST_USERS.map((user) => hashPassword(user.password)));
      immediate(db, () => {
        TEST_USERS.forEach((user, index) => {
          users.upsert({ name: user.name, email: user.email, role: user.role, passwordHash: hashes[index]! });
        });
      });
      return {
        message: AUTH_TEXT.testUsersCreated,
        credentials: TEST_USERS.map(({ role, email, password }) => ({ role, email, password })),
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
