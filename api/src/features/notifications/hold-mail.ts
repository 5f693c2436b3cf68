import type { BookingRow } from '../bookings/repository';
import type { Mail } from '../mail/outbox';
import { formatIstanbulTime } from './formats';
import { isLang, renderTemplate, type Lang } from './templates';

/** The hold e-mail in each language ({{siteName}}, {{name}}, {{reference}} and {{until}} filled in); the link follows. */
const HOLD_TEXTS: Record<Lang, { subject: string; greeting: string; held: string; open: string }> = {
  en: {
    subject: 'Confirm your {{siteName}} booking {{reference}}',
    greeting: 'Hello {{name}},',
    held: 'Your pay-at-hotel booking {{reference}} is held until {{until}} (Istanbul time).',
    open: 'Open this link before then to confirm it; otherwise it lapses and the room is released:',
  },
  tr: {
    subject: '{{siteName}} rezervasyonunuzu onaylayın: {{reference}}',
    greeting: 'Merhaba {{name}},',
    held: 'Otelde ödemeli {{reference}} rezervasyonunuz {{until}} saatine kadar (İstanbul saati) tutuluyor.',
    open: 'Onaylamak için bu bağlantıyı o saatten önce açın; açmazsanız rezervasyon düşer ve oda serbest kalır:',
  },
  ar: {
    subject: 'أكّد حجزك لدى {{siteName}} رقم {{reference}}',
    greeting: 'مرحبًا {{name}}،',
    held: 'حجزك رقم {{reference}} مع الدفع في الفندق محجوز حتى {{until}} (بتوقيت إسطنبول).',
    open: 'افتح هذا الرابط قبل ذلك لتأكيده، وإلا سينتهي الحجز وتُتاح الغرفة لغيرك:',
  },
};

/**
 * The e-mail of a guest's pay-at-hotel hold, in the language the booking was made in: until when it
 * is held (Istanbul time) and the site's confirmation page (shell /bookings/confirm/:token), which
 * calls the API and shows the outcome.
 */
export function holdMail(row: BookingRow, confirmUrl: string, siteName: string): Mail {
  const lang: Lang = isLang(row.language) ? row.language : 'en';
  const text = HOLD_TEXTS[lang];
  const values = {
    siteName,
    name: row.contactFirstName,
    reference: row.reference,
    until: row.holdExpiresAt ? formatIstanbulTime(row.holdExpiresAt, lang) : '',
  };
  return {
    to: row.contactEmail,
    subject: renderTemplate(text.subject, values),
    body: [renderTemplate(text.greeting, values), '', renderTemplate(text.held, values), text.open, '', confirmUrl].join('\n'),
    kind: 'booking-hold',
    language: lang,
    bookingId: row.id,
  };
}
