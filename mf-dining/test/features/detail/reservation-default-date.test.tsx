// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@trabzon/api-client';
import type { RestaurantDetail, SlotsResponse } from '@trabzon/api-client';
import { OPEN_DAY, PANEL_RESTAURANT, renderWithProviders, startI18n } from '../../render';

const api = vi.hoisted(() => ({ slots: vi.fn() }));
vi.mock('@trabzon/api-client', async (original) => {
  const actual = await original<typeof ApiClient>();
  return { ...actual, restaurantsApi: { ...actual.restaurantsApi, slots: api.slots } };
});

const { ReservationPanel } = await import('../../../src/features/detail/ReservationPanel');

const DAY = OPEN_DAY;
const RESTAURANT = PANEL_RESTAURANT;
// Closed on Fridays (5) and Saturdays (6).
const CLOSED_FRI_SAT = { ...RESTAURANT, hours: [DAY, DAY, DAY, DAY, DAY, null, null] } as RestaurantDetail;
// 20:40 UTC is 23:40 in Istanbul, on Thursday 14 March 2030: today's service is over.
const NOW = new Date('2030-03-14T20:40:00.000Z');
const TODAY = '2030-03-14';
const TOMORROW = '2030-03-15';

/** GET /slots: `times` per date (free unless listed in `full`); any other date is closed. */
function answerSlots(times: Record<string, string[]>, full: string[] = []) {
  api.slots.mockImplementation(async (_id: string, date: string, partySize: number): Promise<SlotsResponse> => ({
    date,
    partySize,
    seatingMinutes: 90,
    slots: (times[date] ?? []).map((time) => ({ time, available: !full.includes(time) })),
  }));
}

/**
 * For 1 guest, the party select's first option: happy-dom's select does not take the value
 * react-hook-form gives it, and the form would ask each date again for 1 guest, doubling the count.
 */
function renderPanel(date = '', restaurant = RESTAURANT) {
  renderWithProviders(
    <ReservationPanel restaurant={restaurant} initial={{ date, guests: '1', time: '', requests: '' }} />,
    '/restaurants/hamsi-kosku',
  );
}

const dateField = () => screen.getByLabelText('Date') as HTMLInputElement;
/** Every request to GET /slots, by date, in order. */
const askedDates = () => api.slots.mock.calls.map(([, date]) => date as string);

beforeAll(() => startI18n('en'));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  api.slots.mockReset();
});

describe('ReservationPanel: the date it starts from', () => {
  it("at 23:40 Istanbul time, with no date asked, starts from tomorrow (today's service is over)", async () => {
    answerSlots({ [TOMORROW]: ['19:00', '19:30'] });
    renderPanel();
    expect(await screen.findByRole('option', { name: '19:00' }, { timeout: 5000 })).toBeTruthy();
    expect(dateField().value).toBe(TOMORROW);
    expect(screen.queryByTestId('no-slots')).toBeNull();
    // Today's last seating (21:30) has passed: only tomorrow is asked.
    expect(askedDates()).toEqual([TOMORROW]);
  });

  it('asks today while its last seating is still ahead (19:30 Istanbul, 60 minutes before 21:30)', async () => {
    vi.setSystemTime(new Date('2030-03-14T16:30:00.000Z'));
    answerSlots({ [TODAY]: ['21:30'] });
    renderPanel();
    expect(await screen.findByRole('option', { name: '21:30' }, { timeout: 5000 })).toBeTruthy();
    expect(dateField().value).toBe(TODAY);
    expect(askedDates()).toEqual([TODAY]);
  });

  it('skips a day the slots API says is closed (a closed day set by staff), to the first date with a free time', async () => {
    answerSlots({ '2030-03-16': ['12:00'] });
    renderPanel();
    expect(await screen.findByRole('option', { name: '12:00' }, { timeout: 5000 })).toBeTruthy();
    expect(dateField().value).toBe('2030-03-16');
  });

  it('keeps a date the address asks for, and says that today is over rather than blame the party size', async () => {
    answerSlots({ [TOMORROW]: ['19:00'] });
    renderPanel(TODAY);
    expect((await screen.findByTestId('no-slots')).textContent).toBe('Reservations for today are over. Please choose another date.');
    expect(dateField().value).toBe(TODAY);
    expect(api.slots).not.toHaveBeenCalled();
  });

  it('a date whose every table is taken for the party still suggests another date or party size', async () => {
    answerSlots({ [TOMORROW]: ['19:00'] }, ['19:00']);
    renderPanel(TOMORROW);
    expect((await screen.findByTestId('no-slots')).textContent).toBe(
      'No table is free on this date for this party. Please try another date or party size.',
    );
  });

  it('nothing free all week: back to today, with the reason', async () => {
    answerSlots({});
    renderPanel();
    await waitFor(
      () => expect(screen.getByTestId('no-slots').textContent).toBe('Reservations for today are over. Please choose another date.'),
      { timeout: 5000 },
    );
    expect(dateField().value).toBe(TODAY);
    // A week is looked through (today to the 20th), and no further; today, over, is not asked.
    expect(askedDates()).toEqual(['15', '16', '17', '18', '19', '20'].map((day) => `2030-03-${day}`));
  });

  it('closed on Fridays and Saturdays, late on Thursday: the first date asked is Sunday', async () => {
    answerSlots({ '2030-03-17': ['12:00'] });
    renderPanel('', CLOSED_FRI_SAT);
    expect(await screen.findByRole('option', { name: '12:00' }, { timeout: 5000 })).toBeTruthy();
    expect(dateField().value).toBe('2030-03-17');
    expect(askedDates()).toEqual(['2030-03-17']);
  });

  it('closed on Fridays and Saturdays, nothing free: asks only the open days of the week, one request each', async () => {
    answerSlots({});
    renderPanel('', CLOSED_FRI_SAT);
    await waitFor(
      () => expect(screen.getByTestId('no-slots').textContent).toBe('Reservations for today are over. Please choose another date.'),
      { timeout: 5000 },
    );
    expect(dateField().value).toBe(TODAY);
    expect(askedDates()).toEqual(['17', '18', '19', '20'].map((day) => `2030-03-${day}`));
  });

  it('a closed weekday the visitor picks says so without asking', async () => {
    answerSlots({ '2030-03-17': ['12:00'] });
    renderPanel('2030-03-22', CLOSED_FRI_SAT);
    expect((await screen.findByTestId('no-slots')).textContent).toBe(
      'The restaurant takes no reservations on this date. Please choose another date.',
    );
    expect(api.slots).not.toHaveBeenCalled();
  });

  it("the visitor's own date stops the search, even one without a free time", async () => {
    let answerTomorrow: (answer: SlotsResponse) => void = () => undefined;
    api.slots.mockImplementation(async (_id: string, date: string, partySize: number): Promise<SlotsResponse> => {
      if (date === TOMORROW) return new Promise((resolve) => (answerTomorrow = resolve));
      return { date, partySize, seatingMinutes: 90, slots: [{ time: '19:00', available: date !== '2030-03-16' }] };
    });
    renderPanel();
    await waitFor(() => expect(askedDates()).toEqual([TOMORROW]));
    fireEvent.change(dateField(), { target: { value: '2030-03-16' } });
    expect((await screen.findByTestId('no-slots', {}, { timeout: 5000 })).textContent).toBe(
      'No table is free on this date for this party. Please try another date or party size.',
    );
    // Tomorrow's answer, with nothing free, comes too late to move the form on.
    answerTomorrow({ date: TOMORROW, partySize: 1, seatingMinutes: 90, slots: [] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dateField().value).toBe('2030-03-16');
    expect(askedDates()).toEqual([TOMORROW, '2030-03-16']);
  });
});
