// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@trabzon/api-client';
import { i18n, initI18n } from '@trabzon/i18n';
import { MemoryRouter } from '@trabzon/router';
import { useLocaleStore, useSessionStore } from '@trabzon/stores';
import { AppProviders } from '@trabzon/ui';
import { BookingConfirmation } from '../src';
import { signInAs as signIn } from './helpers/session';

const booking = (userId: string | null) =>
  ({
    _id: 'b1',
    reference: 'TZN-ABC123',
    status: 'confirmed',
    total: 224,
    currency: 'USD',
    userId,
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+905321234567' },
  }) as Booking;

/** The confirmation as every caller shows it: with a way to open the booking. */
function renderConfirmation(made: Booking) {
  render(
    <MemoryRouter>
      <AppProviders>
        <BookingConfirmation booking={made} onView={() => undefined} onDone={() => undefined} />
      </AppProviders>
    </MemoryRouter>,
  );
}

const viewButton = () => screen.queryByRole('button', { name: 'View booking' });

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  useSessionStore.getState().signOut();
});

describe('BookingConfirmation: View booking', () => {
  it("is offered for the signed-in user's own booking", () => {
    signIn('u1');
    renderConfirmation(booking('u1'));
    expect(viewButton()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it("is not offered for a guest's booking, even to someone signed in: the booking is not theirs to open", () => {
    signIn('u1');
    renderConfirmation(booking(null));
    expect(viewButton()).toBeNull();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it("is not offered for another user's booking, nor once its owner has signed out", () => {
    signIn('u2');
    renderConfirmation(booking('u1'));
    expect(viewButton()).toBeNull();
    cleanup();

    signIn('u1');
    renderConfirmation(booking('u1'));
    expect(viewButton()).not.toBeNull();
    act(() => useSessionStore.getState().signOut());
    expect(viewButton()).toBeNull();
  });
});
