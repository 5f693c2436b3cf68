import {
  ADMIN_USER_MESSAGES,
  CHECKOUT_MESSAGES,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserList,
  type AdminUserListQuery,
  type AdminUserUpdate,
  isValidPersonName,
  trimText,
} from '@trabzon/contracts';
import type { Db } from '../../db/client';
import { immediate } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { hashPassword } from '../auth/passwords';
import { refusePoorPassword } from '../auth/password-policy';
import { normalizeEmail } from '../users/email';
import { EmailInUseError, type AccountUser, type UserChanges, type UsersRepository } from '../users/repository';
import type { AdminUsersRepository } from './repository';

export function toAdminUser(user: AccountUser): AdminUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    active: user.active,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
  };
}

interface Deps {
  db: Db;
  users: UsersRepository;
  adminUsers: AdminUsersRepository;
  /** The password policy's minimum length in force (Settings → Security). */
  passwordMinLength: () => number;
}

/**
 * The back-office's accounts. The guards are the server's: an admin cannot deactivate or demote
 * themselves, nor the last active admin (checked under the write lock, so two admins demoting each
 * other at once cannot both win). Deactivating, a new password or a new role ends the account's sessions.
 */
export function createAdminUsersService({ db, users, adminUsers, passwordMinLength }: Deps) {
  /** The trimmed name, refused like register and profile refuse it: blank, or not a person's name (emoji, digits, "=HYPERLINK(…)"). */
  function checkedName(input: string): string {
    const name = trimText(input);
    if (!name) throw badRequest(ADMIN_USER_MESSAGES.nameRequired);
    if (!isValidPersonName(name)) throw badRequest(CHECKOUT_MESSAGES.personName, 'INVALID_NAME');
    return name;
  }

  function checkPassword(password: string, confirm: string | undefined): void {
    if (confirm === undefined) throw badRequest(ADMIN_USER_MESSAGES.confirmRequired);
    const min = passwordMinLength();
    if (password.length < min) throw badRequest(ADMIN_USER_MESSAGES.passwordTooShort(min));
    refusePoorPassword(password); // blank or a common password (security)
    if (password !== confirm) throw badRequest(ADMIN_USER_MESSAGES.passwordMismatch);
  }

  function emailTaken(error: unknown): never {
    if (error instanceof EmailInUseError) throw conflict(ADMIN_USER_MESSAGES.emailTaken, 'EMAIL_TAKEN');
    throw error;
  }

  return {
    list(query: AdminUserListQuery): AdminUserList {
      const { page, limit } = query;
      const { rows, total } = adminUsers.list(
        { ...(query.q ? { q: query.q } : {}), ...(query.role ? { role: query.role } : {}) },
        page,
        limit,
      );
      return { results: rows.map(toAdminUser), total, page, pages: Math.ceil(total / limit) };
    },

    async create(input: AdminUserCreate): Promise<AdminUser> {
      const name = checkedName(input.name);
      const email = normalizeEmail(input.email);
      checkPassword(input.password, input.confirmPassword);
      if (users.emailExists(email)) throw conflict(ADMIN_USER_MESSAGES.emailTaken, 'EMAIL_TAKEN');
      const passwordHash = await hashPassword(input.password);
      try {
        const created = users.create({ name, email, passwordHash, role: input.role });
        const finished = input.active === false ? users.update(created.id, { active: false }) : created;
        return toAdminUser(finished ?? created);
      } catch (error) {
        return emailTaken(error);
      }
    },

    async update(actor: AccountUser, id: string, input: AdminUserUpdate): Promise<AdminUser> {
      const target = users.findById(id);
      if (!target) throw notFound(ADMIN_USER_MESSAGES.notFound);
      const self = actor.id === id;
      if (self && input.active === false) throw badRequest(ADMIN_USER_MESSAGES.selfDeactivate);
      if (self && input.role === 'user') throw badRequest(ADMIN_USER_MESSAGES.selfDemote);

      const changes: UserChanges = {};
      // The edit form sends the name back unchanged: an account whose name predates the rule can
      // still be deactivated or demoted; only a new name must pass it.
      if (input.name !== undefined && trimText(input.name) !== target.name) changes.name = checkedName(input.name);
      if (input.email !== undefined) {
        const email = normalizeEmail(input.email);
        if (email !== target.email) {
          if (users.emailExists(email)) throw conflict(ADMIN_USER_MESSAGES.emailTaken, 'EMAIL_TAKEN');
          changes.email = email;
        }
      }
      if (input.password !== undefined && input.password !== '') {
        checkPassword(input.password, input.confirmPassword);
        changes.passwordHash = await hashPassword(input.password);
      } else if (input.confirmPassword) {
        throw badRequest(ADMIN_USER_MESSAGES.passwordMismatch);
      }
      if (input.role !== undefined && input.role !== target.role) changes.role = input.role;
      if (input.active !== undefined && input.active !== target.active) changes.active = input.active;

      const endsSessions = changes.passwordHash !== undefined || changes.role !== undefined || changes.active === false;
      const updated = immediate(db, () => {
        const current = users.findById(id);
        if (!current) throw notFound(ADMIN_USER_MESSAGES.notFound);
        const losesAdmin = current.role === 'admin' && current.active && (changes.role === 'user' || changes.active === false);
        if (losesAdmin && adminUsers.countActiveAdmins() <= 1) throw conflict(ADMIN_USER_MESSAGES.lastAdmin);
        try {
          return users.update(id, changes, { revokeTokens: endsSessions });
        } catch (error) {
          return emailTaken(error);
        }
      });
      if (!updated) throw notFound(ADMIN_USER_MESSAGES.notFound);
      return toAdminUser(updated);
    },
  };
}
