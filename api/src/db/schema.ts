import { randomUUID } from 'node:crypto';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Site-wide settings as JSON values under a key (payment, homepage, app, secrets). */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
  updatedAt: text('updated_at').notNull().default(now),
});

export const USER_ROLES = ['admin', 'user'] as const;

/**
 * Accounts. The e-mail is stored trimmed and lower-cased, so the unique index is case-insensitive
 * in effect; `token_version` is part of every sign-in token and bumping it ends them all.
 */
export const users = sqliteTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    profileImage: text('profile_image'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: text('created_at').notNull().default(now),
    lastLoginAt: text('last_login_at'),
    /** Set on the generated first admin: the client leads them to change the password at sign-in. */
    mustChangePassword: integer('must_change_password', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [
    check('users_role_check', sql`${table.role} IN ('admin', 'user')`),
    check('users_email_normalized_check', sql`${table.email} = lower(trim(${table.email}))`),
    check('users_active_check', sql`${table.active} IN (0, 1)`),
  ],
);

/** Single-use password-reset tokens; only the SHA-256 of the token is kept. */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: text('created_at').notNull().default(now),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/** E-mails the site would send; no mail server is configured, so they are kept here. */
export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: text('created_at').notNull().default(now),
  /** What the e-mail is: booking-confirmation, booking-cancellation, password-reset, other. */
  kind: text('kind').notNull().default('other'),
  /** Interface language it was written in (en, tr, ar), when known. */
  language: text('language'),
  bookingId: text('booking_id'),
  /** JSON list of { filename, contentType, content }. */
  attachments: text('attachments', { mode: 'json' })
    .$type<{ filename: string; contentType: string; content: string }[]>()
    .notNull()
    .default([]),
});

export * from './schema/catalogue';
export * from './schema/bookings';
export * from './schema/restaurants';
export * from './schema/packages';
export * from './schema/admin-ops';
export * from './schema/transfers';
