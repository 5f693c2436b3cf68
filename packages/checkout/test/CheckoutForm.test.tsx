// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingsApi, type Booking } from '@trabzon/api-client';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { AppProviders, queryClient } from '@trabzon/ui';
import { CheckoutForm, type CheckoutFormProps } from '../src';

function conflict(message: string) {
  const response = { status: 409, data: { message }, headers: {}, statusText: 'Conflict', config: {} } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

function renderForm(props: Partial<CheckoutFormProps> = {}) {
  queryClient.clear();
  return render(
    <AppProviders>
      <CheckoutForm type="restaurant" details={{ restaurantId: 'r1' }} onBooked={() => undefined} {...props} />
    </AppProviders>,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CheckoutForm (react-hook-form) with the verticals\' additions', () => {
  it('restaurant: no card fields, pays at the venue, starts from the given special requests, and a 409 says why the table was refused', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockRejectedValue(conflict('Fully booked at 20:00'));
    renderForm({ variant: 'restaurant', defaults: { specialRequests: 'Window seat' } });
    expect(screen.queryByLabelText('Card number', { exact: false })).toBeNull();
    expect((screen.getByLabelText('Special requests', { exact: false }) as HTMLTextAreaElement).value).toBe('Window seat');
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill('Phone', '+905321234567');
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(screen.getByTestId('checkout-error').textContent).toBe('This table is no longer free. Fully booked at 20:00'));
    const body = create.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(body.payment).toEqual({ method: 'payAtHotel' });
    expect(body.specialRequests).toBe('Window seat');
  });

  it('conflictText replaces the default sold-out message on a 409', async () => {
    vi.spyOn(bookingsApi, 'create').mockRejectedValue(conflict('price'));
    renderForm({ type: 'hotel', variant: 'hotel', conflictText: 'The price changed.' });
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill('Phone', '+905321234567');
    fireEvent.click(screen.getByLabelText('Pay at', { exact: false }));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(screen.getByTestId('checkout-error').textContent).toBe('The price changed.'));
  });

  it('flight: the billing address is required before anything is sent', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    renderForm({ type: 'flight', variant: 'flight' });
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(screen.getByTestId('checkout-error')).toBeTruthy());
    expect(screen.getByLabelText('Billing address', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });
});
