import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@trabzon/router';
import { selectSessionOwner, useSessionStore } from '@trabzon/stores';
import type { Booking } from '@trabzon/api-client';
import { ownerTag, removeEntry, removeOthersEntries } from './model/draft';

const PREFIX = 'booked-here:';

/** The key of the booking kept for one owner (guest: none) at one checkout address. */
const keyOf = (owner: string | null, address: string) => `${PREFIX}${ownerTag(owner)}:${address}`;

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
 *
 * It belongs to the session's owner who booked (a guest: no owner), as the checkout's draft does:
 * the owner is in the key, and a change of owner (sign-in, sign-out, another account, also while
 * the page stays open) shows the form again and forgets the bookings kept for any other owner, so
 * a guest who signs in and out again gets the form, not the earlier confirmation.
 */
export function useBookedHere(): {
  booking: Booking | null;
  remember: (booking: Booking) => void;
  leaveTo: (path: string) => void;
  forget: () => void;
} {
  const owner = useSessionStore(selectSessionOwner);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const key = keyOf(owner, `${pathname}${search}`);
  const [kept, setKept] = useState(() => ({ key, booking: read(key) }));
  // Another owner or address: what is kept for that one, if anything, in place of this one's.
  if (kept.key !== key) setKept({ key, booking: read(key) });

  // On opening, and on every change of owner: only the current owner's bookings stay (their
  // confirmations hold names and an e-mail).
  useEffect(() => removeOthersEntries(PREFIX, owner), [owner]);

  const remember = useCallback(
    (made: Booking) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(made));
      } catch {
        /* storage full or refused: the confirmation still shows until the page is left */
      }
      setKept({ key, booking: made });
    },
    [key],
  );
  const leaveTo = useCallback(
    (path: string) => {
      removeEntry(key);
      // In place of the checkout: Back then goes to the page before it, not to an empty form that would book again.
      navigate(path, { replace: true });
    },
    [key, navigate],
  );
  /** A new booking begins at this address (another flight chosen): the one kept is no longer shown. */
  const forget = useCallback(() => {
    removeEntry(key);
    setKept({ key, booking: null });
  }, [key]);
  return { booking: kept.key === key ? kept.booking : null, remember, leaveTo, forget };
}
