import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { nowIso } from './common';
import { bookings } from './bookings';
import { users } from '../schema';

/**
 * Every status move of a booking: who (the staff member or the customer; null for the system) and
 * when. The first row of a booking has `from_status` null (it was created with `to_status`).
 */
export const bookingStatusHistory = sqliteTable(
  'booking_status_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** The account that made the move; null for a guest or the system. Kept by name too (accounts can go). */
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name'),
    changedAt: text('changed_at').notNull().default(nowIso),
  },
  (t) => [index('booking_status_history_booking_idx').on(t.bookingId, t.id)],
);

/** An attachment kept with an outbox e-mail (e.g. the booking's .ics). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}
