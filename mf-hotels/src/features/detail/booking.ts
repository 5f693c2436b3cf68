/** Pure pieces of the hotel page's booking panel: the checkout link and the price summary. */

/** "Only N rooms left" shows from this many rooms down. */
export const LOW_ROOMS = 3;
/** Guests the booking panel offers (the API accepts up to 20; rooms sleep fewer). */
export const MAX_PANEL_GUESTS = 10;

export interface BookingSelection {
  hotelId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** The shell's checkout page reads exactly these parameters. */
export function bookingLink(selection: BookingSelection): string {
  const params = new URLSearchParams({
    type: 'hotel',
    hotelId: selection.hotelId,
    roomTypeId: selection.roomTypeId,
    checkIn: selection.checkIn,
    checkOut: selection.checkOut,
    guests: String(selection.guests),
  });
  return `/booking?${params.toString()}`;
}

interface Night {
  date: string;
  price: number | null;
  originalPrice: number | null;
  roomsLeft: number;
  blocked: boolean;
}

export interface PriceSummary {
  nights: number;
  total: number;
  /** Average per night, rounded to cents. */
  average: number;
  /** What the stay would cost without promotions (equal to total when none applies). */
  originalTotal: number;
  /** The fewest rooms left on any night of the stay. */
  roomsLeft: number;
  /** True when that is few enough to tell the guest. */
  lowAvailability: boolean;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function summarize(nights: readonly Night[], total: number): PriceSummary {
  const priced = nights.filter((night) => night.price !== null);
  const originalTotal = priced.reduce((sum, night) => sum + (night.originalPrice ?? night.price ?? 0), 0);
  const roomsLeft = nights.length ? Math.min(...nights.map((night) => (night.blocked ? 0 : night.roomsLeft))) : 0;
  return {
    nights: nights.length,
    total: cents(total),
    average: nights.length ? cents(total / nights.length) : 0,
    originalTotal: cents(Math.max(originalTotal, total)),
    roomsLeft,
    lowAvailability: roomsLeft > 0 && roomsLeft <= LOW_ROOMS,
  };
}

/** The room types that sleep the guests; the first of them when the chosen one does not. */
export function roomForGuests<R extends { _id: string; capacity: number }>(
  rooms: readonly R[],
  chosenId: string | null,
  guests: number,
): R | undefined {
  const chosen = rooms.find((room) => room._id === chosenId);
  if (chosen && chosen.capacity >= guests) return chosen;
  return rooms.find((room) => room.capacity >= guests) ?? chosen ?? rooms[0];
}

/** Guests the panel offers: 1 up to the largest room's capacity (at least 1, at most MAX_PANEL_GUESTS). */
export function guestOptions(rooms: readonly { capacity: number }[]): number[] {
  const largest = Math.min(MAX_PANEL_GUESTS, Math.max(1, ...rooms.map((room) => room.capacity)));
  return Array.from({ length: largest }, (_, i) => i + 1);
}

/** A guests value from the URL, kept within 1..max; `fallback` when absent or malformed. */
export function parseGuests(value: string | null, max: number, fallback = 2): number {
  const number = value === null ? Number.NaN : Number.parseInt(value, 10);
  const guests = Number.isInteger(number) && number >= 1 ? number : fallback;
  return Math.max(1, Math.min(guests, max));
}
