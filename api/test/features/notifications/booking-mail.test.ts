import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../../../src/features/bookings/repository';
import type { OutboxRepository } from '../../../src/features/mail/outbox';
import type { SiteSettingsRepository } from '../../../src/features/admin-settings/repository';
import { createBookingMailer } from '../../../src/features/notifications/booking-mailer';
import { DEFAULT_TEMPLATES } from '../../../src/features/notifications/templates';

/** Noon UTC on 1 Dec 2026: 15:00 in Istanbul. */
const NOW = new Date('2026-12-01T12:00:00Z');

function booking(overrides: Partial<BookingRow>): BookingRow {
  return {
    id: 'b1',
    reference: 'TZN-123456',
    type: 'hotel',
    status: 'confirmed',
    language: 'en',
    contactFirstName: 'Ayşe',
    contactLastName: 'Yılmaz',
    contactEmail: 'ayse@example.com',
    startDate: '2026-12-10',
    endDate: '2026-12-17',
    startTime: '14:00',
    totalCents: 70000,
    currency: 'USD',
    paymentMethod: 'creditCard',
    lineItems: [1, 2, 3, 4].map((n) => ({
      label: `Deluxe Room, night of 2026-12-1${n}`,
      quantity: 1,
      unitPriceCents: 10000,
      totalCents: 10000,
    })),
    // Check-in 10 Dec 14:00 in Istanbul: free cancellation until 9 Dec 14:00 (11:00 UTC).
    details: { hotelName: 'Zigana Lodge', roomTypeName: 'Deluxe Room', serviceStartsAt: '2026-12-10T11:00:00.000Z' },
    ...overrides,
  } as unknown as BookingRow;
}

type Sent = { subject: string; body: string; attachments: { content: string }[] };

/** The e-mail the mailer writes for `row`, with the shipped templates unless others are given. */
function send(row: BookingRow, kind: 'confirmation' | 'cancellation', templates = DEFAULT_TEMPLATES): Sent {
  const sent: Sent[] = [];
  const outbox = { enqueue: (mail: Sent) => sent.push(mail) } as unknown as OutboxRepository;
  const settings = {
    email: () => ({ senderName: 'x', senderEmail: 'x@example.com', templates }),
    app: () => ({ siteName: 'Trabzon Travel' }),
  } as unknown as SiteSettingsRepository;
  createBookingMailer({ outbox, settings, now: () => NOW })[kind](row);
  return sent[0]!;
}

/** The confirmation e-mail the mailer writes for `row`. */
const confirmation = (row: BookingRow, templates = DEFAULT_TEMPLATES) => send(row, 'confirmation', templates);

describe('the booking confirmation e-mail', () => {
  it('says until when this booking can be cancelled free of charge, in Istanbul time', () => {
    const { body } = confirmation(booking({}));
    expect(body).toContain('You can cancel this booking free of charge until Dec 9, 2026, 14:00 (Istanbul time).');
    expect(body).not.toContain('up to 24 hours');
    const tr = confirmation(booking({ language: 'tr' })).body;
    expect(tr).toContain('Bu rezervasyonu 9 Ara 2026 14:00 tarihine kadar (İstanbul saati) ücretsiz iptal edebilirsiniz.');
  });

  it('promises no free cancellation for a service that starts within 24 hours', () => {
    const tomorrowMorning = booking({ details: { hotelName: 'Zigana Lodge', serviceStartsAt: '2026-12-02T06:00:00.000Z' } });
    const { body } = confirmation(tomorrowMorning);
    expect(body).toContain('This booking can no longer be cancelled free of charge.');
    expect(body).not.toContain('You can cancel');
  });

  it('names the service by what was booked, not by its price lines', () => {
    expect(confirmation(booking({})).body).toContain('Service: Hotel · Zigana Lodge · Deluxe Room\n');
    const flight = booking({
      type: 'flight',
      details: { origin: 'TZX', destination: 'IST', serviceStartsAt: '2026-12-10T05:00:00.000Z' },
      lineItems: [{ label: 'Base fare, TZX → IST', quantity: 1, unitPriceCents: 100, totalCents: 100 }] as BookingRow['lineItems'],
    });
    expect(confirmation(flight).body).toContain('Service: Flight · TZX → IST\n');
    const rental = booking({
      type: 'car-rental',
      details: { vehicleName: 'Economy car', pickup: { name: 'Trabzon Airport' }, dropoff: { name: 'Uzungöl' } },
    });
    expect(confirmation(rental).body).toContain('Service: Car rental · Economy car · Trabzon Airport → Uzungöl\n');
    // A taxi ride is booked as a transfer: its e-mail calls it a taxi, as the pages do.
    const taxi = booking({
      type: 'transfer',
      details: { mode: 'taxi', pickup: { name: 'Trabzon Airport' }, dropoff: { name: 'Uzungöl' } },
    });
    expect(confirmation(taxi).body).toContain('Service: Taxi · Trabzon Airport → Uzungöl\n');
    expect(confirmation({ ...taxi, language: 'tr' }).body).toContain('Hizmet: Taksi · Trabzon Airport → Uzungöl\n');
  });

  it('gives a flight’s numbers, each way’s legs in order', () => {
    const leg = (flightNumber: string) => ({ from: 'TZX', to: 'IST', flightNumber });
    const roundTrip = booking({
      type: 'flight',
      details: {
        origin: 'TZX',
        destination: 'ESB',
        outbound: { segments: [leg('TK2858'), leg('TK2160')] },
        inbound: { segments: [leg('PC2011')] },
      },
    });
    expect(confirmation(roundTrip).body).toContain('Service: Flight · TZX → ESB · TK2858, TK2160 / PC2011\n');
  });

  it('gives a stay’s check-out time with its last day, as its check-in time with its first', () => {
    const stay = booking({
      details: { hotelName: 'Zigana Lodge', checkOutTime: '12:00', serviceStartsAt: '2026-12-10T11:00:00.000Z' },
    });
    expect(confirmation(stay).body).toContain('Dates: Dec 10, 2026 14:00 – Dec 17, 2026 12:00\n');
    // Without a stored check-out time (older bookings), the day alone.
    expect(confirmation(booking({})).body).toContain('Dates: Dec 10, 2026 14:00 – Dec 17, 2026\n');
  });

  it('ends a flight’s dates with its last arrival: the time alone when it lands the day it leaves', async () => {
    const flight = (overrides: Partial<BookingRow>) =>
      booking({ type: 'flight', startTime: '09:10', ...overrides, lineItems: [] as BookingRow['lineItems'] });
    const oneWay = flight({ endDate: '2026-12-10', details: { tripType: 'oneWay', endTime: '11:05' } });
    expect(confirmation(oneWay).body).toContain('Dates: Dec 10, 2026 09:10 – 11:05\n');
    expect(confirmation({ ...oneWay, language: 'tr' }).body).toContain('Tarihler: 10 Ara 2026 09:10 – 11:05\n');
    expect(confirmation({ ...oneWay, language: 'ar' }).body).toMatch(/التواريخ: .+ 09:10 – 11:05\n/);
    const roundTrip = flight({ endDate: '2026-12-17', details: { tripType: 'roundTrip', endTime: '22:45' } });
    expect(confirmation(roundTrip).body).toContain('Dates: Dec 10, 2026 09:10 – Dec 17, 2026 22:45\n');
    expect(confirmation({ ...roundTrip, language: 'tr' }).body).toContain('Tarihler: 10 Ara 2026 09:10 – 17 Ara 2026 22:45\n');
    // A flight booked before the end time was kept: its first departure, as before.
    expect(confirmation(flight({ endDate: null, details: { tripType: 'oneWay' } })).body).toContain('Dates: Dec 10, 2026 09:10\n');
  });

  it('ends a car rental’s dates with its drop-off time', async () => {
    const rental = booking({
      type: 'car-rental',
      startTime: '10:00',
      endDate: '2026-12-13',
      details: { vehicleName: 'Economy car', pickupTime: '10:00', endTime: '10:00' },
    });
    expect(confirmation(rental).body).toContain('Dates: Dec 10, 2026 10:00 – Dec 13, 2026 10:00\n');
    expect(confirmation({ ...rental, language: 'tr' }).body).toContain('Tarihler: 10 Ara 2026 10:00 – 13 Ara 2026 10:00\n');
    expect(confirmation({ ...rental, language: 'ar' }).body).toMatch(/التواريخ: .+ 10:00 – .+ 10:00\n/);
  });

  it('gives who the booking is for, guests or passengers, after the total, in every language', () => {
    const table = booking({
      type: 'restaurant',
      guests: 4,
      totalCents: 0,
      endDate: null,
      startTime: '19:30',
      details: { restaurantName: 'Hamsi Köşkü', partySize: 4, serviceStartsAt: '2026-12-10T16:30:00.000Z' },
    });
    expect(confirmation(table).body).toContain('\nParty: 4 guests\n');
    expect(confirmation(table).body).toMatch(/Total: [^\n]+\nParty: 4 guests\n\nThe attached calendar file/);
    expect(confirmation({ ...table, language: 'tr' }).body).toContain(
      '\nToplam: Ücretsiz (hesabı restoranda ödersiniz)\nKişi sayısı: 4 misafir\n',
    );
    expect(confirmation({ ...table, language: 'ar' }).body).toContain('\nعدد الأشخاص: 4 ضيوف\n');
    expect(confirmation({ ...table, language: 'ar', guests: 11 }).body).toContain('\nعدد الأشخاص: 11 ضيفًا\n');

    const ride = (type: string, details: Record<string, unknown>, guests: number) =>
      booking({ type, guests, details } as Partial<BookingRow>);
    const minivan = ride('transfer', { vehicleName: 'Minivan', pickup: { name: 'Trabzon Airport' }, dropoff: { name: 'Uzungöl' } }, 5);
    expect(confirmation(minivan).body).toContain('\nParty: 5 passengers\n');
    expect(confirmation({ ...minivan, language: 'tr' }).body).toContain('\nKişi sayısı: 5 yolcu\n');
    expect(confirmation({ ...minivan, language: 'ar' }).body).toContain('\nعدد الأشخاص: 5 ركاب\n');
    expect(confirmation(ride('transfer', { mode: 'taxi' }, 1)).body).toContain('\nParty: 1 passenger\n');
    expect(confirmation({ ...ride('flight', { origin: 'TZX', destination: 'IST' }, 2), language: 'ar' }).body).toContain(
      '\nعدد الأشخاص: راكبان\n',
    );
    expect(confirmation(ride('hotel', { hotelName: 'Zigana Lodge' }, 2)).body).toContain('\nParty: 2 guests\n');
    expect(confirmation(ride('provider-hotel', { hotelName: 'Novotel Trabzon' }, 1)).body).toContain('\nParty: 1 guest\n');
    expect(confirmation(ride('package', { packageName: 'Uzungöl day tour' }, 6)).body).toContain('\nParty: 6 guests\n');
  });

  it('gives no party for a car rental, even the 2 passengers an older rental kept: the driver rents a car', () => {
    const rental = booking({
      type: 'car-rental',
      guests: 2,
      details: { vehicleName: 'Economy car', passengers: 2 },
    } as Partial<BookingRow>);
    for (const language of ['en', 'tr', 'ar'])
      expect(confirmation({ ...rental, language }).body).not.toMatch(/Party|Kişi sayısı|عدد الأشخاص/);
    // The requests still follow the total; the calendar file's description goes from the dates to the total.
    const sent = send({ ...rental, specialRequests: 'Child seat' }, 'confirmation');
    expect(sent.body).toMatch(/\nTotal: \$700\.00\nSpecial requests: Child seat\n/);
    expect(sent.attachments[0]!.content.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:TZN-123456 · Dec 10\\, 2026 14:00 – Dec 17\\, 2026 · $700.00\r\n',
    );
  });

  it('gives the special requests as the guest wrote them, isolated in Arabic, never filled in as a template', () => {
    const requests = 'Birthday cake at 21:00 {{reference}}\nطاولة قرب النافذة';
    const table = booking({ type: 'restaurant', guests: 2, specialRequests: requests, details: { restaurantName: 'Hamsi Köşkü' } });
    expect(confirmation(table).body).toContain(`\nParty: 2 guests\nSpecial requests: ${requests}\n\nThe attached`);
    expect(confirmation({ ...table, language: 'tr' }).body).toContain(`\nÖzel istekler: ${requests}\n`);
    expect(confirmation({ ...table, language: 'ar' }).body).toContain(
      '\nطلبات خاصة: \u2068Birthday cake at 21:00 {{reference}}\u2069\n\u2068طاولة قرب النافذة\u2069\n',
    );
    expect(confirmation(booking({ guests: 2, specialRequests: null })).body).not.toContain('Special requests');
  });

  it('gives the party in an edited template too, after its last fact, or at its end when it has none', () => {
    const row = booking({ guests: 3, specialRequests: 'Late arrival' });
    const edited = (body: string) => {
      const templates = structuredClone(DEFAULT_TEMPLATES);
      templates.bookingConfirmation.en.body = body;
      return confirmation(row, templates).body;
    };
    expect(edited('Hi {{name}}\nWhat: {{service}} for {{total}}\nBye {{name}}')).toBe(
      'Hi Ayşe Yılmaz\nWhat: Hotel · Zigana Lodge · Deluxe Room for $700.00\nParty: 3 guests\nSpecial requests: Late arrival\nBye Ayşe Yılmaz',
    );
    expect(edited('Hi {{name}}, see you soon.')).toBe('Hi Ayşe Yılmaz, see you soon.\nParty: 3 guests\nSpecial requests: Late arrival');
    expect(edited('{{dates}}')).toBe('Dec 10, 2026 14:00 – Dec 17, 2026\nParty: 3 guests\nSpecial requests: Late arrival');
  });

  it('promises a refund only for a booking paid online by card; one paid at the property or a free table had nothing to refund', () => {
    const card = send(booking({}), 'cancellation').body;
    expect(card).toContain('\nA refund, where one is due, reaches you in 7 to 14 business days.\n');
    const atHotel = send(booking({ paymentMethod: 'payAtHotel' }), 'cancellation').body;
    expect(atHotel).toContain('\nNothing was paid online, so there is nothing to refund.\n');
    expect(atHotel).not.toContain('A refund');
    const table = booking({ type: 'restaurant', paymentMethod: 'payAtHotel', totalCents: 0, language: 'tr' });
    expect(send(table, 'cancellation').body).toContain('\nÇevrimiçi ödeme yapılmadığı için iade edilecek bir tutar yok.\n');
    expect(send({ ...table, language: 'ar', paymentMethod: 'creditCard' } as BookingRow, 'cancellation').body).toContain(
      '\nلم يُدفع أي مبلغ عبر الإنترنت، لذا لا يوجد ما يُسترد.\n',
    );
  });

  it('tells the truth in a cancellation template saved before {{refund}} existed, and leaves words of its own alone', () => {
    const saved = structuredClone(DEFAULT_TEMPLATES);
    saved.bookingCancellation.en.body = saved.bookingCancellation.en.body.replace(
      '{{refund}}',
      'A refund, where one is due, reaches you in 7 to 14 business days.',
    );
    saved.bookingCancellation.tr.body = saved.bookingCancellation.tr.body.replace(
      '{{refund}}',
      'Geri ödeme, varsa, 7 ila 14 iş günü içinde yapılır.',
    );
    const atHotel = send(booking({ paymentMethod: 'payAtHotel' }), 'cancellation', saved).body;
    expect(atHotel).toContain('\nNothing was paid online, so there is nothing to refund.\n');
    expect(atHotel).not.toContain('A refund');
    expect(send(booking({ paymentMethod: 'payAtHotel', language: 'tr' }), 'cancellation', saved).body).not.toContain('Geri ödeme');
    expect(send(booking({}), 'cancellation', saved).body).toContain(
      '\nA refund, where one is due, reaches you in 7 to 14 business days.\n',
    );
    // The admin's own words about refunds stay as written.
    const own = structuredClone(DEFAULT_TEMPLATES);
    own.bookingCancellation.en.body = own.bookingCancellation.en.body.replace('{{refund}}', 'Refunds: see our terms.');
    expect(send(booking({ paymentMethod: 'payAtHotel' }), 'cancellation', own).body).toContain('\nRefunds: see our terms.\n');
  });

  it('gives the party, not the requests, in the cancellation, and the party in the calendar file', () => {
    const row = booking({ guests: 4, specialRequests: 'Quiet room' });
    const cancelled = send(row, 'cancellation');
    expect(cancelled.body).toContain('\nTotal: $700.00\nParty: 4 guests\n\nA refund');
    expect(cancelled.body).not.toContain('Quiet room');
    const ics = (mail: Sent) => mail.attachments[0]!.content.replace(/\r\n /g, '');
    expect(ics(send(row, 'confirmation'))).toContain(
      'DESCRIPTION:TZN-123456 · Dec 10\\, 2026 14:00 – Dec 17\\, 2026 · 4 guests · $700.00\r\n',
    );
    expect(ics(send({ ...row, language: 'ar', guests: 2 }, 'confirmation'))).toContain(' · ضيفان · ');
    expect(ics(cancelled)).not.toContain('Quiet room');
  });
});
