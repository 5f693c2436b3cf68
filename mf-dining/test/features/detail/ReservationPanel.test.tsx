// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@trabzon/api-client';
import type { SlotsResponse } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { AddressBar } from '@trabzon/router/testing';
import { formatDate } from '@trabzon/i18n';
import { AppProviders, queryClient } from '@trabzon/ui';
import { PANEL_RESTAURANT, startI18n } from '../../render';

const api = vi.hoisted(() => ({ slots: vi.fn() }));
vi.mock('@trabzon/api-client', async (original) => {
  const actual = await original<typeof ApiClient>();
  return { ...actual, restaurantsApi: { ...actual.restaurantsApi, slots: api.slots } };
});

const { ReservationPanel } = await import('../../../src/features/detail/ReservationPanel');

const RESTAURANT = PANEL_RESTAURANT;
const DATE = addDays(todayIso(), 5);
const SLOTS: SlotsResponse = {
  date: DATE,
  partySize: 4,
  seatingMinutes: 90,
  slots: [
    { time: '19:00', available: true },
    { time: '19:30', available: false },
    { time: '20:00', available: true },
  ],
};

function renderPanel(time: string, requests: string) {
  queryClient.clear();
  const start = { date: DATE, guests: '4', time, requests };
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/restaurants/hamsi-kosku?date=${DATE}&guests=4`]}>
        <Routes>
          <Route path="/restaurants/:id" element={<ReservationPanel restaurant={RESTAURANT} initial={start} />} />
          <Route path="/restaurant-booking" element={<p>booking step</p>} />
        </Routes>
        <AddressBar backLabel="browser back" />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  api.slots.mockReset();
});

describe('ReservationPanel: back from the booking step with the same choice', () => {
  // That the time and party size show again is checked in a browser (e2e dining.spec): happy-dom's
  // select does not take the value react-hook-form gives it.
  it('starts from the special requests in the address', async () => {
    api.slots.mockResolvedValue(SLOTS);
    renderPanel('20:00', 'A high chair, please');
    await screen.findByRole('option', { name: '20:00' });
    expect((screen.getByLabelText('Special requests', { exact: false }) as HTMLTextAreaElement).value).toBe('A high chair, please');
  });

  it("writes the choice into the restaurant page's address before going on, so the browser's Back finds it", async () => {
    api.slots.mockResolvedValue(SLOTS);
    renderPanel('', '');
    await screen.findByRole('option', { name: '20:00' });
    fireEvent.change(screen.getByLabelText('Party size'), { target: { value: '4' } });
    await waitFor(() => expect((screen.getByLabelText('Time') as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '19:00' } });
    fireEvent.change(screen.getByLabelText('Special requests', { exact: false }), { target: { value: ' By the window ' } });
    fireEvent.click(screen.getByTestId('reserve-submit'));
    await screen.findByText('booking step');
    expect(screen.getByTestId('address').textContent).toBe(
      `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19%3A00&party=4&requests=By+the+window`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        `/restaurants/hamsi-kosku?date=${DATE}&guests=4&time=19%3A00&requests=By+the+window`,
      ),
    );
  });
});

describe('ReservationPanel: why a time or a date cannot be booked', () => {
  afterEach(() => startI18n('en'));

  it.each([
    ['en', '19:30 (closed)', '20:00 (full)'],
    ['tr', '19:30 (kapalı)', '20:00 (dolu)'],
    ['ar', '19:30 (مغلق)', '20:00 (ممتلئ)'],
  ] as const)('in %s: a time staff closed says so, not that it is full', async (language, closed, full) => {
    await startI18n(language);
    api.slots.mockResolvedValue({
      ...SLOTS,
      slots: [
        { time: '19:00', available: true },
        { time: '19:30', available: false, reason: 'closed' },
        { time: '20:00', available: false, reason: 'full' },
        // An answer without a reason reads as full, as before.
        { time: '20:30', available: false },
      ],
    } satisfies SlotsResponse);
    renderPanel('', '');
    const closedOption = (await screen.findByRole('option', { name: closed })) as HTMLOptionElement;
    expect(closedOption.disabled).toBe(true);
    expect((screen.getByRole('option', { name: full }) as HTMLOptionElement).disabled).toBe(true);
    expect(screen.getByRole('option', { name: full.replace('20:00', '20:30') })).toBeTruthy();
  });

  it('a link to a date staff closed says the restaurant takes no reservations that day', async () => {
    api.slots.mockResolvedValue({ ...SLOTS, slots: [], dayClosed: true } satisfies SlotsResponse);
    renderPanel('19:00', '');
    const message = await screen.findByTestId('no-slots');
    expect(message.textContent).toBe(`The restaurant is not taking reservations on ${formatDate(DATE, 'en')}. Please choose another date.`);
  });
});
