import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from '@trabzon/router';
import type { Booking } from '@trabzon/api-client';

const PREFIX = 'booked-here:';

function read(key: string): Booking | null {
  try {
    const text = sessionStorage.getItem(key);
    const booking = text ? (JSON.parse(text) as Booking) : null;
    return booking && typeof booking.reference === 'string' ? booking : null;
  } catch {
    return null;
  }
}

/**
 * The booking made on this checkout page (its address), kept for the tab's session: a reload, or
 * Back and Forward, shows its confirmation again instead of an empty form that would book (and
 * charge) a second time. `leaveTo` when the visitor leaves it on purpose (Done, View booking):
 * the page forgets it, then goes there in its place in the history.
 */
export function useBookedHere(): { booking: Booking | null; remember: (booking: Booking) => void; leaveTo: (path: string) => void } {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const key = `${PREFIX}${pathname}${search}`;
  const [booking, setBooking] = useState<Booking | null>(() => read(key));
  const remember = useCallback(
    (made: Booking) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(made));
      } catch {
        /* storage full or refused: the confirmation still shows until the page is left */
      }
      setBooking(made);
    },
    [key],
  );
  const leaveTo = useCallback(
    (path: string) => {
      try {
        sessionStorage.removeItem(key);
      } catch {
        /* nothing kept */
      }
      // In place of the checkout: Back then goes to the page before it, not to an empty form that would book again.
      navigate(path, { replace: true });
    },
    [key, navigate],
  );
  return { booking, remember, leaveTo };
}
