// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminBookingsApi } from '@trabzon/api-client';
import { BookingsScreen } from '../../../src/features/bookings/BookingsScreen';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

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

    fireEvent.change(screen.getByLabelText('Reference, name or e-mail'), { target: { value: 'guest3' } });
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
