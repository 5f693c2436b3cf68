import { createRng, hash32 } from '../random';
import { CURRENCY_CODES, amount, toCents } from '../money';
import { dateOf, monthOf, weekday } from '../dates';
import type { HotelPool, RoomType, SandboxHotel } from './data';

/** What an offer is for; everything an offer id encodes. */
export interface StayQuery {
  hotel: SandboxHotel;
  /** Day number (days since 1970-01-01) of the check-in. */
  checkIn: number;
  nights: number;
  adults: number;
  rooms: number;
  currency: string;
}

export const TAX_RATE = 0.12;

/** Per-room price of one night in whole units of the currency (as cents): season, weekend and a stable per-night jitter. */
export function nightCents(seed: string, hotel: SandboxHotel, room: RoomType, day: number, currency: string): number {
  const month = monthOf(day);
  let season = 1;
  if (month >= 6 && month <= 8) season = hotel.kind === 'nature' ? 1.35 : 1.25;
  else if (month === 5 || month === 9) season = 1.1;
  else if (month === 12 || month <= 2) season = hotel.kind === 'nature' ? 0.85 : 0.9;
  // Friday and Saturday nights cost more.
  const weekend = weekday(day) === 5 || weekday(day) === 6 ? 1.15 : 1;
  const jitter = 1 + (createRng(seed, 'night', hotel.hotelId, room.code, day).next() - 0.5) * 0.12;
  const refundable = room.refundable ? 1 : 0.9;
  const cents = toCents(hotel.baseRateUsd * room.factor * season * weekend * jitter * refundable, currency);
  return Math.max(100, Math.round(cents / 100) * 100);
}

// Offer ids are stateless: they encode the stay and the room, with a checksum, so that
// GET /v3/shopping/hotel-offers/{offerId} can rebuild exactly the same offer after a restart.
const b36 = (value: number, width: number) => value.toString(36).toUpperCase().padStart(width, '0');
const EPOCH_DAY = 18_262; // 2020-01-01

export function encodeOfferId(seed: string, query: StayQuery, roomIndex: number): string {
  const payload =
    b36(query.hotel.index, 2) +
    b36(query.checkIn - EPOCH_DAY, 3) +
    b36(query.nights, 1) +
    b36(query.adults, 1) +
    b36(query.rooms, 1) +
    b36(roomIndex, 1) +
    b36(CURRENCY_CODES.indexOf(query.currency), 1);
  return payload + b36(hash32(seed, 'offer', payload) % 1296, 2);
}

export function decodeOfferId(seed: string, pool: HotelPool, id: string): { query: StayQuery; roomIndex: number } | null {
  if (!/^[A-Z0-9]{12}$/.test(id)) return null;
  const payload = id.slice(0, 10);
  if (b36(hash32(seed, 'offer', payload) % 1296, 2) !== id.slice(10)) return null;
  const n = (from: number, to: number) => parseInt(payload.slice(from, to), 36);
  const hotel = pool.hotels[n(0, 2)];
  const currency = CURRENCY_CODES[n(9, 10)];
  const roomIndex = n(8, 9);
  if (!hotel || !currency || !hotel.roomTypes[roomIndex]) return null;
  return { query: { hotel, checkIn: n(2, 5) + EPOCH_DAY, nights: n(5, 6), adults: n(6, 7), rooms: n(7, 8), currency }, roomIndex };
}

const ACCEPTED_PAYMENTS = { creditCards: ['VI', 'CA', 'AX'], methods: ['CREDIT_CARD'] };

export interface HotelOffer {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  rateCode: string;
  rateFamilyEstimated: { code: string; type: string };
  boardType: string;
  room: { type: string; typeEstimated: { category: string; beds: number; bedType: string }; description: { text: string; lang: string } };
  guests: { adults: number };
  price: {
    currency: string;
    base: string;
    total: string;
    taxes: {
      code: string;
      amount: string;
      currency: string;
      included: boolean;
      pricingFrequency: string;
      pricingMode: string;
      percentage: string;
    }[];
    variations: { average: { base: string }; changes: { startDate: string; endDate: string; base: string }[] };
  };
  policies: Record<string, unknown>;
  self: string;
}

export function buildOffer(seed: string, query: StayQuery, roomIndex: number, origin: string): HotelOffer {
  const { hotel, checkIn, nights, rooms, currency } = query;
  const room = hotel.roomTypes[roomIndex]!;
  const perNight = Array.from({ length: nights }, (_, i) => nightCents(seed, hotel, room, checkIn + i, currency));
  const perRoom = perNight.reduce((sum, cents) => sum + cents, 0);
  const base = perRoom * rooms;
  const tax = Math.round(base * TAX_RATE);
  const total = base + tax;
  const id = encodeOfferId(seed, query, roomIndex);
  const checkInDate = dateOf(checkIn);
  const deadlineDay = dateOf(checkIn - 2);
  const cancellation = room.refundable
    ? {
        deadline: `${deadlineDay}T23:59:00+03:00`,
        amount: amount(perNight[0]! * rooms),
        numberOfNights: 1,
        description: {
          lang: 'EN',
          text: `Free cancellation until ${deadlineDay} 23:59 (Türkiye time); after that the first night is charged.`,
        },
      }
    : { type: 'FULL_STAY', amount: amount(total), description: { lang: 'EN', text: 'NON-REFUNDABLE RATE' } };
  const paymentType = hotel.paymentType;
  const kind = paymentType.toUpperCase();
  const policies: Record<string, unknown> = {
    paymentType,
    // The documented form only (HotelProduct_PolicyDetails.cancellations[]).
    cancellations: [cancellation],
    refundable: { cancellationRefund: room.refundable ? 'REFUNDABLE_UP_TO_DEADLINE' : 'NON_REFUNDABLE' },
    ...(kind === 'GUARANTEE' ? { guarantee: { acceptedPayments: ACCEPTED_PAYMENTS } } : {}),
    ...(kind === 'DEPOSIT'
      ? { deposit: { acceptedPayments: ACCEPTED_PAYMENTS, description: { lang: 'EN', text: 'The first night is charged at booking.' } } }
      : {}),
    ...(kind === 'PREPAY' ? { prepay: { acceptedPayments: ACCEPTED_PAYMENTS } } : {}),
    ...(kind === 'HOLDTIME' ? { holdTime: { deadline: `${dateOf(checkIn - 1)}T18:00:00` } } : {}),
    checkInOut: { checkIn: hotel.kind === 'nature' ? '13:00:00' : '14:00:00', checkOut: '12:00:00' },
  };
  return {
    id,
    checkInDate,
    checkOutDate: dateOf(checkIn + nights),
    rateCode: room.refundable ? 'RAC' : 'PRO',
    rateFamilyEstimated: { code: room.refundable ? 'BAR' : 'PRO', type: 'P' },
    boardType: hotel.boardType,
    room: {
      type: room.code,
      typeEstimated: { category: room.category, beds: room.beds, bedType: room.bedType },
      description: { text: room.description, lang: 'EN' },
    },
    guests: { adults: query.adults },
    price: {
      currency,
      base: amount(base),
      total: amount(total),
      taxes: [
        {
          code: 'TOTAL_TAX',
          amount: amount(tax),
          currency,
          included: false,
          pricingFrequency: 'PER_STAY',
          pricingMode: 'PER_PRODUCT',
          percentage: (TAX_RATE * 100).toFixed(2),
        },
      ],
      // Per room and night; price.base is their sum times the number of rooms.
      variations: {
        average: { base: amount(Math.round(perRoom / nights)) },
        changes: perNight.map((cents, i) => ({ startDate: dateOf(checkIn + i), endDate: dateOf(checkIn + i + 1), base: amount(cents) })),
      },
    },
    policies,
    self: `${origin}/v3/shopping/hotel-offers/${id}`,
  };
}

/** The room types that fit the party, cheapest first (all of them, or only the best rate). */
export function offersFor(seed: string, query: StayQuery, bestRateOnly: boolean, origin: string): HotelOffer[] {
  if (!query.hotel.hasOffers) return [];
  const offers = query.hotel.roomTypes
    .map((room, index) => ({ room, index }))
    .filter(({ room }) => room.capacity * query.rooms >= query.adults && query.rooms <= query.adults)
    .map(({ index }) => buildOffer(seed, query, index, origin))
    .sort((a, b) => Number(a.price.total) - Number(b.price.total));
  return bestRateOnly ? offers.slice(0, 1) : offers;
}

export function hotelSummary(hotel: SandboxHotel) {
  return {
    type: 'hotel',
    hotelId: hotel.hotelId,
    chainCode: hotel.chainCode,
    dupeId: String(hotel.dupeId),
    name: hotel.name,
    cityCode: hotel.iataCode,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
  };
}
