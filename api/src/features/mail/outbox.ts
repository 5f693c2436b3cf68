import { count, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { MailAttachment } from '../../db/schema/admin-ops';
import type { OutboxKind } from '@trabzon/contracts/constants';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** What the e-mail is, one of the kinds the back office names ("other" when absent). */
  kind?: OutboxKind;
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

  // Prepared once: a booking's transaction writes its e-mail here.
  const insert = db.$client.prepare(
    `INSERT INTO outbox ("to", subject, body, created_at, kind, language, booking_id, attachments)
     VALUES (@to, @subject, @body, @createdAt, @kind, @language, @bookingId, @attachments)`,
  );

  return {
    enqueue(mail: Mail): number {
      return Number(
        insert.run({
          to: mail.to,
          subject: mail.subject,
          body: mail.body,
          createdAt: new Date().toISOString(),
          kind: mail.kind ?? 'other',
          language: mail.language ?? null,
          bookingId: mail.bookingId ?? null,
          attachments: JSON.stringify(mail.attachments ?? []),
        }).lastInsertRowid,
      );
    },

    /** Newest first. */
    list(pageNumber: number, limit: number): { rows: OutboxRow[]; total: number } {
      return { rows: page.all({ limit, offset: (pageNumber - 1) * limit }), total: total.get()?.n ?? 0 };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
