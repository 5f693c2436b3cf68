// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminBookingsApi } from '@trabzon/api-client';
import type { AdminBookingDetail, Booking } from '@trabzon/contracts';
import { formatDate } from '@trabzon/i18n';
import { ToastProvider } from '@trabzon/ui';
import { BookingDrawer } from '../../../src/features/bookings/BookingDrawer';
import { ConfirmProvider } from '../../../src/components/ConfirmDialog';
import { apiRefusal, heldRequest, pressTwiceThenRefuse, renderAdmin, startI18n, switchLanguage } from '../../helpers';

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
  return { booking, history: [], providerOrderId: null, allowedMoves: [], table: null };
}

const segment = (flightNumber: string, from: string, to: string, departureAt: string, arrivalAt: string) => ({
  from,
  to,
  departureAt,
  arrivalAt,
  carrierCode: 'TK',
  carrier: 'Turkish Airlines',
  flightNumber,
});

/** A round trip's details as the API's flight handler stores them. */
const ROUND_TRIP = {
  tripType: 'roundTrip',
  cabin: 'BUSINESS',
  origin: 'TZX',
  destination: 'IST',
  outbound: { stops: 0, segments: [segment('TK2831', 'TZX', 'IST', '2030-12-13T13:45:00', '2030-12-13T15:50:00')] },
  inbound: { stops: 0, segments: [segment('TK2840', 'IST', 'TZX', '2030-12-16T09:05:00', '2030-12-16T11:00:00')] },
};

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

  it('keeps the focus in the drawer after a status change: on the moves’ heading, not the page’s body', async () => {
    const data = { ...detail('restaurant', {}), allowedMoves: ['confirmed' as const] };
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(data);
    const set = vi.spyOn(adminBookingsApi, 'setStatus').mockResolvedValue({ ...data.booking, status: 'confirmed' } as never);
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    const confirm = await screen.findByTestId('move-confirmed');
    confirm.focus();
    fireEvent.click(confirm);
    await waitFor(() => expect(set).toHaveBeenCalled());
    await waitFor(() => expect(document.activeElement?.id).toBe('bd-moves'));
  });

  // A move button `disabled` while it ran dropped the keyboard's focus to <body> when the move was refused.
  it('a refused move leaves the focus on its button, busy (aria-disabled) only while sent; two presses send once', async () => {
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue({ ...detail('restaurant', {}), allowedMoves: ['confirmed' as const] });
    const { request, refuse } = heldRequest();
    const set = vi.spyOn(adminBookingsApi, 'setStatus').mockReturnValue(request);
    renderAdmin(
      <ToastProvider>
        <BookingDrawer id="b1" onClose={vi.fn()} />
      </ToastProvider>,
    );
    await pressTwiceThenRefuse((await screen.findByTestId('move-confirmed')) as HTMLButtonElement, set, refuse);
  });

  it('while one move is sent, the others are busy: a cancellation asks nothing and sends nothing', async () => {
    const data = { ...detail('restaurant', {}), allowedMoves: ['confirmed' as const, 'cancelled' as const] };
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(data);
    const { request, refuse } = heldRequest();
    const set = vi.spyOn(adminBookingsApi, 'setStatus').mockReturnValue(request);
    renderAdmin(
      <ConfirmProvider>
        <BookingDrawer id="b1" onClose={vi.fn()} />
      </ConfirmProvider>,
    );
    fireEvent.click(await screen.findByTestId('move-confirmed'));
    const cancel = screen.getByTestId('move-cancelled') as HTMLButtonElement;
    await waitFor(() => expect(cancel.getAttribute('aria-disabled')).toBe('true'));
    expect(cancel.disabled).toBe(false);
    fireEvent.click(cancel);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((screen.getByTestId('confirm-dialog') as HTMLDialogElement).open).toBe(false);
    refuse(apiRefusal(400, 'Refused by the server'));
    await waitFor(() => expect(cancel.hasAttribute('aria-disabled')).toBe(false));
    expect(set).toHaveBeenCalledTimes(1);
  });

  // × and Escape closed the drawer while a move was sent: its answer (the toast, the focus) had nowhere to go.
  it('stays open while a move is sent: × is busy and neither it nor Escape closes it; both work once the move ends', async () => {
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue({ ...detail('restaurant', {}), allowedMoves: ['confirmed' as const] });
    const { request, refuse } = heldRequest();
    vi.spyOn(adminBookingsApi, 'setStatus').mockReturnValue(request);
    const onClose = vi.fn();
    renderAdmin(
      <ToastProvider>
        <ConfirmProvider>
          <BookingDrawer id="b1" onClose={onClose} />
        </ConfirmProvider>
      </ToastProvider>,
    );
    fireEvent.click(await screen.findByTestId('move-confirmed'));
    const close = screen.getByRole('button', { name: 'Close', hidden: true }) as HTMLButtonElement;
    await waitFor(() => expect(close.getAttribute('aria-disabled')).toBe('true'));
    expect(close.disabled).toBe(false);
    fireEvent.click(close);
    fireEvent(screen.getByTestId('booking-drawer'), new Event('cancel', { cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onClose).not.toHaveBeenCalled();

    refuse(apiRefusal(400, 'Refused by the server'));
    await screen.findAllByText(/Refused by the server/);
    await waitFor(() => expect(close.hasAttribute('aria-disabled')).toBe(false));
    fireEvent(screen.getByTestId('booking-drawer'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    fireEvent.click(close);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('asks before cancelling, with a way back that cannot be read as the cancellation', async () => {
    const data = { ...detail('restaurant', {}), allowedMoves: ['cancelled' as const] };
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(data);
    const set = vi.spyOn(adminBookingsApi, 'setStatus');
    renderAdmin(
      <ConfirmProvider>
        <BookingDrawer id="b1" onClose={vi.fn()} />
      </ConfirmProvider>,
    );
    fireEvent.click(await screen.findByTestId('move-cancelled'));
    expect((await screen.findByTestId('confirm-cancel')).textContent).toBe('Keep booking');
    expect(screen.getByTestId('confirm-accept').textContent).toBe('Cancel booking');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('confirm-cancel')).toBeNull());
    expect(set).not.toHaveBeenCalled();
  });

  it('calls a taxi ride (a transfer booked as a taxi) a taxi', async () => {
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(
      detail('transfer', { mode: 'taxi', pickup: { name: 'Trabzon Airport' }, dropoff: { name: 'Uzungöl' } }),
    );
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    await screen.findByTestId('drawer-route');
    expect(screen.getByText('Type').nextElementSibling?.textContent).toBe('Taxi');
  });

  it('shows no party for a car rental, even the 2 an older rental kept; a transfer keeps its passengers', async () => {
    const route = { pickup: { name: 'Trabzon Airport' }, dropoff: { name: 'Uzungöl' } };
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(detail('car-rental', { ...route, vehicleName: 'Economy car', passengers: 2 }));
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    await screen.findByTestId('drawer-route');
    expect(screen.queryByText('Guests')).toBeNull();
    expect(screen.queryByTestId('drawer-guests')).toBeNull();
    cleanup();

    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(detail('transfer', { ...route, passengers: 2 }));
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    await screen.findByTestId('drawer-route');
    // A transfer carries passengers, not guests.
    expect(screen.queryByText('Guests')).toBeNull();
    expect(screen.getByText('Passengers').nextElementSibling?.textContent).toBe('2');
  });

  it.each([
    ['en', 'Table', 'T4 (Terrace)'],
    ['tr', 'Masa', 'T4 (Teras)'],
    ['ar', 'الطاولة', 'T4 (تراس)'],
  ] as const)('%s: names the table a reservation holds', async (language, label, text) => {
    await switchLanguage(language);
    const data = { ...detail('restaurant', { restaurantName: 'Kalkanoğlu Pilavı' }), table: { number: 'T4', location: 'terrace' } };
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(data);
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    const table = await screen.findByTestId('drawer-table');
    expect(table.textContent).toBe(text);
    expect(table.previousElementSibling?.textContent).toBe(label);
    await switchLanguage('en');
  });

  it('points a route’s arrow the way an Arabic page reads', async () => {
    await switchLanguage('ar');
    try {
      vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(
        detail('transfer', { pickup: { name: 'Trabzon Airport' }, dropoff: { name: 'Uzungöl' } }),
      );
      renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
      expect((await screen.findByTestId('drawer-route')).textContent).toBe('Trabzon Airport ← Uzungöl');
    } finally {
      await switchLanguage('en');
    }
  });

  it("reads a flight's route from the right in Arabic, as its price line does", async () => {
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(detail('flight', ROUND_TRIP));
    await switchLanguage('ar');
    try {
      renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
      const service = await screen.findByTestId('drawer-service');
      // As routeText writes it; its isolate runs right to left, so the first TZX stands at the right.
      expect(service.textContent).toBe('\u2068TZX\u2069 ← \u2068IST\u2069 ← \u2068TZX\u2069');
      expect(service.querySelector('bdi')?.getAttribute('dir')).toBe('rtl');
    } finally {
      await switchLanguage('en');
    }
  });

  it("reads a flight's legs from the right in Arabic: the arrow points left, each airport and time isolated", async () => {
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(detail('flight', ROUND_TRIP));
    await switchLanguage('ar');
    try {
      renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
      const outbound = await screen.findByTestId('drawer-outbound');
      const day = formatDate('2030-12-13', 'ar');
      expect(outbound.textContent).toBe(`Turkish Airlines TK2831 TZX ${day} 13:45 ← IST ${day} 15:50`);
      expect([...outbound.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
        'Turkish Airlines',
        'TK2831',
        'TZX',
        `${day} 13:45`,
        'IST',
        `${day} 15:50`,
      ]);
      const back = formatDate('2030-12-16', 'ar');
      expect(screen.getByTestId('drawer-inbound').textContent).toBe(`Turkish Airlines TK2840 IST ${back} 09:05 ← TZX ${back} 11:00`);
      expect(screen.getByTestId('drawer-cabin').textContent).toBe('رجال الأعمال');
    } finally {
      await switchLanguage('en');
    }
  });

  it('shows the phone left to right in Arabic, like the e-mail', async () => {
    const data = detail('hotel', {});
    data.booking.contact.phone = '+90 532 111 22 33';
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(data);
    await switchLanguage('ar');
    try {
      renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
      const phone = await screen.findByText('+90 532 111 22 33');
      expect(phone.tagName).toBe('BDI');
      expect(phone.getAttribute('dir')).toBe('ltr');
      expect(screen.getByText('ada@example.com').getAttribute('dir')).toBe('ltr');
    } finally {
      await switchLanguage('en');
    }
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

  it('puts the start time beside the start date, not the end date', async () => {
    const data = detail('hotel', {});
    data.booking.startTime = '14:00';
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(data);
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    expect((await screen.findByTestId('drawer-dates')).textContent).toBe('Dec 13, 2030 14:00 – Dec 16, 2030');
  });

  it('puts the end time beside the end date, or after the start time when it ends the same day', async () => {
    const stay = detail('hotel', {});
    Object.assign(stay.booking, { startTime: '14:00', endTime: '12:00' });
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(stay);
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    expect((await screen.findByTestId('drawer-dates')).textContent).toBe('Dec 13, 2030 14:00 – Dec 16, 2030 12:00');
    cleanup();
    const oneWay = detail('flight', {});
    Object.assign(oneWay.booking, { endDate: '2030-12-13', startTime: '09:10', endTime: '11:05' });
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(oneWay);
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    expect((await screen.findByTestId('drawer-dates')).textContent).toBe('Dec 13, 2030 09:10 – 11:05');
  });

  it('isolates each service date from the Arabic around it, the time with its start date', async () => {
    const data = detail('hotel', {});
    data.booking.startTime = '14:00';
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(data);
    await switchLanguage('ar');
    try {
      renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
      const dates = [...(await screen.findByTestId('drawer-dates')).querySelectorAll('bdi')].map((bdi) => bdi.textContent);
      expect(dates).toHaveLength(2);
      expect(dates[0]).toMatch(/14:00$/);
      expect(dates[1]).not.toMatch(/14:00/);
    } finally {
      await switchLanguage('en');
    }
  });

  it("shows a round trip's cabin, its legs with the airline in local time, the airline's reference and what is kept of each traveller's document", async () => {
    const document = { nationality: 'TR', documentType: 'passport', documentExpiry: '2034-05-01' };
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(
      detail('flight', {
        ...ROUND_TRIP,
        providerOrderId: 'order-1',
        providerReference: 'QX7T2B',
        traveller: { ...document, dateOfBirth: '1990-04-02', documentNumberLast4: '5678' },
        otherTravellers: [{ firstName: 'Can', lastName: 'Yılmaz', ...document, dateOfBirth: '2015-03-02', documentNumberLast4: '4321' }],
      }),
    );
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    expect((await screen.findByTestId('drawer-service')).textContent).toBe('TZX → IST → TZX');
    expect(screen.getByTestId('drawer-cabin').textContent).toBe('Business');
    expect(screen.getByTestId('drawer-outbound').textContent).toBe(
      'Turkish Airlines TK2831 TZX Dec 13, 2030 13:45 → IST Dec 13, 2030 15:50',
    );
    expect(screen.getByTestId('drawer-inbound').textContent).toBe(
      'Turkish Airlines TK2840 IST Dec 16, 2030 09:05 → TZX Dec 16, 2030 11:00',
    );
    expect(screen.getByTestId('drawer-airline-reference').textContent).toBe('QX7T2B');
    expect(screen.getAllByTestId('drawer-document').map((line) => line.textContent)).toEqual([
      'Ada Yılmaz (lead traveller): born Apr 2, 1990 · nationality TR · passport •••• 5678 · valid until May 1, 2034',
      'Can Yılmaz: born Mar 2, 2015 · nationality TR · passport •••• 4321 · valid until May 1, 2034',
    ]);
  });

  it('shows a one-way flight as such, and only the document fields it has', async () => {
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(
      detail('flight', { tripType: 'oneWay', origin: 'TZX', destination: 'IST', traveller: { nationality: 'DE' } }),
    );
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    expect((await screen.findByTestId('drawer-service')).textContent).toBe('TZX → IST');
    expect(screen.queryByTestId('drawer-inbound')).toBeNull();
    expect(screen.queryByTestId('drawer-cabin')).toBeNull();
    expect(screen.queryByTestId('drawer-airline-reference')).toBeNull();
    expect(screen.getByTestId('drawer-document').textContent).toBe('Ada Yılmaz (lead traveller): nationality DE');
  });
});

describe('BookingDrawer: a free table reservation', () => {
  const freeTable = () => {
    const data = detail('restaurant', { restaurantName: 'Kalkanoğlu Pilavı', partySize: 2 });
    data.booking.lineItems = [{ label: 'Table for 2', quantity: 1, unitPrice: 0, total: 0 }] as never;
    return data;
  };

  afterEach(() => switchLanguage('en'));

  it.each([
    ['en', 'No charge: the reservation is free and the guest pays the bill at the restaurant.'],
    ['tr', 'Ücretsiz: rezervasyon ücretsizdir, misafir hesabı restoranda öder.'],
    ['ar', 'بدون رسوم: الحجز مجاني ويدفع الضيف الفاتورة في المطعم.'],
  ] as const)('%s: says "no charge" instead of $0.00 lines', async (language, text) => {
    await switchLanguage(language);
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(freeTable());
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    expect((await screen.findByTestId('drawer-no-charge')).textContent).toBe(text);
    expect(screen.queryByTestId('drawer-total')).toBeNull();
    expect(screen.getByTestId('booking-drawer').textContent).not.toMatch(/0[.,]00/);
  });

  it('a paid booking keeps its breakdown and total', async () => {
    const data = detail('hotel', { hotelName: 'Zigana Lodge' });
    data.booking.lineItems = [{ label: 'Night', quantity: 3, unitPrice: 100, total: 300 }] as never;
    Object.assign(data.booking, { subtotal: 300, total: 300 });
    vi.spyOn(adminBookingsApi, 'get').mockResolvedValue(data);
    renderAdmin(<BookingDrawer id="b1" onClose={vi.fn()} />);
    expect((await screen.findByTestId('drawer-total')).textContent).toBe('$300.00');
    expect(screen.queryByTestId('drawer-no-charge')).toBeNull();
  });
});
