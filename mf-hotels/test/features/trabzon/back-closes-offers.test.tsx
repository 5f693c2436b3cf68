// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { TrabzonHotelsScreen } from '../../../src/features/trabzon/TrabzonHotelsScreen';
import { addDays, todayIso } from '../../../src/lib/dates';
import { startI18n } from '../../helpers';
import { mockProvider, todayBeforeTheStay } from './trabzon-booking';

const day = (n: number) => addDays(todayIso(), n);

/** The router's navigate, to press the browser's Back. */
let navigate: NavigateFunction = () => undefined;
function History() {
  navigate = useNavigate();
  return null;
}

function renderScreen(url: string) {
  queryClient.clear();
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <History />
        <Routes>
          <Route path="/trabzon-hotels" element={<TrabzonHotelsScreen />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

async function alphaOffersButton(): Promise<HTMLElement> {
  return waitFor(
    () => {
      const found = screen.getAllByTestId('view-offers').find((button) => button.closest('article')?.textContent?.includes('Alpha'));
      if (!found) throw new Error('no card for the real hotel yet');
      return found;
    },
    { timeout: 5000 },
  );
}

beforeAll(async () => {
  await startI18n();
});
beforeEach(todayBeforeTheStay);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('/trabzon-hotels: Back to the previous search', () => {
  it('closes the offers dialog of the search no longer on screen (its dates can no longer be booked)', async () => {
    mockProvider();
    renderScreen(`/trabzon-hotels?checkIn=${day(10)}&checkOut=${day(12)}&guests=2`);
    await alphaOffersButton();

    const form = within(screen.getByTestId('trabzon-search'));
    fireEvent.change(form.getByLabelText('Check-in'), { target: { value: day(20) } });
    fireEvent.change(form.getByLabelText('Check-out'), { target: { value: day(23) } });
    fireEvent.submit(screen.getByTestId('trabzon-search'));
    await waitFor(() => expect((form.getByLabelText('Check-in') as HTMLInputElement).value).toBe(day(20)));

    fireEvent.click(await alphaOffersButton());
    const offers = screen.getByTestId('offers-modal');
    await waitFor(() => expect(within(offers).queryByTestId('book-offer')).not.toBeNull(), { timeout: 5000 });
    expect(offers.hasAttribute('open')).toBe(true);

    act(() => navigate(-1));
    await waitFor(() => expect((form.getByLabelText('Check-in') as HTMLInputElement).value).toBe(day(10)));
    await waitFor(() => expect(screen.getByTestId('offers-modal').hasAttribute('open')).toBe(false));
    expect(screen.queryByTestId('provider-booking-modal')?.hasAttribute('open') ?? false).toBe(false);
  });
});
