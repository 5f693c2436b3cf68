import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@trabzon/router';
import type { RoomType } from '@trabzon/api-client';
import { initialStay, todayIso, withCheckIn, withCheckOut } from '../../lib/dates';
import { guestOptions, parseGuests, roomForGuests } from './booking';

/**
 * The booking panel's choice (dates, guests, room type), kept in the hotel page's URL so a reload
 * or a shared link keeps it. Dates come from the list's search when it had them, else tomorrow to
 * the day after; guests default to 2 (within what the largest room sleeps).
 */
export function useStaySelection(rooms: RoomType[]) {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const stay = useMemo(() => initialStay(params.get('checkIn'), params.get('checkOut'), today), [params, today]);
  const guestChoices = useMemo(() => guestOptions(rooms), [rooms]);
  const guests = parseGuests(params.get('guests'), guestChoices.length);
  const room = roomForGuests(rooms, params.get('roomTypeId'), guests);

  const write = useCallback(
    (patch: Record<string, string>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    today,
    stay,
    guests,
    guestChoices,
    room,
    setCheckIn: (checkIn: string) => write({ ...withCheckIn(stay, checkIn, today) }),
    setCheckOut: (checkOut: string) => write({ ...withCheckOut(stay, checkOut) }),
    /** Sets the guests; when the chosen room sleeps fewer, the first room that sleeps them is chosen. Answers the room now chosen. */
    setGuests: (value: number): RoomType | undefined => {
      const fitting = roomForGuests(rooms, room?._id ?? null, value);
      write({ guests: String(value), ...(fitting ? { roomTypeId: fitting._id } : {}) });
      return fitting;
    },
    setRoom: (roomTypeId: string) => {
      const chosen = rooms.find((r) => r._id === roomTypeId);
      // Choosing a room that sleeps fewer than the guests lowers the guests to what it sleeps.
      const patch: Record<string, string> = { roomTypeId };
      if (chosen && chosen.capacity < guests) patch.guests = String(chosen.capacity);
      write(patch);
    },
  };
}

export type StaySelection = ReturnType<typeof useStaySelection>;
