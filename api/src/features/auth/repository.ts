import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets } from '../../db/schema';

/** Password-reset tokens: only their SHA-256 is stored, each is good once and for a limited time. */
export function createPasswordResetsRepository(db: Db) {
  const usable = db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, sql.placeholder('tokenHash')),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare();

  return {
    create(reset: { tokenHash: string; userId: string; expiresAt: string }): void {
      db.insert(passwordResets).values(reset).run();
    },

    /** The unused, unexpired reset with this token hash. */
    findUsable(tokenHash: string, now: string): { id: number; userId: string } | undefined {
      return usable.get({ tokenHash, now });
    },

    /** Marks every unused reset of the user as used (a newer one replaces them, or one was used). */
    retireAllFor(userId: string, now: string): void {
      db.update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
        .run();
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
