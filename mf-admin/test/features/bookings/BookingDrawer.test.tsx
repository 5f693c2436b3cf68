// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminBookingsApi } from '@trabzon/api-client';
import type { AdminBookingDetail, Booking } from '@trabzon/contracts';
import { BookingDrawer } from '../../../src/features/bookings/BookingDrawer';
import { renderAdmin, startI18n } from '../../helpers';

function detail(type: string, details: Record<string, unknown>): AdminBookingDetail {
  const booking = {
    _id: 'b1',
    reference: 'TZN-1001',
    type,
    status: 'pending',
    userId: null,
    contact: { firstName: 'Ada', lastName: 'Yılmaz', email: 'ada@example.com', phone: null },
    startDate: '2030-12-13',
    endDate: '2030-12-16',
    startTime: null,
    guests: 2,
    details: { serviceStartsAt: '2030-12-13T11:00:00.000Z', ...details },
    lineItems: [],
    subtotal: 0,
    taxRate: 0,
    tax: 0,
    total: 0,
    currency: 'USD',
    payment: { method: 'payAtHotel', cardBrand: null, cardLast4: null },
    specialRequests: null,
    createdAt: '2030-12-01T10:00:00.000Z',
    updatedAt: '2030-12-01T10:00:00.000Z',
  } as unknown as Booking;
  return { booking, history: [], providerOrderId: null, allowedMoves: [] };
}

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BookingDrawer', () => {
  it('says which hotel and room the booking is for', async () => {
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(detail('hotel', { hotelName: 'Zigana Lodge', roomTypeName: 'Deluxe' }));
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    const service = await screen.findByTestId('drawer-service');
    expect(service.textContent).toBe('Zigana Lodge · Deluxe');
    expect(service.previousElementSibling?.textContent).toBe('Service');
  });

  it("keeps the guest's line breaks and isolates names and dates from the Arabic around them", async () => {
    const data = detail('hotel', {});
    data.booking.specialRequests = 'Late arrival\nQuiet room';
    data.history = [{ from: null, to: 'pending', by: 'u1', byName: 'Test User', at: '2030-12-01T10:00:00.000Z' }];
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(data);
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    const requests = await screen.findByTestId('drawer-requests');
    expect(requests.textContent).toBe('Late arrival\nQuiet room');
    expect(getComputedStyle(requests).whiteSpace).toBe('pre-line');
    expect(requests.getAttribute('dir')).toBe('auto');
    expect(screen.getByText('Test User').tagName).toBe('BDI');
    expect(screen.getByText('Ada Yılmaz').tagName).toBe('BDI');
  });

  it("names a transfer's route and a flight's other passengers", async () => {
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(
      detail('flight', {
        origin: 'TZX',
        destination: 'IST',
        pickup: { name: 'Trabzon Airport' },
        dropoff: { name: 'Uzungöl' },
        otherTravellers: [{ firstName: 'Can', lastName: 'Yılmaz', dateOfBirth: '2015-03-02' }],
      }),
    );
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    expect((await screen.findByTestId('drawer-route')).textContent).toBe('Trabzon Airport → Uzungöl');
    expect(screen.getByTestId('drawer-travellers').textContent).toBe('Can Yılmaz');
  });

  it('writes the price lines in the screen’s language, not the one the guest booked in', async () => {
    const data = detail('car-rental', {});
    data.booking.lineItems = [
      {
        label: 'سيارة اقتصادية، لليوم الواحد',
        quantity: 3,
        unitPrice: 25,
        total: 75,
        parts: { key: 'perDay', name: { en: 'Economy car', tr: 'Ekonomik araç', ar: 'سيارة اقتصادية' } },
      },
    ];
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(data);
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    expect(await screen.findByText('Economy car, per day')).toBeTruthy();
    expect(screen.queryByText('سيارة اقتصادية، لليوم الواحد')).toBeNull();
  });

  it('shows no Service row when the details name nothing', async () => {
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(detail('hotel', {}));
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    await screen.findByTestId('drawer-status');
    expect(screen.queryByTestId('drawer-service')).toBeNull();
    expect(screen.queryByText('Service')).toBeNull();
  });
});
