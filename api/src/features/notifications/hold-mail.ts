import type { BookingRow } from '../bookings/repository';
import type { Mail } from '../mail/outbox';
import { bookingFacts, partyLines } from './booking-facts';
import { formatIstanbulTime } from './formats';
import { isLang, renderTemplate, type Lang } from './templates';

/**
 * The hold e-mail in each language ({{siteName}}, {{name}}, {{reference}} and {{until}} filled in; the
 * facts take the booking e-mails' {{service}}, {{dates}}, {{total}}, then the party and special requests).
 * The link follows `open`.
 */
const HOLD_TEXTS: Record<Lang, { subject: string; greeting: string; held: string; open: string; facts: string[] }> = {
  en: {
    subject: 'Confirm your {{siteName}} booking {{reference}}',
    greeting: 'Hello {{name}},',
    held: 'Your booking {{reference}}, to be paid on site, is held until {{until}} (Istanbul time).',
    open: 'Open this link before then to confirm it; otherwise it lapses and what you booked is released:',
    facts: ['Service: {{service}}', 'Dates: {{dates}}', 'Total: {{total}}'],
  },
  tr: {
    subject: '{{siteName}} rezervasyonunuzu onaylayın: {{reference}}',
    greeting: 'Merhaba {{name}},',
    held: 'Ödemesi yerinde yapılacak {{reference}} rezervasyonunuz {{until}} saatine kadar (İstanbul saati) tutuluyor.',
    open: 'Onaylamak için bu bağlantıyı o saatten önce açın; açmazsanız rezervasyon düşer ve ayrılan yer serbest kalır:',
    facts: ['Hizmet: {{service}}', 'Tarihler: {{dates}}', 'Toplam: {{total}}'],
  },
  ar: {
    subject: 'أكّد حجزك لدى {{siteName}} رقم {{reference}}',
    greeting: 'مرحبًا {{name}}،',
    held: 'حجزك رقم {{reference}} مع الدفع في المكان محجوز حتى {{until}} (بتوقيت إسطنبول).',
    open: 'افتح هذا الرابط قبل ذلك لتأكيده، وإلا سينتهي الحجز ويُتاح ما حجزته لغيرك:',
    facts: ['الخدمة: {{service}}', 'التواريخ: {{dates}}', 'المجموع: {{total}}'],
  },
};

/**
 * The e-mail of a guest's pay-on-site hold, in the language the booking was made in: until when it
 * is held (Istanbul time), the site's confirmation page (shell /bookings/confirm/:token, which calls
 * the API and shows the outcome), and what is booked with its total and cancellation terms, so the
 * guest knows what the link confirms.
 */
export function holdMail(row: BookingRow, confirmUrl: string, siteName: string, at: Date = new Date()): Mail {
  const lang: Lang = isLang(row.language) ? row.language : 'en';
  const text = HOLD_TEXTS[lang];
  const values = {
    ...bookingFacts(row, lang, at),
    siteName,
    name: row.contactFirstName,
    reference: row.reference,
    until: row.holdExpiresAt ? formatIstanbulTime(row.holdExpiresAt, lang) : '',
  };
  const fill = (template: string) => renderTemplate(template, values);
  return {
    to: row.contactEmail,
    subject: fill(text.subject),
    body: [
      fill(text.greeting),
      '',
      fill(text.held),
      text.open,
      '',
      confirmUrl,
      '',
      ...text.facts.map(fill),
      ...partyLines(row, lang),
      values.cancellation,
    ].join('\n'),
    kind: 'booking-hold',
    language: lang,
    bookingId: row.id,
  };
}
