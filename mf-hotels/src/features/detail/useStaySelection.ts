import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from '@trabzon/router';
import type { RoomType } from '@trabzon/api-client';
import { cappedCheckOut, initialStay, todayIso, withCheckIn, withCheckOut, type Stay } from '../../lib/dates';
import { NOTHING_REPLACED, dateReplaced, guestsReplaced, type ReplacedLinkValues } from '../../lib/linkValues';
import { guestOptions, parseGuests, roomForGuests } from './booking';

/**
 * The booking panel's choice (dates, guests, room type), kept in the hotel page's URL so a reload
 * or a shared link keeps it. Dates come from the list's search when it had them, else tomorrow to
 * the day after; guests default to 2 (within what the largest room sleeps).
 *
 * A link whose dates or guests cannot be used (past, malformed, reversed, more guests than a room
 * sleeps) has them replaced in the URL by the ones used; `replaced` says which, for the notice.
 */
export function useStaySelection(rooms: RoomType[]) {
  const [params, setParams] = useSearchParams();
  // The list's search the page was opened from (its "Back to hotels"), kept when the URL is rewritten.
  const { state } = useLocation();
  const today = todayIso();
  const stay = useMemo(() => initialStay(params.get('checkIn'), params.get('checkOut'), today), [params, today]);
  const guestChoices = useMemo(() => guestOptions(rooms), [rooms]);
  const guests = parseGuests(params.get('guests'), guestChoices.length);
  const room = roomForGuests(rooms, params.get('roomTypeId'), guests);
  // A hotel without rooms has nothing to book: its guests are not worth a notice.
  const datesFixed = dateReplaced(params.get('checkIn'), stay.checkIn) || dateReplaced(params.get('checkOut'), stay.checkOut);
  const guestsFixed = rooms.length > 0 && guestsReplaced(params.get('guests'), guests);
  // Kept once the URL is rewritten (the link's values are gone from it), until the visitor changes those values.
  const [replaced, setReplaced] = useState<ReplacedLinkValues>(NOTHING_REPLACED);
  // The guests a room chosen too small for them lowered (from how many, for which room), for the panel's notice.
  const [guestsLowered, setGuestsLowered] = useState<{ roomTypeId: string; from: number } | null>(null);

  const write = useCallback(
    (patch: Record<string, string>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) next.set(key, value);
          return next;
        },
        { replace: true, state },
      ),
    [setParams, state],
  );

  useEffect(() => {
    if (!datesFixed && !guestsFixed) return;
    setReplaced({ dates: datesFixed, guests: guestsFixed });
    write({ checkIn: stay.checkIn, checkOut: stay.checkOut, guests: String(guests) });
  }, [datesFixed, guestsFixed, stay.checkIn, stay.checkOut, guests, write]);

  /** The visitor's own change: the notice no longer speaks of the values it changes. */
  const choose = (patch: Record<string, string>) => {
    const datesChosen = 'checkIn' in patch || 'checkOut' in patch;
    setReplaced((shown) => ({ dates: shown.dates && !datesChosen, guests: shown.guests && !('guests' in patch) }));
    write(patch);
  };

  return {
    today,
    stay,
    guests,
    guestChoices,
    room,
    /** The link's values replaced by the ones used (shown by the page's LinkNotice). */
    replaced,
    /** The guests the last room chosen lowered to what it sleeps: its id and the guests before; null when none. */
    guestsLowered,
    /** Sets the check-in (the stay's rules may move it and the check-out); answers the dates now chosen. */
    setCheckIn: (checkIn: string): Stay => {
      const next = withCheckIn(stay, checkIn, today);
      choose({ ...next });
      return next;
    },
    /** Sets the check-out, a stay longer than MAX_NIGHTS cut to it; answers the check-out it was cut to, else null. */
    setCheckOut: (checkOut: string): string | null => {
      const capped = cappedCheckOut(stay.checkIn, checkOut);
      choose({ ...withCheckOut(stay, capped ?? checkOut) });
      return capped;
    },
    /** Sets the guests; when the chosen room sleeps fewer, the first room that sleeps them is chosen. Answers the room now chosen. */
    setGuests: (value: number): RoomType | undefined => {
      const fitting = roomForGuests(rooms, room?._id ?? null, value);
      setGuestsLowered(null);
      choose({ guests: String(value), ...(fitting ? { roomTypeId: fitting._id } : {}) });
      return fitting;
    },
    setRoom: (roomTypeId: string) => {
      const chosen = rooms.find((r) => r._id === roomTypeId);
      // Choosing a room that sleeps fewer than the guests lowers the guests to what it sleeps.
      const patch: Record<string, string> = { roomTypeId };
      const lowers = chosen !== undefined && chosen.capacity < guests;
      if (lowers) patch.guests = String(chosen.capacity);
      setGuestsLowered(lowers ? { roomTypeId, from: guests } : null);
      choose(patch);
    },
  };
}

export type StaySelection = ReturnType<typeof useStaySelection>;
