import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../../../src/features/bookings/repository';
import { holdMail } from '../../../src/features/notifications/hold-mail';

const LINK = 'https://trabzontravel.example/bookings/confirm/abcdefghijklmnopqrstuvwxyz012345';

/** A guest's pending hold lapsing at 20:30 UTC, that is 23:30 in Istanbul (UTC+3 all year). */
function hold(language: string | null): BookingRow {
  return {
    id: 'b1',
    reference: 'TT-7Q2K9X',
    contactFirstName: 'Ayşe',
    contactEmail: 'ayse@example.com',
    holdExpiresAt: '2026-11-25T20:30:00.000Z',
    language,
  } as unknown as BookingRow;
}

describe('the hold e-mail', () => {
  it("gives the lapse time in Istanbul, in the booking's language, never as an ISO instant", () => {
    const en = holdMail(hold('en'), LINK, 'Trabzon Travel');
    expect(en.subject).toBe('Confirm your Trabzon Travel booking TT-7Q2K9X');
    expect(en.body).toContain('Hello Ayşe,');
    expect(en.body).toContain('held until Nov 25, 2026, 11:30');
    expect(en.body).toContain('(Istanbul time)');

    const tr = holdMail(hold('tr'), LINK, 'Trabzon Travel');
    expect(tr.subject).toContain('TT-7Q2K9X');
    expect(tr.body).toContain('Merhaba Ayşe,');
    expect(tr.body).toContain('25 Kas 2026');
    expect(tr.body).toContain('23:30');
    expect(tr.body).toContain('(İstanbul saati)');

    const ar = holdMail(hold('ar'), LINK, 'Trabzon Travel');
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
