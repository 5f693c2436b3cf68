import type { BookingRow } from '../bookings/repository';
import type { OutboxRepository } from '../mail/outbox';
import type { SiteSettingsRepository } from '../admin-settings/repository';
import { buildIcs } from './ics';
import { formatDay, formatIstanbulTime, formatMoney } from './formats';
import { CANCELLATION_WORDS, STATUS_WORDS, TYPE_WORDS, isLang, renderTemplate, type Lang } from './templates';
import { routeOf, serviceName } from '@trabzon/contracts/booking-service';
import { cancellableUntil } from '../bookings/present';

/** "Hotel · Zigana Lodge · Deluxe Room", "Flight · TZX → IST", "Car rental · Economy car · Trabzon Airport → Uzungöl". */
function serviceOf(row: BookingRow, lang: Lang): string {
  const type = TYPE_WORDS[lang][row.type] ?? row.type;
  return [type, serviceName(row.details), routeOf(row.details)].filter(Boolean).join(' · ');
}

/** Until when the booking can be cancelled for free (the rule My bookings applies), or that it no longer can. */
function cancellationOf(row: BookingRow, lang: Lang, at: Date): string {
  const until = cancellableUntil(row);
  const words = CANCELLATION_WORDS[lang];
  if (!until || at.getTime() >= until.getTime()) return words.over;
  return renderTemplate(words.until, { until: formatIstanbulTime(until.toISOString(), lang) });
}

function datesOf(row: BookingRow, lang: Lang): string {
  const start = formatDay(row.startDate, lang) + (row.startTime ? ` ${row.startTime}` : '');
  return row.endDate && row.endDate !== row.startDate ? `${start} – ${formatDay(row.endDate, lang)}` : start;
}

/**
 * The booking e-mails: the admin's template (Settings → Notifications) in the customer's language,
 * written to the outbox with an .ics of the service. Call inside the transaction of the change.
 */
export function createBookingMailer(deps: { outbox: OutboxRepository; settings: SiteSettingsRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  function send(row: BookingRow, kind: 'bookingConfirmation' | 'bookingCancellation'): number {
    const lang: Lang = isLang(row.language) ? row.language : 'en';
    const email = deps.settings.email();
    const app = deps.settings.app();
    const template = email.templates[kind][lang];
    const values = {
      name: `${row.contactFirstName} ${row.contactLastName}`.trim(),
      reference: row.reference,
      service: serviceOf(row, lang),
      dates: datesOf(row, lang),
      total: formatMoney(row.totalCents, row.currency, lang),
      siteName: app.siteName,
      status: STATUS_WORDS[lang][row.status] ?? row.status,
      cancellation: cancellationOf(row, lang, now()),
    };
    const serviceStartsAt = typeof row.details.serviceStartsAt === 'string' ? row.details.serviceStartsAt : null;
    const serviceEndsAt = typeof row.details.serviceEndsAt === 'string' ? row.details.serviceEndsAt : null;
    const cancelled = kind === 'bookingCancellation';
    const ics = buildIcs({
      uid: `${row.reference}@trabzontravel.com.tr`,
      summary: `${app.siteName}: ${values.service}`,
      description: `${row.reference} · ${values.dates} · ${values.total}`,
      startDate: row.startDate,
      endDate: row.endDate,
      startsAt: row.startTime ? serviceStartsAt : null,
      endsAt: serviceEndsAt,
      cancelled,
      now: now(),
    });
    return deps.outbox.enqueue({
      to: row.contactEmail,
      subject: renderTemplate(template.subject, values),
      body: renderTemplate(template.body, values),
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
