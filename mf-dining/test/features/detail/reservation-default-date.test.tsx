// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@trabzon/api-client';
import type { RestaurantDetail, SlotsResponse } from '@trabzon/api-client';
import { renderWithProviders, startI18n } from '../../render';

const api = vi.hoisted(() => ({ slots: vi.fn() }));
vi.mock('@trabzon/api-client', async (original) => {
  const actual = await original<typeof ApiClient>();
  return { ...actual, restaurantsApi: { ...actual.restaurantsApi, slots: api.slots } };
});

const { ReservationPanel } = await import('../../../src/features/detail/ReservationPanel');

const RESTAURANT = { _id: 'r1', slug: 'hamsi-kosku', name: 'Hamsi Köşkü', maxPartySize: 8, seatingMinutes: 90 } as RestaurantDetail;
// 20:40 UTC is 23:40 in Istanbul, on 14 March 2030: today's service is over.
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

function renderPanel(date = '') {
  renderWithProviders(
    <ReservationPanel restaurant={RESTAURANT} initial={{ date, guests: '2', time: '', requests: '' }} />,
    '/restaurants/hamsi-kosku',
  );
}

const dateField = () => screen.getByLabelText('Date') as HTMLInputElement;

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
    expect(api.slots).toHaveBeenCalledWith('r1', TODAY, 2, expect.anything());
  });

  it('skips a closed day too, to the first date with a free time', async () => {
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
    // A week is asked (today to the 20th), and no further.
    const asked = new Set(api.slots.mock.calls.map(([, date]) => date as string));
    expect([...asked].sort()).toEqual(['14', '15', '16', '17', '18', '19', '20'].map((day) => `2030-03-${day}`));
  });
});
