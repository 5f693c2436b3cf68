import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * No mail server is configured: e-mails are written to the `outbox` table, where an operator (or
 * a future sender) can read them. Call inside the transaction that makes the e-mail true.
 */
export function createOutboxRepository(db: Db) {
  return {
    enqueue(mail: Mail): number {
      return db.insert(outbox).values(mail).returning({ id: outbox.id }).get().id;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
