import { matchText } from './templates';

/**
 * The API's refusals of a hotel stay (dates, guests, rooms), in its own English words: the API
 * answers them, and the hotel screens and the checkout recognise them to show them in the page's
 * language. `{{value}}` is the limit the stay broke. Browser-safe: `@trabzon/contracts/stay-messages`.
 */
export const STAY_MESSAGES = {
  badDates: 'Please enter valid dates (YYYY-MM-DD)',
  checkOutAfterCheckIn: 'Check-out must be after check-in',
  pastCheckIn: 'Check-in cannot be in the past',
  tooFarAhead: 'Bookings open at most {{value}} days ahead',
  tooLong: 'A stay can be at most {{value}} nights',
  /** The guests asked are outside what any stay takes (1 to {{value}}): an edited or shared link. */
  guestsRange: 'Please choose between 1 and {{value}} guests',
  tooManyGuests: 'This room type sleeps at most {{value}} guests',
  /** tooManyGuests for a room type that sleeps one ("at most 1 guests" would read wrong). */
  singleGuest: 'This room type sleeps only 1 guest',
  unavailable: 'This room is no longer available for the selected dates',
  notOffered: 'This room is not offered on some of the selected dates',
  hotelNotFound: 'Hotel not found',
  roomTypeNotFound: 'Room type not found',
} as const;

export type StayMessageKey = keyof typeof STAY_MESSAGES;

/** The refusals whose `{{value}}` counts what follows it (nights, days, guests), which languages word by number ("1 night", "30 nights"). */
export const STAY_COUNTED: readonly StayMessageKey[] = ['tooFarAhead', 'tooLong', 'tooManyGuests'];

/** Which stay refusal a message of the API is, with its limit, or null for any other message. */
export function stayMessageOf(message: string | null | undefined): { key: StayMessageKey; values: Record<string, string> } | null {
  return message ? matchText(STAY_MESSAGES, message.trim()) : null;
}
