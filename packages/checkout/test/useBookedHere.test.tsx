// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking } from '@trabzon/api-client';
import { MemoryRouter, useLocation, useNavigate } from '@trabzon/router';
import { useSessionStore } from '@trabzon/stores';
import { useBookedHere } from '../src/useBookedHere';
import { signInAs as signIn } from './helpers/session';

const BOOKED = { _id: 'b1', reference: 'TP-123456' } as Booking;

/** A checkout page: books on a click, then leaves to the booking; and where the tab is now. */
function Checkout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { booking, remember, leaveTo } = useBookedHere();
  return (
    <>
      <p data-testid="at">{`${pathname}${search}`}</p>
      <p data-testid="booked">{booking?.reference ?? 'form'}</p>
      <button type="button" onClick={() => remember(BOOKED)}>
        book
      </button>
      <button type="button" onClick={() => leaveTo('/bookings/b1')}>
        view booking
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

const PACKAGE = '/booking?type=package&packageId=p1&date=2027-05-01';

function renderCheckout() {
  return render(
    <MemoryRouter initialEntries={[PACKAGE]}>
      <Checkout />
    </MemoryRouter>,
  );
}

const shown = () => screen.getByTestId('booked').textContent;

const signOut = () => act(() => useSessionStore.getState().signOut());

afterEach(() => {
  cleanup();
  useSessionStore.getState().signOut();
  sessionStorage.clear();
});

describe('useBookedHere', () => {
  it('leaving to the booking takes the checkout out of the history: Back goes to the page before it, not to an empty form that would book again', async () => {
    render(
      <MemoryRouter initialEntries={['/packages/uzungol-lake-escape', '/booking?type=package&packageId=p1']} initialIndex={1}>
        <Checkout />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'book' }));
    expect(screen.getByTestId('booked').textContent).toBe('TP-123456');
    fireEvent.click(screen.getByRole('button', { name: 'view booking' }));
    expect(screen.getByTestId('at').textContent).toBe('/bookings/b1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'back' }));
    });
    expect(screen.getByTestId('at').textContent).toBe('/packages/uzungol-lake-escape');
  });

  it('a reload of the checkout after booking shows the confirmation again', () => {
    const before = renderCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'book' }));
    before.unmount();
    renderCheckout();
    expect(shown()).toBe('TP-123456');
  });

  it("a guest's confirmation is not shown once someone signs in (on a later visit): the form comes back, and what the guest booked is forgotten", () => {
    const first = renderCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'book' }));
    expect(shown()).toBe('TP-123456');
    first.unmount();

    signIn('u2');
    renderCheckout();
    expect(shown()).toBe('form');
    expect(JSON.stringify(sessionStorage)).not.toContain('TP-123456');
  });

  it("a change of owner while the page stays open (the header's sign-in) shows the form, and signing out again does not bring the guest's back", () => {
    renderCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'book' }));
    expect(shown()).toBe('TP-123456');

    signIn('u2');
    expect(shown()).toBe('form');
    signOut();
    expect(shown()).toBe('form');
  });

  it("a user's confirmation is theirs: it comes back on their reload and a new token, not for a guest or another account", () => {
    signIn('u1');
    const first = renderCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'book' }));
    first.unmount();

    renderCheckout();
    expect(shown()).toBe('TP-123456');
    act(() => useSessionStore.getState().setToken('token-u1-renewed'));
    expect(shown()).toBe('TP-123456');

    signIn('u2');
    expect(shown()).toBe('form');
    signOut();
    expect(shown()).toBe('form');
    expect(JSON.stringify(sessionStorage)).not.toContain('TP-123456');
  });
});
