import { isIsoDate } from '@trabzon/dates';

/** What /booking was asked to book, read from its query string. */
export interface HotelStayRequest {
  type: 'hotel';
  hotelId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** The booking a /booking URL describes, or null when it is incomplete or not one we sell here. */
export function readBookingRequest(params: URLSearchParams): HotelStayRequest | null {
  const type = params.get('type') ?? 'hotel';
  if (type !== 'hotel') return null;
  const hotelId = params.get('hotelId') ?? '';
  const roomTypeId = params.get('roomTypeId') ?? '';
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  // Any other count (0, -1, "abc") is priced like 99: the API's refusal says the range, in the page's language.
  const asked = Number(params.get('guests') ?? '1');
  const guests = Number.isInteger(asked) ? asked : 0;
  // Real days only: "2027-02-29" is no date, and would be shown as the 1st of March.
  if (!hotelId || !roomTypeId || !isIsoDate(checkIn) || !isIsoDate(checkOut)) return null;
  return { type: 'hotel', hotelId, roomTypeId, checkIn, checkOut, guests };
}
