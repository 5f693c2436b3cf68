import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../../../src/features/bookings/repository';
import { holdMail } from '../../../src/features/notifications/hold-mail';

const LINK = 'https://trabzontravel.example/bookings/confirm/abcdefghijklmnopqrstuvwxyz012345';

/** When the hold was made: 20:00 UTC on 25 Nov 2026, 23:00 in Istanbul. */
const MADE_AT = new Date('2026-11-25T20:00:00.000Z');

/**
 * A guest's pending hold lapsing at 20:30 UTC, that is 23:30 in Istanbul (UTC+3 all year), of a
 * table for 4 on 10 Dec 2026 at 19:30 (16:30 UTC): free cancellation until 9 Dec, 19:30.
 */
function hold(language: string | null): BookingRow {
  return {
    id: 'b1',
    reference: 'TT-7Q2K9X',
    type: 'restaurant',
    contactFirstName: 'Ayşe',
    contactEmail: 'ayse@example.com',
    holdExpiresAt: '2026-11-25T20:30:00.000Z',
    startDate: '2026-12-10',
    endDate: null,
    startTime: '19:30',
    totalCents: 0,
    currency: 'USD',
    details: {
      restaurantName: 'Hamsi Köşkü',
      localizedNames: { ar: { restaurantName: 'قصر الهامسي' } },
      partySize: 4,
      serviceStartsAt: '2026-12-10T16:30:00.000Z',
    },
    language,
  } as unknown as BookingRow;
}

describe('the hold e-mail', () => {
  it("gives the lapse time in Istanbul, in the booking's language, never as an ISO instant", () => {
    const en = holdMail(hold('en'), LINK, 'Trabzon Travel', MADE_AT);
    expect(en.subject).toBe('Confirm your Trabzon Travel booking TT-7Q2K9X');
    expect(en.body).toContain('Hello Ayşe,');
    expect(en.body).toContain('held until Nov 25, 2026, 23:30');
    expect(en.body).toContain('(Istanbul time)');

    const tr = holdMail(hold('tr'), LINK, 'Trabzon Travel', MADE_AT);
    expect(tr.subject).toContain('TT-7Q2K9X');
    expect(tr.body).toContain('Merhaba Ayşe,');
    expect(tr.body).toContain('25 Kas 2026');
    expect(tr.body).toContain('23:30');
    expect(tr.body).toContain('(İstanbul saati)');

    const ar = holdMail(hold('ar'), LINK, 'Trabzon Travel', MADE_AT);
    expect(ar.body).toContain('مرحبًا Ayşe');
    expect(ar.body).toContain('بتوقيت إسطنبول');

    for (const mail of [en, tr, ar]) {
      expect(mail.body).not.toContain('2026-11-25T20:30');
      expect(mail.body).not.toMatch(/\{\{|\}\}/);
      expect(mail.body.split('\n')).toContain(LINK);
      expect(mail.to).toBe('ayse@example.com');
      expect(mail.kind).toBe('booking-hold');
    }
    expect([en.language, tr.language, ar.language]).toEqual(['en', 'tr', 'ar']);
  });

  it('says what the link confirms: the service, its date and time, the total and the free cancellation deadline', () => {
    const en = holdMail(hold('en'), LINK, 'Trabzon Travel', MADE_AT).body.split('\n');
    expect(en).toContain('Service: Restaurant · Hamsi Köşkü');
    expect(en).toContain('Dates: Dec 10, 2026 19:30');
    // A table costs nothing to reserve: not "$0.00".
    expect(en).toContain('Total: No charge (you pay the bill at the restaurant)');
    expect(en).toContain('You can cancel this booking free of charge until Dec 9, 2026, 19:30 (Istanbul time).');
    expect(en.join('\n')).not.toContain('room');

    const tr = holdMail(hold('tr'), LINK, 'Trabzon Travel', MADE_AT).body.split('\n');
    expect(tr).toContain('Hizmet: Restoran · Hamsi Köşkü');
    expect(tr.some((line) => line.startsWith('Bu rezervasyonu 9 Ara 2026 19:30'))).toBe(true);
    // Named in the booking's language where the booking kept that name.
    const ar = holdMail(hold('ar'), LINK, 'Trabzon Travel', MADE_AT).body.split('\n');
    expect(ar.some((line) => line.endsWith('قصر الهامسي'))).toBe(true);
  });

  it('gives the party size and the special requests as the guest wrote them', () => {
    const table = { ...hold('en'), guests: 4, specialRequests: 'Window table, please.\nA high chair for {{name}}.' } as BookingRow;
    const en = holdMail(table, LINK, 'Trabzon Travel', MADE_AT).body.split('\n');
    // After the total, before the cancellation terms.
    expect(en.slice(en.indexOf('Party: 4 guests') - 1, en.indexOf('Party: 4 guests') + 4)).toEqual([
      'Total: No charge (you pay the bill at the restaurant)',
      'Party: 4 guests',
      'Special requests: Window table, please.',
      // A guest's text is never filled in as a template.
      'A high chair for {{name}}.',
      'You can cancel this booking free of charge until Dec 9, 2026, 19:30 (Istanbul time).',
    ]);

    const tr = holdMail({ ...table, language: 'tr' }, LINK, 'Trabzon Travel', MADE_AT).body.split('\n');
    expect(tr).toContain('Kişi sayısı: 4 misafir');
    expect(tr).toContain('Özel istekler: Window table, please.');

    // Arabic: a plural form of its own, and the guest's lines isolated so their direction holds.
    const ar = holdMail({ ...table, language: 'ar', guests: 2 }, LINK, 'Trabzon Travel', MADE_AT).body.split('\n');
    expect(ar).toContain('عدد الأشخاص: ضيفان');
    expect(ar).toContain('طلبات خاصة: \u2068Window table, please.\u2069');
    expect(ar).toContain('\u2068A high chair for {{name}}.\u2069');
  });

  it('gives no special requests line when the guest wrote none', () => {
    const body = holdMail({ ...hold('en'), guests: 1, specialRequests: '  ' } as BookingRow, LINK, 'Trabzon Travel', MADE_AT).body;
    expect(body).toContain('Party: 1 guest\n');
    expect(body).not.toContain('Special requests');
  });

  it('names the site as Settings → General calls it, in every language', () => {
    for (const language of ['en', 'tr', 'ar']) {
      const mail = holdMail(hold(language), LINK, 'Karadeniz Tours');
      expect({ language, subject: mail.subject.includes('Karadeniz Tours'), old: mail.subject.includes('Trabzon Travel') }).toEqual({
        language,
        subject: true,
        old: false,
      });
    }
  });

  it('falls back to English for a booking without a known language', () => {
    expect(holdMail(hold(null), LINK, 'Trabzon Travel').body).toContain('(Istanbul time)');
    expect(holdMail(hold('de'), LINK, 'Trabzon Travel').language).toBe('en');
  });
});
