// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking } from '@trabzon/api-client';
import { MemoryRouter, useLocation, useNavigate } from '@trabzon/router';
import { useBookedHere } from '../src/useBookedHere';

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

afterEach(() => {
  cleanup();
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
    sessionStorage.setItem('booked-here:/booking?type=package&packageId=p1', JSON.stringify(BOOKED));
    render(
      <MemoryRouter initialEntries={['/booking?type=package&packageId=p1']}>
        <Checkout />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('booked').textContent).toBe('TP-123456');
  });
});
