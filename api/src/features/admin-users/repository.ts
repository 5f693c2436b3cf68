import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

/** `%` and `_` typed by a person are meant literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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
        const pattern = likePattern(q.toLowerCase());
        conditions.push(or(sql`lower(${users.name}) LIKE ${pattern} ESCAPE '\\'`, sql`${users.email} LIKE ${pattern} ESCAPE '\\'`)!);
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
