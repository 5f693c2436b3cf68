import { useCallback, useRef, useState } from 'react';
// Its own entry: the shared checkout package (17 kB gzipped) would load with the page.
import { useBookedHere } from '@trabzon/checkout/booked-here';
import { useLocation } from '@trabzon/router';

/**
 * The booking made at this address (the search's), kept for the tab (useBookedHere): a reload, or Back
 * from another page, shows its confirmation again, not the flight's details whose Continue to Booking
 * would book twice. The screen says what happened (the events below); this says whether the kept
 * confirmation shows, and what closing it leaves to do.
 */
export function useKeptConfirmation(searchKey: string) {
  const bookedHere = useBookedHere();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  /** The search at which the kept booking no longer shows: a flight chosen since, or its confirmation closed. */
  const [hiddenAt, setHiddenAt] = useState<string | null>(null);
  /** Closed on the flight's history entry: the booking is forgotten once that entry is stepped back over. */
  const forgetOnReturn = useRef(false);
  /** Closed a kept confirmation: no Details button opened it, so the screen places the focus. */
  const focusAfterClose = useRef(false);
  /**
   * Once the confirmation is gone, after a kept one closed: true (once) when the screen is to place the
   * focus, which the browser would leave on <body> (no button of the page opened that confirmation).
   */
  const takeFocusAfterClose = useCallback(() => {
    const owed = focusAfterClose.current;
    focusAfterClose.current = false;
    return owed;
  }, []);

  return {
    /** The kept booking whose confirmation shows while no flight is open (none once hidden at this search). */
    booking: hiddenAt === searchKey ? null : bookedHere.booking,
    /** A booking is kept at this address, shown or not. */
    remembered: bookedHere.booking !== null,
    /** A booking made: kept, so a reload or Back from another page shows its confirmation, not Continue to Booking. */
    booked: bookedHere.remember,
    /**
     * A flight chosen: a new booking begins, so the one kept no longer comes back on a reload. What is
     * booked from here on stays hidden too: its confirmation shows as just made, and Back from it shows the results.
     */
    choseFlight() {
      bookedHere.forget();
      setHiddenAt(searchKey);
    },
    /** Forward onto a booked flight's entry: its confirmation shows again (the details would offer to book it again). */
    showAgain() {
      setHiddenAt(null);
    },
    /**
     * The confirmation's Done, Close or Esc: it no longer shows, and the booking is forgotten in place of
     * this entry, or, closed on the flight's history entry (which the screen then steps back over), once
     * that is done (`returned`). `wasKept`: a kept confirmation (after a reload, or Back from another
     * page), not the one just made.
     */
    closed({ wasKept, onFlightEntry }: { wasKept: boolean; onFlightEntry: boolean }) {
      if (wasKept) focusAfterClose.current = true;
      setHiddenAt(searchKey);
      if (onFlightEntry) forgetOnReturn.current = true;
      else bookedHere.leaveTo(here);
    },
    /** The flight's history entry stepped back over: a booking whose confirmation closed there is forgotten now. */
    returned() {
      if (forgetOnReturn.current) bookedHere.leaveTo(here);
      forgetOnReturn.current = false;
    },
    /** Forgets the booking and goes to `path` in place of this entry (View booking). */
    leaveTo: bookedHere.leaveTo,
    takeFocusAfterClose,
  };
}
