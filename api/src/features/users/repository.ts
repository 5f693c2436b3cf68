import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/transaction';

export type UserRow = typeof users.$inferSelect;
export type UserRole = UserRow['role'];
/** A user as the server works with it once signed in: everything but the password hash. */
export type AccountUser = Omit<UserRow, 'passwordHash'>;

/** Thrown when an insert or update would give two accounts the same e-mail. */
export class EmailInUseError extends Error {
  constructor() {
    super('email already in use');
    this.name = 'EmailInUseError';
  }
}

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  profileImage: users.profileImage,
  active: users.active,
  tokenVersion: users.tokenVersion,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  mustChangePassword: users.mustChangePassword,
};

function translateUnique<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailInUseError();
    throw error;
  }
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  role?: UserRole;
  mustChangePassword?: boolean;
}

export interface UserChanges {
  name?: string;
  email?: string;
  profileImage?: string | null;
  passwordHash?: string;
  active?: boolean;
  role?: UserRole;
  mustChangePassword?: boolean;
}

/**
 * All access to the users table. Lookups run on every authenticated request and every login,
 * so they are prepared once. Callers pass e-mails already normalised (see normalizeEmail in ./email).
 */
export function createUsersRepository(db: Db) {
  const byId = db
    .select(accountColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare();
  const byEmailWithHash = db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare();
  const byEmail = db
    .select(accountColumns)
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare();
  const hashById = db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare();
  const recordLogin = db
    .update(users)
    .set({ lastLoginAt: sql`${sql.placeholder('at')}` })
    .where(eq(users.id, sql.placeholder('id')))
    .returning(accountColumns)
    .prepare();
  const bumpVersion = db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, sql.placeholder('id')))
    .prepare();

  return {
    findById(id: string): AccountUser | undefined {
      return byId.get({ id });
    },

    findByEmail(email: string): AccountUser | undefined {
      return byEmail.get({ email });
    },

    /** The full row, hash included: only for checking a password. */
    findByEmailWithHash(email: string): UserRow | undefined {
      return byEmailWithHash.get({ email });
    },

    passwordHashOf(id: string): string | undefined {
      return hashById.get({ id })?.passwordHash;
    },

    emailExists(email: string): boolean {
      return byEmail.get({ email }) !== undefined;
    },

    /** @throws EmailInUseError */
    create(user: NewUser): AccountUser {
      return translateUnique(() => db.insert(users).values(user).returning(accountColumns).get());
    },

    /**
     * Applies `changes`; with `revokeTokens` the token version goes up, which ends every token
     * issued before. Returns undefined when the user does not exist.
     * @throws EmailInUseError
     */
    update(id: string, changes: UserChanges, options: { revokeTokens?: boolean } = {}): AccountUser | undefined {
      const set = {
        ...changes,
        ...(options.revokeTokens ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      };
      if (Object.keys(set).length === 0) return byId.get({ id });
      return translateUnique(() => db.update(users).set(set).where(eq(users.id, id)).returning(accountColumns).get());
    },

    recordLogin(id: string, at: string): AccountUser | undefined {
      return recordLogin.get({ id, at });
    },

    /** Ends every token the user holds. */
    revokeTokens(id: string): void {
      bumpVersion.run({ id });
    },

    /** Creates the account unless the e-mail is taken; never changes an existing one. */
    createIfAbsent(user: NewUser): AccountUser | undefined {
      return db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning(accountColumns).get();
    },

    count(): number {
      return (
        db
          .select({ n: sql<number>`count(*)` })
          .from(users)
          .get()?.n ?? 0
      );
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
