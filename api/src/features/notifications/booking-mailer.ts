import type { BookingRow } from '../bookings/repository';
import type { OutboxRepository } from '../mail/outbox';
import type { SiteSettingsRepository } from '../admin-settings/repository';
import { buildIcs } from './ics';
import { bookingFacts, freelyCancellable, partyLines, partyOf } from './booking-facts';
import { MANAGE_WORDS, STATUS_WORDS, isLang, renderTemplate, withRefundPlaceholder, type Lang } from './templates';

interface BookingMailerDeps {
  outbox: OutboxRepository;
  settings: SiteSettingsRepository;
  now?: () => Date;
  /** The link a guest (no account) sees or cancels the booking by; null for an account's booking. */
  manageUrl?: (row: BookingRow) => string | null;
}

/** The placeholders of the booking's facts lines (Service, Dates, Total). */
const FACTS = /\{\{\s*(service|dates|total)\s*\}\}/g;

/**
 * The template filled in, with `lines` after the line of its last fact, wherever an admin put it,
 * or at its end when it gives none. The lines are added filled: a guest's text is never a template.
 */
function fillWithLines(template: string, values: Record<string, string>, lines: string[]): string {
  const last = [...template.matchAll(FACTS)].at(-1);
  const lineEnd = last ? template.indexOf('\n', last.index + last[0].length) : -1;
  const cut = lineEnd === -1 ? template.length : lineEnd;
  const added = lines.map((line) => `\n${line}`).join('');
  return renderTemplate(template.slice(0, cut), values) + added + renderTemplate(template.slice(cut), values);
}

/**
 * The booking e-mails: the admin's template (Settings → Notifications) in the customer's language,
 * written to the outbox with an .ics of the service. The party (and, but for a cancellation, the
 * special requests) follow the template's facts: no placeholder for them, so every template, an
 * edited one too, gives them. A guest's confirmation ends with the link to see or cancel the
 * booking online (after the template, so an edited template keeps it). Call inside the
 * transaction of the change.
 */
export function createBookingMailer(deps: BookingMailerDeps) {
  const now = deps.now ?? (() => new Date());

  function send(row: BookingRow, kind: 'bookingConfirmation' | 'bookingCancellation'): number {
    const lang: Lang = isLang(row.language) ? row.language : 'en';
    const email = deps.settings.email();
    const app = deps.settings.app();
    const template = email.templates[kind][lang];
    const values = {
      name: `${row.contactFirstName} ${row.contactLastName}`.trim(),
      reference: row.reference,
      ...bookingFacts(row, lang, now()),
      siteName: app.siteName,
      status: STATUS_WORDS[lang][row.status] ?? row.status,
    };
    const serviceStartsAt = typeof row.details.serviceStartsAt === 'string' ? row.details.serviceStartsAt : null;
    const serviceEndsAt = typeof row.details.serviceEndsAt === 'string' ? row.details.serviceEndsAt : null;
    const cancelled = kind === 'bookingCancellation';
    const ics = buildIcs({
      uid: `${row.reference}@trabzontravel.com.tr`,
      summary: `${app.siteName}: ${values.service}`,
      description: [row.reference, values.dates, partyOf(row, lang), values.total].filter(Boolean).join(' · '),
      startDate: row.startDate,
      endDate: row.endDate,
      startsAt: row.startTime ? serviceStartsAt : null,
      endsAt: serviceEndsAt,
      cancelled,
      now: now(),
    });
    const manage = cancelled ? null : (deps.manageUrl?.(row) ?? null);
    const words = MANAGE_WORDS[lang][freelyCancellable(row, now()) ? 'cancel' : 'see'];
    const text = cancelled ? withRefundPlaceholder(template.body, lang) : template.body;
    const body = fillWithLines(text, values, partyLines(row, lang, !cancelled)) + (manage ? `\n\n${words}\n${manage}` : '');
    return deps.outbox.enqueue({
      to: row.contactEmail,
      subject: renderTemplate(template.subject, values),
      body,
      kind: cancelled ? 'booking-cancellation' : 'booking-confirmation',
      language: lang,
      bookingId: row.id,
      attachments: [{ filename: `${row.reference}.ics`, contentType: 'text/calendar; charset=utf-8', content: ics }],
    });
  }

  return {
    confirmation: (row: BookingRow) => send(row, 'bookingConfirmation'),
    cancellation: (row: BookingRow) => send(row, 'bookingCancellation'),
  };
}

export type BookingMailer = ReturnType<typeof createBookingMailer>;
