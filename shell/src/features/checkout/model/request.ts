/** What /booking was asked to book, read from its query string. */
export interface HotelStayRequest {
  type: 'hotel';
  hotelId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The booking a /booking URL describes, or null when it is incomplete or not one we sell here. */
export function readBookingRequest(params: URLSearchParams): HotelStayRequest | null {
  const type = params.get('type') ?? 'hotel';
  if (type !== 'hotel') return null;
  const hotelId = params.get('hotelId') ?? '';
  const roomTypeId = params.get('roomTypeId') ?? '';
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const guests = Number(params.get('guests') ?? '1');
  if (!hotelId || !roomTypeId || !DAY.test(checkIn) || !DAY.test(checkOut)) return null;
  if (!Number.isInteger(guests) || guests < 1) return null;
  return { type: 'hotel', hotelId, roomTypeId, checkIn, checkOut, guests };
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}
