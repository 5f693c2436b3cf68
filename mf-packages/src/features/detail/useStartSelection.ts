import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@trabzon/router';
import { todayIso } from '@trabzon/dates';
import { departureWindow, guestsFrom, guestsReplaced, isDepartureDay, startDateFrom, startDateReplaced } from './startChoice';

/** Which of a link's values the page could not use and replaced (shown by LinkNotice). */
export interface ReplacedLinkValues {
  startDate: boolean;
  guests: boolean;
}

const NOTHING_REPLACED: ReplacedLinkValues = { startDate: false, guests: false };

/**
 * The booking panel's start date and guests, kept in the package page's URL (`checkIn`, the name
 * the home search and the list carry; `startDate` is read too) so that Back from the checkout, a
 * reload or a shared link finds them. Each choice replaces the history entry: Back leaves the page.
 *
 * A link's value that cannot be used (no day, no departure that day, guests out of range) is
 * dropped from the URL, the default used instead, and `replaced` says which, for the notice.
 */
export function useStartSelection() {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const linkDate = params.get('checkIn') ?? params.get('startDate');
  const linkGuests = params.get('guests');
  const startDate = startDateFrom(linkDate, today);
  const guests = guestsFrom(linkGuests);
  const dateFixed = startDateReplaced(linkDate, startDate);
  const guestsFixed = guestsReplaced(linkGuests, guests);
  // Kept once the URL is rewritten (the link's values are gone from it), until the visitor changes those values.
  const [replaced, setReplaced] = useState(NOTHING_REPLACED);
  // A day the visitor typed that has no departure: shown with its alert, never written to the URL.
  const [draft, setDraft] = useState<string | null>(null);

  /** An empty value removes its parameter: the page's default is not written. */
  const write = useCallback(
    (patch: { checkIn?: string; guests?: string }) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if ('checkIn' in patch) next.delete('startDate');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (!dateFixed && !guestsFixed) return;
    setReplaced((shown) => ({ startDate: shown.startDate || dateFixed, guests: shown.guests || guestsFixed }));
    write({ ...(dateFixed ? { checkIn: '' } : {}), ...(guestsFixed ? { guests: '' } : {}) });
  }, [dateFixed, guestsFixed, write]);

  return {
    ...departureWindow(today),
    /** What the date field shows: the start date, or the visitor's day without a departure. */
    date: draft ?? startDate,
    /** A day with a departure, or '' while none is chosen: what the quote and the booking take. */
    startDate,
    guests,
    /** The link's values replaced by the ones used (shown by the page's LinkNotice). */
    replaced,
    setDate: (value: string) => {
      const usable = isDepartureDay(value, today);
      setDraft(usable || value === '' ? null : value);
      setReplaced((shown) => ({ ...shown, startDate: false }));
      write({ checkIn: usable ? value : '' });
    },
    setGuests: (value: number) => {
      setReplaced((shown) => ({ ...shown, guests: false }));
      write({ guests: String(value) });
    },
  };
}

export type StartSelection = ReturnType<typeof useStartSelection>;
