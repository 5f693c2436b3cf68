// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { formatDate } from '@trabzon/i18n';
import { MemoryRouter } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { PANEL_RESTAURANT, startI18n } from '../../render';

const api = vi.hoisted(() => ({ slots: vi.fn() }));
vi.mock('@trabzon/api-client', async (original) => {
  const actual = await original<typeof ApiClient>();
  return { ...actual, restaurantsApi: { ...actual.restaurantsApi, slots: api.slots } };
});

const { ReservationPanel } = await import('../../../src/features/detail/ReservationPanel');

/** The largest active table seats 6. */
const RESTAURANT = { ...PANEL_RESTAURANT, maxPartySize: 6 };

function renderPanel(date: string, guests: string) {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter>
        <ReservationPanel restaurant={RESTAURANT} initial={{ date, guests, time: '', requests: '' }} />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The party size the form started from (happy-dom's select then reports its first option, so later calls say 1). */
const askedPartySize = () => api.slots.mock.calls[0]?.[2];
const dateShown = () => (screen.getByLabelText('Date') as HTMLInputElement).value;

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  api.slots.mockReset();
});

describe('ReservationPanel: link values it cannot use', () => {
  it('says the date beyond the booking window was replaced, and by which date', async () => {
    api.slots.mockImplementation((_id: string, date: string) =>
      Promise.resolve({ date, partySize: 4, seatingMinutes: 90, slots: [{ time: '21:30', available: true }] }),
    );
    renderPanel(addDays(todayIso(), 90), '4');
    const notice = await screen.findByTestId('reserve-link-notice');
    expect(notice.textContent).toBe(
      `We could not use the date in the link (tables can be reserved from today up to 60 days ahead), so the form starts from ${formatDate(dateShown(), 'en')}.`,
    );
    expect(askedPartySize()).toBe(4);
  });

  it('says a past date was replaced', async () => {
    api.slots.mockImplementation((_id: string, date: string) =>
      Promise.resolve({ date, partySize: 2, seatingMinutes: 90, slots: [{ time: '21:30', available: true }] }),
    );
    renderPanel(addDays(todayIso(), -3), '');
    expect((await screen.findByTestId('reserve-link-notice')).textContent).toContain('We could not use the date in the link');
  });

  it('starts a party above the maximum from the maximum and says so', async () => {
    api.slots.mockResolvedValue({ date: '', partySize: 6, seatingMinutes: 90, slots: [] });
    renderPanel(addDays(todayIso(), 5), '8');
    await waitFor(() => expect(api.slots).toHaveBeenCalled());
    expect(askedPartySize()).toBe(6);
    expect(screen.getByTestId('reserve-link-notice').textContent).toBe(
      'We could not use the party size in the link (up to 6 guests here), so the form starts from 6 guests.',
    );
  });

  it('starts an unreadable party size from 2 and says so', async () => {
    api.slots.mockResolvedValue({ date: '', partySize: 2, seatingMinutes: 90, slots: [] });
    renderPanel(addDays(todayIso(), 5), 'many');
    await waitFor(() => expect(api.slots).toHaveBeenCalled());
    expect(askedPartySize()).toBe(2);
    expect(screen.getByTestId('reserve-link-notice').textContent).toContain('so the form starts from 2 guests.');
  });

  it('says nothing when the link has usable values, or none', async () => {
    api.slots.mockResolvedValue({ date: '', partySize: 6, seatingMinutes: 90, slots: [] });
    renderPanel(addDays(todayIso(), 5), '6');
    await waitFor(() => expect(api.slots).toHaveBeenCalled());
    expect(screen.queryByTestId('reserve-link-notice')).toBeNull();
    cleanup();
    renderPanel('', '');
    await waitFor(() => expect(api.slots).toHaveBeenCalled());
    expect(screen.queryByTestId('reserve-link-notice')).toBeNull();
  });
});
