// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingsApi } from '@trabzon/api-client';
import { apiFailure } from '@trabzon/ui/testing';
import { startI18n } from '../../helpers';
import { mockProvider, openAlphaCard, todayBeforeTheStay } from './trabzon-booking';

beforeAll(async () => {
  await startI18n();
});
beforeEach(todayBeforeTheStay);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Opens Hotel Alpha's offers and books its offer, the API's quote failing with `status` and `message`: the booking dialog. */
async function bookWithQuote(status: number, message: string): Promise<HTMLElement> {
  mockProvider();
  vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiFailure(status, message));
  fireEvent.click(await openAlphaCard());
  fireEvent.click(await waitFor(() => within(screen.getByTestId('offers-modal')).getByTestId('book-offer'), { timeout: 5000 }));
  return waitFor(() => screen.getByTestId('provider-booking'));
}

describe('/trabzon-hotels: an offer whose price the API refuses', () => {
  // QA: a refusal the screen did not know ("This offer is not priced in USD…") was shown in the API's English.
  it('a refusal the screen does not know says the offer can no longer be booked, in the page’s words', async () => {
    const booking = await bookWithQuote(409, 'This offer is not priced in USD. Please search again.');
    const panel = await within(booking).findByTestId('error-panel');
    expect(panel.textContent).toContain('This offer cannot be booked');
    expect(panel.textContent).toContain('This offer can no longer be booked. Please search again.');
    expect(panel.textContent).not.toContain('priced in USD');
  });

  it('a 429 is no refusal of the offer: the form stays, its price failed with Try again', async () => {
    const booking = await bookWithQuote(429, 'Too many requests');
    const form = await within(booking).findByTestId('checkout-form');
    await waitFor(() => expect(within(form).getByText('The price could not be calculated. Please try again.')).toBeTruthy());
    expect(within(form).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(booking).queryByText('This offer cannot be booked')).toBeNull();
    expect(booking.textContent).not.toContain('Too many requests');
  });
});
