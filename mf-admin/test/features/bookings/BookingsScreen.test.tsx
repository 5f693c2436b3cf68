// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminBookingsApi } from '@trabzon/api-client';
import { ToastProvider } from '@trabzon/ui';
import { BookingsScreen } from '../../../src/features/bookings/BookingsScreen';
import { apiRefusal, renderAdmin, startI18n, switchLanguage } from '../../helpers';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BookingsScreen filters', () => {
  it('refuses an end date before its start at the field, and asks the API nothing', async () => {
    const list = vi.spyOn(adminBookingsApi, 'list').mockResolvedValue({ results: [], total: 0, page: 1, pages: 0 } as never);
    renderAdmin(<BookingsScreen />, '/admin/bookings');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByLabelText('Booked from'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText('Booked to'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByTestId('filter-apply'));

    const to = screen.getByLabelText('Booked to');
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(to.getAttribute('aria-describedby')!)?.textContent).toBe('The end cannot be before the start');
    expect(list).toHaveBeenCalledTimes(1);

    // The same day at both ends is a range of one day.
    fireEvent.change(to, { target: { value: '2026-03-02' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ createdFrom: '2026-03-02', createdTo: '2026-03-02' })),
    );
    expect(screen.queryByText('The end cannot be before the start')).toBeNull();
  });

  // QA: the message showed at "Service to" but the focus stayed on "Apply filters" (en and tr): the
  // message, shown as the press on Apply left the field, pushed Apply from under the pointer.
  it('clicked with a reversed range just typed: Apply stays put under the press, then the focus moves to "Service to"', async () => {
    const list = vi.spyOn(adminBookingsApi, 'list').mockResolvedValue({ results: [], total: 0, page: 1, pages: 0 } as never);
    renderAdmin(<BookingsScreen />, '/admin/bookings');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByLabelText('Service from'), { target: { value: '2026-12-30' } });
    const to = screen.getByLabelText('Service to');
    to.focus();
    fireEvent.change(to, { target: { value: '2026-12-01' } });
    const apply = screen.getByTestId('filter-apply');
    // A mouse press on Apply: it takes the focus from "Service to" before the button is released.
    fireEvent.pointerDown(apply);
    apply.focus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // No message appears under the field meanwhile, to push Apply from under the pointer (the click would miss it).
    expect(to.getAttribute('aria-invalid')).toBeNull();
    fireEvent.pointerUp(apply);
    fireEvent.click(apply);
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(to));
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('focuses the first of two refused ranges, in the order the filters show them', async () => {
    const list = vi.spyOn(adminBookingsApi, 'list').mockResolvedValue({ results: [], total: 0, page: 1, pages: 0 } as never);
    renderAdmin(<BookingsScreen />, '/admin/bookings');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByLabelText('Service from'), { target: { value: '2026-12-30' } });
    fireEvent.change(screen.getByLabelText('Service to'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Booked from'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText('Booked to'), { target: { value: '2026-03-01' } });
    const apply = screen.getByTestId('filter-apply');
    apply.focus();
    fireEvent.click(apply);
    await waitFor(() => expect(screen.getByLabelText('Booked to').getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Service to')));
    expect(list).toHaveBeenCalledTimes(1);
  });

  // QA: the message stayed in English after the header's switch to Turkish.
  it('says a refused range again in the language the page switches to', async () => {
    const list = vi.spyOn(adminBookingsApi, 'list').mockResolvedValue({ results: [], total: 0, page: 1, pages: 0 } as never);
    renderAdmin(<BookingsScreen />, '/admin/bookings');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByLabelText('Booked from'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText('Booked to'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    await screen.findByText('The end cannot be before the start');
    try {
      await switchLanguage('tr');
      expect(await screen.findByText('Bitiş, başlangıçtan önce olamaz')).toBeTruthy();
      expect(screen.queryByText('The end cannot be before the start')).toBeNull();
    } finally {
      await switchLanguage('en');
    }
  });

  it('Reset clears a refused range that was never applied, and the filters work again', async () => {
    const list = vi.spyOn(adminBookingsApi, 'list').mockResolvedValue({ results: [], total: 0, page: 1, pages: 0 } as never);
    renderAdmin(<BookingsScreen />, '/admin/bookings');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByLabelText('Booked from'), { target: { value: '2026-12-31' } });
    fireEvent.change(screen.getByLabelText('Booked to'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    await screen.findByText('The end cannot be before the start');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect((screen.getByLabelText('Booked from') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Booked to') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('The end cannot be before the start')).toBeNull();

    fireEvent.change(screen.getByLabelText('Reference, name or email'), { target: { value: 'guest3' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'guest3' })));
  });

  it('past the last page (its last row cancelled away, an old link) shows the last page instead of "Page 2 of 1"', async () => {
    const list = vi
      .spyOn(adminBookingsApi, 'list')
      .mockImplementation(async (query) =>
        (query.page ?? 1) > 1
          ? ({ results: [], total: 25, page: query.page, pages: 1 } as never)
          : ({ results: [], total: 25, page: 1, pages: 1 } as never),
      );
    renderAdmin(<BookingsScreen />, '/admin/bookings?status=confirmed&page=2');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'confirmed', page: 1 })));
  });

  it('says there are no bookings yet when no filter is set, and that none match when one is', async () => {
    vi.spyOn(adminBookingsApi, 'list').mockResolvedValue({ results: [], total: 0, page: 1, pages: 0 } as never);
    renderAdmin(<BookingsScreen />, '/admin/bookings');
    expect(await screen.findByText('No bookings yet.')).toBeTruthy();
    expect(screen.queryByText('No bookings match these filters.')).toBeNull();
    cleanup();
    renderAdmin(<BookingsScreen />, '/admin/bookings?status=cancelled');
    expect(await screen.findByText('No bookings match these filters.')).toBeTruthy();
  });

  it('counts one booking in the singular', async () => {
    vi.spyOn(adminBookingsApi, 'list').mockResolvedValue({ results: [], total: 1, page: 1, pages: 1 } as never);
    renderAdmin(<BookingsScreen />, '/admin/bookings');
    expect(await screen.findByText('1 booking')).toBeTruthy();
  });
});

// QA round AA, defect 6: in Arabic the "+" of "+cmd Ada" showed at the name's other end.
describe('BookingsScreen rows', () => {
  it("isolate the customer's name as typed, so a symbol it starts with stays at its start", async () => {
    const row = {
      _id: 'b1',
      reference: 'TZN-1001',
      type: 'hotel',
      status: 'pending',
      contact: { firstName: '+cmd Ada', lastName: 'Yılmaz', email: 'ada@example.com', phone: null },
      details: {},
      startDate: '2030-12-13',
      endDate: '2030-12-16',
      total: 100,
      currency: 'USD',
      createdAt: '2030-12-01T10:00:00.000Z',
    };
    vi.spyOn(adminBookingsApi, 'list').mockResolvedValue({ results: [row], total: 1, page: 1, pages: 1 } as never);
    renderAdmin(<BookingsScreen />, '/admin/bookings');
    await switchLanguage('ar');
    try {
      expect((await screen.findByText('+cmd Ada Yılmaz')).tagName).toBe('BDI');
    } finally {
      await switchLanguage('en');
    }
  });
});

describe('BookingsScreen: a free table reservation', () => {
  it.each([
    ['en', 'No charge'],
    ['tr', 'Ücretsiz'],
    ['ar', 'بدون رسوم'],
  ] as const)('%s: its Total says no charge, not $0.00; a paid booking keeps its price', async (language, text) => {
    const base = {
      contact: { firstName: 'Ada', lastName: 'Yılmaz', email: 'ada@example.com', phone: null },
      startDate: '2030-12-13',
      endDate: null,
      currency: 'USD',
      createdAt: '2030-12-01T10:00:00.000Z',
      status: 'confirmed',
    };
    const table = { ...base, _id: 'b1', reference: 'TR-1001', type: 'restaurant', details: { restaurantName: 'Hamsi Köşkü' }, total: 0 };
    const hotel = { ...base, _id: 'b2', reference: 'TZN-1002', type: 'hotel', details: {}, total: 120 };
    vi.spyOn(adminBookingsApi, 'list').mockResolvedValue({ results: [table, hotel], total: 2, page: 1, pages: 1 } as never);
    await switchLanguage(language);
    try {
      renderAdmin(<BookingsScreen />, '/admin/bookings');
      await screen.findByText('TR-1001');
      const rows = screen.getAllByRole('row');
      const cells = (reference: string) => rows.find((row) => row.textContent?.includes(reference))!.textContent ?? '';
      expect(cells('TR-1001')).toContain(text);
      expect(cells('TR-1001')).not.toMatch(/0[.,]00/);
      expect(cells('TZN-1002')).toMatch(/120[.,]00/);
    } finally {
      await switchLanguage('en');
    }
  });
});

// QA: another admin cancelled the booking first; the drawer and the row kept "Pending" and the toast said
// "Cannot change a booking from cancelled to confirmed" in English on a Turkish page.
describe('BookingsScreen: a move refused because the booking changed meanwhile', () => {
  it('loads the booking and its row again and says, in the page’s language, what it is now', async () => {
    let status = 'pending';
    const row = () => ({
      _id: 'b1',
      reference: 'TZN-1001',
      type: 'hotel',
      status,
      contact: { firstName: 'Ada', lastName: 'Yılmaz', email: 'ada@example.com', phone: null },
      details: {},
      startDate: '2030-12-13',
      endDate: '2030-12-16',
      total: 100,
      currency: 'USD',
      createdAt: '2030-12-01T10:00:00.000Z',
    });
    vi.spyOn(adminBookingsApi, 'list').mockImplementation(async () => ({ results: [row()], total: 1, page: 1, pages: 1 }) as never);
    vi.spyOn(adminBookingsApi, 'get').mockImplementation(
      async () =>
        ({
          booking: { ...row(), lineItems: [], payment: { method: 'payAtHotel', cardBrand: null, cardLast4: null } },
          history: [],
          providerOrderId: null,
          allowedMoves: status === 'pending' ? ['confirmed'] : [],
        }) as never,
    );
    vi.spyOn(adminBookingsApi, 'setStatus').mockImplementation(async () => {
      status = 'cancelled';
      throw apiRefusal(409, 'Cannot change a booking from cancelled to confirmed');
    });
    await switchLanguage('tr');
    try {
      renderAdmin(
        <ToastProvider>
          <BookingsScreen />
        </ToastProvider>,
        '/admin/bookings?booking=b1',
      );
      fireEvent.click(await screen.findByTestId('move-confirmed'));
      expect((await screen.findByTestId('toast')).textContent).toContain(
        'Bu rezervasyon bu arada başka biri tarafından değiştirildi; durumu artık “İptal edildi”.',
      );
      await waitFor(() => expect(screen.getByTestId('drawer-status').textContent).toBe('İptal edildi'));
      await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('İptal edildi'));
      expect(screen.queryByTestId('move-confirmed')).toBeNull();
    } finally {
      await switchLanguage('en');
    }
  });

  it('names a booking that does not exist (an old ?booking= link) in the page’s language', async () => {
    vi.spyOn(adminBookingsApi, 'list').mockResolvedValue({ results: [], total: 0, page: 1, pages: 0 } as never);
    vi.spyOn(adminBookingsApi, 'get').mockRejectedValue(apiRefusal(404, 'Booking not found'));
    await switchLanguage('ar');
    try {
      renderAdmin(<BookingsScreen />, '/admin/bookings?booking=gone');
      expect(await screen.findByText('لم يُعثر على هذا الحجز؛ ربما يكون الرابط قديمًا.')).toBeTruthy();
      expect(screen.queryByText('Booking not found')).toBeNull();
    } finally {
      await switchLanguage('en');
    }
  });
});

// QA: the sort buttons were named with their glyphs ("Reference↕"); the header's aria-sort says the order.
describe('BookingsScreen: the sort buttons', () => {
  it("are named by their column's label alone, the sorted one and the others alike", async () => {
    vi.spyOn(adminBookingsApi, 'list').mockResolvedValue({ results: [], total: 0, page: 1, pages: 0 } as never);
    renderAdmin(<BookingsScreen />, '/admin/bookings');
    const table = await screen.findByTestId('bookings-table');
    const sortable = [
      ['reference', 'Reference'],
      ['type', 'Type'],
      ['status', 'Status'],
      ['service', 'Service date'],
      ['created', 'Booked on'],
      ['total', 'Total'],
    ] as const;
    for (const [id, label] of sortable) {
      // A string name matches the whole accessible name: "Reference↕" would not be found.
      expect(within(table).getByRole('button', { name: label })).toBe(within(table).getByTestId(`sort-${id}`));
    }
    expect(screen.getByRole('columnheader', { name: 'Booked on' }).getAttribute('aria-sort')).toBe('descending');
  });
});
