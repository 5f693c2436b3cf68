import { count, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { MailAttachment } from '../../db/schema/admin-ops';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** booking-confirmation, booking-cancellation, password-reset... ("other" when absent). */
  kind?: string;
  language?: string | null;
  bookingId?: string | null;
  attachments?: MailAttachment[];
}

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * No mail server is configured: e-mails are written to the `outbox` table, where an operator (or
 * a future sender) can read them. Call inside the transaction that makes the e-mail true.
 */
export function createOutboxRepository(db: Db) {
  const page = db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
  const total = db.select({ n: count() }).from(outbox).prepare();

  return {
    enqueue(mail: Mail): number {
      return db
        .insert(outbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          body: mail.body,
          kind: mail.kind ?? 'other',
          language: mail.language ?? null,
          bookingId: mail.bookingId ?? null,
          attachments: mail.attachments ?? [],
        })
        .returning({ id: outbox.id })
        .get().id;
    },

    /** Newest first. */
    list(pageNumber: number, limit: number): { rows: OutboxRow[]; total: number } {
      return { rows: page.all({ limit, offset: (pageNumber - 1) * limit }), total: total.get()?.n ?? 0 };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
