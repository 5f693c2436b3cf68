// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRestaurantsApi } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { AvailabilityScreen } from '../../../src/features/restaurant-availability/AvailabilityScreen';
import { formatDate } from '@trabzon/i18n';
import { isPassedDay, isPastSlot, shiftWeek } from '../../../src/features/restaurant-availability/week';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  await switchLanguage('en');
});

function mockApi(slots: Array<{ time: string; closed?: boolean }> = []) {
  vi.spyOn(adminRestaurantsApi, 'list').mockResolvedValue({
    results: [{ _id: 'r1', name: { en: 'Hamsi Köşkü' }, active: true }],
    total: 1,
  } as never);
  vi.spyOn(adminRestaurantsApi, 'tables').mockResolvedValue({ results: [], total: 0 } as never);
  vi.spyOn(adminRestaurantsApi, 'availability').mockImplementation(
    async (restaurantId, date) =>
      ({
        restaurantId,
        date,
        openingClosed: false,
        dayClosed: false,
        slots: slots.map((slot) => ({ closed: false, custom: false, tablesOffered: [], tablesReserved: 0, ...slot })),
      }) as never,
  );
}

describe('restaurant availability: the week stops at the 365 days the API sets slots for', () => {
  it('pages up to the last day and no further; days after it cannot be chosen', async () => {
    mockApi();
    renderAdmin(<AvailabilityScreen />, '/admin/restaurant-availability');
    const week = await screen.findByRole('group', { name: /week/i });
    const next = within(week).getByRole('button', { name: 'Next week' });
    await waitFor(() => expect(adminRestaurantsApi.availability).toHaveBeenCalled());

    // 52 weeks on, the week shows days 364 to 370 ahead: 364 and 365 can be set, 366 on cannot.
    for (let i = 0; i < 52; i += 1) {
      expect(next.hasAttribute('disabled'), `week ${i}`).toBe(false);
      fireEvent.click(next);
    }
    expect(next.hasAttribute('disabled')).toBe(true);
    const days = within(week)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('aria-pressed'));
    expect(days.map((b) => b.hasAttribute('disabled'))).toEqual([false, false, true, true, true, true, true]);

    const dateField = screen.getByLabelText('Date') as HTMLInputElement;
    expect(dateField.max).toBe(addDays(todayIso(), 365));
    // A date typed beyond the last day comes back to it.
    fireEvent.change(dateField, { target: { value: addDays(todayIso(), 800) } });
    await waitFor(() => expect(adminRestaurantsApi.availability).toHaveBeenLastCalledWith('r1', addDays(todayIso(), 365)));
  });
});

describe('restaurant availability: the week buttons move the day being edited with the strip', () => {
  /** The day buttons of the strip that are pressed (the day the table shows). */
  const pressedDays = (week: HTMLElement) =>
    within(week)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-pressed') === 'true');

  it('Next week selects the same weekday a week on: strip, Date field, heading and slots agree; Previous week comes back', async () => {
    mockApi([{ time: '23:59' }]);
    renderAdmin(<AvailabilityScreen />, '/admin/restaurant-availability');
    const week = await screen.findByRole('group', { name: /week/i });
    await waitFor(() => expect(adminRestaurantsApi.availability).toHaveBeenLastCalledWith('r1', todayIso()));

    fireEvent.click(within(week).getByRole('button', { name: 'Next week' }));
    const nextDay = addDays(todayIso(), 7);
    await waitFor(() => expect(adminRestaurantsApi.availability).toHaveBeenLastCalledWith('r1', nextDay));
    const label = formatDate(nextDay, 'en', { weekday: 'short', day: 'numeric', month: 'short' });
    expect(pressedDays(week).map((b) => b.textContent)).toEqual([label]);
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(nextDay);
    expect((await screen.findByTestId('availability-day')).textContent).toContain(formatDate(nextDay, 'en', { dateStyle: 'full' }));

    fireEvent.click(within(week).getByRole('button', { name: 'Previous week' }));
    // Today's slots come from the cache: the heading shows today again.
    await waitFor(() =>
      expect(screen.getByTestId('availability-day').textContent).toContain(formatDate(todayIso(), 'en', { dateStyle: 'full' })),
    );
    expect(pressedDays(week).map((b) => b.textContent)).toEqual([
      formatDate(todayIso(), 'en', { weekday: 'short', day: 'numeric', month: 'short' }),
    ]);
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(todayIso());
  });

  it('keeps the day inside the weeks that can be set: never before today, never after the last day', () => {
    const today = '2026-11-27';
    const lastDay = addDays(today, 365);
    // Thursday Dec 3 in the week from Nov 30: back a week, the week starts today and the day is today.
    expect(shiftWeek({ weekStart: '2026-11-30', date: '2026-12-03' }, -1, today, lastDay)).toEqual({ weekStart: today, date: today });
    // Near the end, the same weekday a week on would be after the last day: the last day is selected.
    expect(shiftWeek({ weekStart: addDays(lastDay, -13), date: addDays(lastDay, -3) }, 1, today, lastDay)).toEqual({
      weekStart: addDays(lastDay, -6),
      date: lastDay,
    });
  });
});

describe('restaurant availability: slots of today that have started', () => {
  // 21:00 in Istanbul (UTC+3): 11:00 has started, 22:00 has not.
  const evening = new Date('2026-11-27T18:00:00Z');

  it('tells a started slot of today from a later one, in Istanbul time', () => {
    expect(isPastSlot('2026-11-27', '11:00', evening)).toBe(true);
    expect(isPastSlot('2026-11-27', '21:00', evening)).toBe(true);
    expect(isPastSlot('2026-11-27', '21:30', evening)).toBe(false);
    expect(isPastSlot('2026-11-28', '11:00', evening)).toBe(false);
  });

  it('shows them as past, with the reason, and offers no change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(evening);
    mockApi([{ time: '11:00' }, { time: '22:00' }]);
    renderAdmin(<AvailabilityScreen />, '/admin/restaurant-availability');
    const rows = await screen.findAllByTestId('admin-slot-row');
    const [past, later] = rows as [HTMLElement, HTMLElement];

    expect(past.textContent).toContain('Past');
    expect(past.textContent).toMatch(/already started/i);
    expect(within(past).getByRole('button', { name: 'Close 11:00' }).hasAttribute('disabled')).toBe(true);
    expect(within(past).getByRole('button', { name: 'Tables 11:00' }).hasAttribute('disabled')).toBe(true);

    expect(later.textContent).toContain('Open');
    expect(later.textContent).not.toContain('Past');
    expect(within(later).getByRole('button', { name: 'Close 22:00' }).hasAttribute('disabled')).toBe(false);
  });

  it('says so in Turkish and Arabic', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(evening);
    mockApi([{ time: '11:00' }]);
    await switchLanguage('tr');
    renderAdmin(<AvailabilityScreen />, '/admin/restaurant-availability');
    expect((await screen.findByTestId('slot-past')).textContent).toContain('Geçti');
    await switchLanguage('ar');
    await waitFor(() => expect(screen.getByTestId('slot-past').textContent).toContain('انقضى'));
  });
});

describe('restaurant availability: the whole of today once every slot has started', () => {
  // 22:30 in Istanbul (UTC+3): 11:00 and 22:00 have both started.
  const late = new Date('2026-11-27T19:30:00Z');
  const evening = new Date('2026-11-27T18:00:00Z');

  it('is passed only for today, when it has slots and all have started', () => {
    const slots = [{ time: '11:00' }, { time: '22:00' }];
    expect(isPassedDay('2026-11-27', slots, late)).toBe(true);
    expect(isPassedDay('2026-11-27', slots, evening)).toBe(false);
    expect(isPassedDay('2026-11-28', slots, late)).toBe(false);
    expect(isPassedDay('2026-11-27', [], late)).toBe(false);
  });

  it('offers no "Close the whole day", and says why, in the page language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(late);
    mockApi([{ time: '11:00' }, { time: '22:00' }]);
    renderAdmin(<AvailabilityScreen />, '/admin/restaurant-availability');
    const closeDay = await screen.findByTestId('close-day');
    expect(closeDay.hasAttribute('disabled')).toBe(true);
    const note = screen.getByTestId('day-passed');
    expect(closeDay.getAttribute('aria-describedby')).toBe(note.id);
    expect(note.textContent).toMatch(/every time of today has passed/i);
    await switchLanguage('tr');
    await waitFor(() => expect(screen.getByTestId('day-passed').textContent).toContain('Bugünün tüm saatleri geçti'));
    await switchLanguage('ar');
    await waitFor(() => expect(screen.getByTestId('day-passed').textContent).toContain('مضت كل أوقات اليوم'));
  });

  it('still offers it while a slot of today is to come', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(evening);
    mockApi([{ time: '11:00' }, { time: '22:00' }]);
    renderAdmin(<AvailabilityScreen />, '/admin/restaurant-availability');
    expect((await screen.findByTestId('close-day')).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('day-passed')).toBeNull();
  });
});

describe('restaurant availability: the week buttons keep the keyboard focus', () => {
  // "Previous week" back at this week, or "Next week" at the last one, is disabled by its own press:
  // the browser dropped the focus to <body>.
  it('Previous week back at this week gives the focus to the chosen day', async () => {
    mockApi([{ time: '23:59' }]);
    renderAdmin(<AvailabilityScreen />, '/admin/restaurant-availability');
    const week = await screen.findByRole('group', { name: /week/i });
    await waitFor(() => expect(adminRestaurantsApi.availability).toHaveBeenCalled());
    const next = within(week).getByRole('button', { name: 'Next week' });
    next.focus();
    fireEvent.click(next);
    expect(document.activeElement).toBe(next);
    const previous = within(week).getByRole('button', { name: 'Previous week' });
    previous.focus();
    fireEvent.click(previous);
    await waitFor(() => expect(previous.hasAttribute('disabled')).toBe(true));
    const today = formatDate(todayIso(), 'en', { weekday: 'short', day: 'numeric', month: 'short' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe(today));
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true');
  });

  it('Next week at the last week gives the focus to the chosen day', async () => {
    mockApi();
    renderAdmin(<AvailabilityScreen />, '/admin/restaurant-availability');
    const week = await screen.findByRole('group', { name: /week/i });
    await waitFor(() => expect(adminRestaurantsApi.availability).toHaveBeenCalled());
    const next = within(week).getByRole('button', { name: 'Next week' });
    for (let i = 0; i < 52; i += 1) {
      next.focus();
      fireEvent.click(next);
    }
    expect(next.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true'));
  });
});

describe('restaurant availability: the restaurants cannot be loaded', () => {
  it.each([
    ['en', 'The restaurants could not be loaded.'],
    ['tr', 'Restoranlar yüklenemedi.'],
    ['ar', 'تعذّر تحميل المطاعم.'],
  ] as const)('says so, with Try again that asks again (%s)', async (language, message) => {
    await switchLanguage(language);
    const list = vi
      .spyOn(adminRestaurantsApi, 'list')
      // The cache asks twice (one retry) before it gives up.
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ results: [{ _id: 'r1', name: { en: 'Hamsi Köşkü' }, active: true }], total: 1 } as never);
    vi.spyOn(adminRestaurantsApi, 'tables').mockResolvedValue({ results: [], total: 0 } as never);
    vi.spyOn(adminRestaurantsApi, 'availability').mockResolvedValue({
      restaurantId: 'r1',
      date: todayIso(),
      openingClosed: false,
      dayClosed: false,
      slots: [],
    } as never);
    renderAdmin(<AvailabilityScreen />, '/admin/restaurant-availability');
    expect(await screen.findByText(message, {}, { timeout: 4000 })).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('error-panel')).getByRole('button'));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });
});
