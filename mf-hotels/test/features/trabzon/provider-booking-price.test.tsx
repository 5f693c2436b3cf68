// @vitest-environment happy-dom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingsApi } from '@trabzon/api-client';
import { startI18n } from '../../helpers';
import { QUOTE, mockProvider, openBookingForm, todayBeforeTheStay } from './trabzon-booking';

/** An API answer with this status (and code), as axios rejects it. */
function answered(status: number, code: string, message: string) {
  const response = {
    status,
    data: { statusCode: status, code, message },
    headers: {},
    statusText: '',
    config: {},
  } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_RESPONSE', undefined, undefined, response);
}

const UNAVAILABLE = answered(503, '', 'Service Unavailable');

/** Fills the booking form as Ada Lovelace paying by card. */
function fill(form: HTMLElement) {
  const field = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value } });
  field('First name', 'Ada');
  field('Last name', 'Lovelace');
  field('Email', 'ada@example.com');
  field('Phone', '+905321234567');
  field('Card number', '4111 1111 1111 1111');
  field('Name on card', 'Ada Lovelace');
  field('Expiry', '12/30');
  field('CVV', '123');
}

/** The form's submit button says it cannot confirm: no price is shown to confirm. */
async function refusesWithoutPrice(form: HTMLElement) {
  const submit = within(form).getByTestId('checkout-submit');
  await waitFor(() => expect(submit.textContent).toBe('Cannot confirm without a price'));
  expect(submit.getAttribute('aria-disabled')).toBe('true');
  expect(within(form).queryByTestId('quote-total')).toBeNull();
  expect(within(form).getByText('The price could not be calculated. Please try again.')).toBeTruthy();
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

describe('TrabzonHotelsScreen: a booking is not sent without the price it shows', () => {
  it('a quote that failed: the button says it cannot confirm without a price, and a submit sends nothing', async () => {
    mockProvider();
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(UNAVAILABLE);
    const create = vi.spyOn(bookingsApi, 'create');
    const form = await openBookingForm();
    fill(form);
    await refusesWithoutPrice(form);
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();
  });

  it('a reload that failed after a changed price: the total shown before is not sent again', async () => {
    mockProvider();
    // The price shown, then its reload (the form asks for it when the booking is refused for a changed price) fails.
    vi.spyOn(bookingsApi, 'quote').mockResolvedValueOnce(QUOTE).mockRejectedValue(UNAVAILABLE);
    const create = vi
      .spyOn(bookingsApi, 'create')
      .mockRejectedValue(
        answered(409, 'PRICE_CHANGED', 'The price has changed: the total is now $230.00. Please check it and confirm again.'),
      );
    const form = await openBookingForm();
    fill(form);
    await within(form).findByTestId('quote-total');
    fireEvent.submit(form);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toMatchObject({ type: 'provider-hotel', expectedTotal: 224 });

    await refusesWithoutPrice(form);
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).toHaveBeenCalledTimes(1);
  });
});
