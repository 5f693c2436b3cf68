import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foldedLikePattern } from '../../db/search';
import { users } from '../../db/schema';
import type { AccountUser, UserRole } from '../users/repository';

const listColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  profileImage: users.profileImage,
  active: users.active,
  tokenVersion: users.tokenVersion,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

/** The back-office's reads of the users table (writes go through the users repository). */
export function createAdminUsersRepository(db: Db) {
  const activeAdmins = db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    .prepare();

  return {
    list(filters: { q?: string; role?: UserRole }, page: number, limit: number): { rows: AccountUser[]; total: number } {
      const conditions: SQL[] = [];
      if (filters.role) conditions.push(eq(users.role, filters.role));
      const q = filters.q?.trim();
      if (q) {
        // Folded on both sides (search_fold): case, accents and the Turkish ı do not matter.
        const pattern = foldedLikePattern(q);
        conditions.push(
          or(sql`search_fold(${users.name}) LIKE ${pattern} ESCAPE '\\'`, sql`search_fold(${users.email}) LIKE ${pattern} ESCAPE '\\'`)!,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = db
        .select(listColumns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), sql`${users}.rowid desc`)
        .limit(limit)
        .offset((page - 1) * limit)
        .all();
      return { rows, total: db.select({ n: count() }).from(users).where(where).get()?.n ?? 0 };
    },

    countActiveAdmins(): number {
      return activeAdmins.get()?.n ?? 0;
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
