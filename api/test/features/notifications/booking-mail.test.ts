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

/** The confirmation e-mail the mailer writes for `row`, with the shipped templates. */
function confirmation(row: BookingRow) {
  const sent: { subject: string; body: string }[] = [];
  const outbox = { enqueue: (mail: { subject: string; body: string }) => sent.push(mail) } as unknown as OutboxRepository;
  const settings = {
    email: () => ({ senderName: 'x', senderEmail: 'x@example.com', templates: DEFAULT_TEMPLATES }),
    app: () => ({ siteName: 'Trabzon Travel' }),
  } as unknown as SiteSettingsRepository;
  createBookingMailer({ outbox, settings, now: () => NOW }).confirmation(row);
  return sent[0]!;
}

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
});
