import { describe, expect, it } from 'vitest';
import en from '../../../src/features/settings/locales/en.json';
import tr from '../../../src/features/settings/locales/tr.json';
import ar from '../../../src/features/settings/locales/ar.json';

/**
 * Every `kind` the API gives an outbox mail (the contract only says "string"):
 * api/src/features/notifications/booking-mailer.ts (booking-confirmation, booking-cancellation),
 * api/src/features/notifications/hold-mail.ts (booking-hold), api/src/features/auth/service.ts
 * (password-reset) and api/src/features/mail/outbox.ts (other, when a mail has none).
 */
const API_MAIL_KINDS = ['booking-confirmation', 'booking-cancellation', 'booking-hold', 'password-reset', 'other'] as const;

describe('Settings → Notifications outbox', () => {
  it.each([
    ['en', en],
    ['tr', tr],
    ['ar', ar],
  ])('names every kind of mail the API sends in %s', (_language, texts) => {
    const kinds = texts.outbox.kinds as Record<string, string | undefined>;
    for (const kind of API_MAIL_KINDS) expect(kinds[kind]?.trim(), kind).toBeTruthy();
  });
});
