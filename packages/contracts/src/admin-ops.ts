import { Type, type Static } from 'typebox';
import { Booking, BookingStatus, BookingType } from './bookings';
import { UserRole } from './auth';
import { ADMIN_REFUSALS } from './admin-refusals';
import { SECURITY_BOUNDS, SETTINGS_LIMITS } from './constants';
import { PERSON_NAME_MAX } from './validation';

/* ------------------------------------------------------------------ bookings (back-office) */

const IsoDate = Type.String({ format: 'date' });
const Lang = Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('tr'), Type.Literal('ar')]));

export const ADMIN_BOOKING_SORTS = ['createdAt', 'startDate', 'total', 'reference', 'status', 'type'] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];
export const ADMIN_BOOKINGS_MAX_PAGE_SIZE = 50;
/** Rows a CSV export holds at most (a bigger list must be narrowed by filters). */
export const ADMIN_BOOKINGS_EXPORT_MAX = 20_000;

/** Filters of the admin bookings list and of its CSV export. Service dates bound the start date, created dates the creation day. */
export const AdminBookingFilterQuery = Type.Object({
  status: Type.Optional(BookingStatus),
  type: Type.Optional(BookingType),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  createdFrom: Type.Optional(IsoDate),
  createdTo: Type.Optional(IsoDate),
  /** Reference, contact name or e-mail, case-insensitive, part of it is enough. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(
    Type.Union([
      Type.Literal('createdAt'),
      Type.Literal('startDate'),
      Type.Literal('total'),
      Type.Literal('reference'),
      Type.Literal('status'),
      Type.Literal('type'),
    ]),
  ),
  dir: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  lang: Lang,
});
export type AdminBookingFilterQuery = Static<typeof AdminBookingFilterQuery>;

export const AdminBookingPageQuery = Type.Object({
  ...AdminBookingFilterQuery.properties,
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: ADMIN_BOOKINGS_MAX_PAGE_SIZE, default: 25 }),
});
export type AdminBookingPageQuery = Static<typeof AdminBookingPageQuery>;

export const BookingStatusChange = Type.Object({
  from: Type.Union([BookingStatus, Type.Null()]),
  to: BookingStatus,
  by: Type.Union([Type.String(), Type.Null()]),
  byName: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
});
export type BookingStatusChange = Static<typeof BookingStatusChange>;

/** GET /api/admin/bookings/:id */
export const AdminBookingDetail = Type.Object({
  booking: Booking,
  history: Type.Array(BookingStatusChange),
  /** The provider's order id when the booking went through the travel-data provider. */
  providerOrderId: Type.Union([Type.String(), Type.Null()]),
  /** The moves an admin may make from the current status. */
  allowedMoves: Type.Array(BookingStatus),
  /** The table a restaurant reservation holds (its number and where it is); null for other bookings or once released. */
  table: Type.Union([Type.Object({ number: Type.String(), location: Type.String() }), Type.Null()]),
});
export type AdminBookingDetail = Static<typeof AdminBookingDetail>;

/* ------------------------------------------------------------------ users (back-office) */

export const ADMIN_USERS_MAX_PAGE_SIZE = 100;

export const AdminUser = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: UserRole,
  active: Type.Boolean(),
  createdAt: Type.String(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
});
export type AdminUser = Static<typeof AdminUser>;

export const AdminUserList = Type.Object({
  results: Type.Array(AdminUser),
  total: Type.Integer(),
  page: Type.Integer(),
  pages: Type.Integer(),
});
export type AdminUserList = Static<typeof AdminUserList>;

export const AdminUserListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  role: Type.Optional(UserRole),
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: ADMIN_USERS_MAX_PAGE_SIZE, default: 25 }),
  lang: Lang,
});
export type AdminUserListQuery = Static<typeof AdminUserListQuery>;

const UserName = Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX });
const UserEmail = Type.String({ format: 'email', maxLength: 254 });
const UserPassword = Type.String({ minLength: 1, maxLength: 256 });

/** POST /api/admin/users. The password length is checked against the site's password policy. */
export const AdminUserCreate = Type.Object(
  {
    name: UserName,
    email: UserEmail,
    role: UserRole,
    password: UserPassword,
    confirmPassword: UserPassword,
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AdminUserCreate = Static<typeof AdminUserCreate>;

/** PUT /api/admin/users/:id: every field optional; a password needs its confirmation. */
export const AdminUserUpdate = Type.Object(
  {
    name: Type.Optional(UserName),
    email: Type.Optional(UserEmail),
    role: Type.Optional(UserRole),
    password: Type.Optional(UserPassword),
    confirmPassword: Type.Optional(UserPassword),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AdminUserUpdate = Static<typeof AdminUserUpdate>;

export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found',
  emailTaken: ADMIN_REFUSALS.emailTaken,
  passwordMismatch: 'Password and confirmation do not match',
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  confirmRequired: 'Please confirm the new password',
  selfDeactivate: ADMIN_REFUSALS.selfDeactivate,
  selfDemote: ADMIN_REFUSALS.selfDemote,
  lastAdmin: ADMIN_REFUSALS.lastAdmin,
  nameRequired: 'Name is required',
} as const;

/* ------------------------------------------------------------------ settings */

export const SUPPORTED_CURRENCIES = ['USD'] as const;
export const SITE_LANGUAGES = ['tr', 'en', 'ar'] as const;

/** PUT /api/settings/app (admin) and the public part of GET /api/settings. */
export const AppSettings = Type.Object(
  {
    siteName: Type.String({ minLength: 1, maxLength: SETTINGS_LIMITS.siteName }),
    contactEmail: Type.String({ minLength: 3, maxLength: SETTINGS_LIMITS.contactEmail }),
    currency: Type.String({ minLength: 3, maxLength: 3 }),
    defaultLanguage: Type.String({ minLength: 2, maxLength: 5 }),
    timezone: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type AppSettings = Static<typeof AppSettings>;

/** GET /api/settings: what any visitor may know. */
export const PublicSettings = Type.Object({
  ...AppSettings.properties,
  taxRate: Type.Number(),
  passwordMinLength: Type.Integer(),
});
export type PublicSettings = Static<typeof PublicSettings>;

export const SecuritySettings = Type.Object(
  {
    passwordMinLength: Type.Integer(SECURITY_BOUNDS.passwordMinLength),
    sessionHours: Type.Integer(SECURITY_BOUNDS.sessionHours),
    loginMaxPerAccount: Type.Integer(SECURITY_BOUNDS.loginMaxPerAccount),
    loginMaxPerIp: Type.Integer(SECURITY_BOUNDS.loginMaxPerIp),
    loginWindowMinutes: Type.Integer(SECURITY_BOUNDS.loginWindowMinutes),
    /** Only narrows what ENABLE_TEST_USERS allows. */
    testUsersEnabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SecuritySettings = Static<typeof SecuritySettings>;

export const SecuritySettingsView = Type.Object({
  ...SecuritySettings.properties,
  /** What the environment (ENABLE_TEST_USERS) allows; the setting can only narrow it. */
  testUsersAllowedByEnvironment: Type.Boolean(),
});
export type SecuritySettingsView = Static<typeof SecuritySettingsView>;

export const MAIL_TEMPLATE_KINDS = ['bookingConfirmation', 'bookingCancellation'] as const;
export type MailTemplateKind = (typeof MAIL_TEMPLATE_KINDS)[number];

const Template = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: SETTINGS_LIMITS.subject }),
    body: Type.String({ minLength: 1, maxLength: SETTINGS_LIMITS.body }),
  },
  { additionalProperties: false },
);
const TemplatesByLanguage = Type.Object({ en: Template, tr: Template, ar: Template }, { additionalProperties: false });

/** PUT /api/settings/email. Templates may use {{name}}, {{reference}}, {{service}}, {{dates}}, {{total}}, {{siteName}}, {{status}}. */
export const EmailSettings = Type.Object(
  {
    senderName: Type.String({ minLength: 1, maxLength: SETTINGS_LIMITS.senderName }),
    senderEmail: Type.String({ minLength: 3, maxLength: SETTINGS_LIMITS.senderEmail }),
    templates: Type.Object(
      { bookingConfirmation: TemplatesByLanguage, bookingCancellation: TemplatesByLanguage },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type EmailSettings = Static<typeof EmailSettings>;

/** API keys: the secret is never answered, only whether one is set and its last characters. */
export const ApiKeysView = Type.Object({
  providerClientId: Type.String(),
  secretSet: Type.Boolean(),
  secretMasked: Type.String(),
  /** Where the values come from: this screen, or the environment (PROVIDER_CLIENT_*). */
  source: Type.Union([Type.Literal('settings'), Type.Literal('environment'), Type.Literal('none')]),
  providerBaseUrl: Type.Union([Type.String(), Type.Null()]),
});
export type ApiKeysView = Static<typeof ApiKeysView>;

/** PUT /api/settings/api-keys: an absent or empty secret keeps the stored one. */
export const ApiKeysUpdate = Type.Object(
  {
    providerClientId: Type.String({ minLength: 1, maxLength: SETTINGS_LIMITS.clientId }),
    providerClientSecret: Type.Optional(Type.String({ maxLength: SETTINGS_LIMITS.clientSecret })),
  },
  { additionalProperties: false },
);
export type ApiKeysUpdate = Static<typeof ApiKeysUpdate>;

export const ConnectionTestResult = Type.Object({
  ok: Type.Boolean(),
  status: Type.Union([Type.Integer(), Type.Null()]),
  message: Type.String(),
  expiresIn: Type.Union([Type.Integer(), Type.Null()]),
  elapsedMs: Type.Integer(),
});
export type ConnectionTestResult = Static<typeof ConnectionTestResult>;

export const OutboxAttachment = Type.Object({ filename: Type.String(), contentType: Type.String(), content: Type.String() });
export const OutboxMail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  kind: Type.String(),
  language: Type.Union([Type.String(), Type.Null()]),
  bookingId: Type.Union([Type.String(), Type.Null()]),
  attachments: Type.Array(OutboxAttachment),
  createdAt: Type.String(),
});
export type OutboxMail = Static<typeof OutboxMail>;
export const OutboxList = Type.Object({
  results: Type.Array(OutboxMail),
  total: Type.Integer(),
  page: Type.Integer(),
  pages: Type.Integer(),
});
export type OutboxList = Static<typeof OutboxList>;
export const OutboxQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  lang: Lang,
});

export const RestoreResult = Type.Object({
  message: Type.String(),
  previousFile: Type.String(),
  tables: Type.Integer(),
  rows: Type.Integer(),
});
export type RestoreResult = Static<typeof RestoreResult>;

export const BACKUP_MESSAGES = {
  notSqlite: ADMIN_REFUSALS.backupNotSqlite,
  notOurs: ADMIN_REFUSALS.backupNotOurs,
  newer: ADMIN_REFUSALS.backupNewer,
  otherHistory: ADMIN_REFUSALS.backupOtherHistory,
  corrupt: (detail: string) => `The backup is damaged (integrity check: ${detail})`,
  empty: 'Please upload a backup file',
  tooLarge: 'The backup file is too large',
  busy: ADMIN_REFUSALS.backupBusy,
  restored: 'The backup was restored',
} as const;

/* ------------------------------------------------------------------ dashboard */

export const DashboardDay = Type.Object({ date: Type.String(), bookings: Type.Integer(), revenue: Type.Number() });
export const LowStockAlert = Type.Object({
  /** hotel-night; restaurant-slot and package-departure once those verticals add theirs. */
  kind: Type.String(),
  title: Type.String(),
  detail: Type.String(),
  date: Type.String(),
  left: Type.Integer(),
  link: Type.String(),
});
export type LowStockAlert = Static<typeof LowStockAlert>;
export const AdminDashboard = Type.Object({
  days: Type.Array(DashboardDay),
  byType: Type.Array(Type.Object({ type: Type.String(), count: Type.Integer() })),
  latest: Type.Array(Booking),
  lowStock: Type.Array(LowStockAlert),
});
export type AdminDashboard = Static<typeof AdminDashboard>;
export type DashboardDay = Static<typeof DashboardDay>;
