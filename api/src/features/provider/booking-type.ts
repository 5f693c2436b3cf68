import { Type } from 'typebox';
import type { BookingLineItem } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import type { BookingQuote, BookingTypeHandler } from '../bookings/booking-types';
import { BOOKING_CURRENCY } from '../bookings/pricing';
import type { ProviderClient } from './client';
import { PROVIDER_MESSAGES, ProviderError } from './errors';
import { createBookingDeadlines } from './booking-deadline';
import type { HotelOffer, HotelOffers } from './types';
import { lineWords } from '../bookings/line-labels';
import { languageOf, localizedNames, type Lang } from '../../lib/lang';
import type { Translated } from '../../db/schema/common';
import { roomCategoryNames } from '@trabzon/contracts/provider-rooms';
import { OFFER_BOOKING_MESSAGES } from '@trabzon/contracts/booking-refusals';
import { todayIso } from '@trabzon/dates';
import { providerCancellationTerms } from '@trabzon/contracts';

/** The offer's refusals, as the checkout knows them (it words them in the page's language). */
export const PROVIDER_HOTEL_MESSAGES = OFFER_BOOKING_MESSAGES;

/** The provider-hotel fields of POST /api/bookings: the offer to book (its price comes from the provider). */
export const ProviderHotelBookingDetails = Type.Object(
  {
    offerId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9]+$', errorMessage: 'Choose a room offer' }),
    hotelId: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  },
  { additionalProperties: false },
);

/** The agency's address the provider writes to about its orders (travelAgent.contact.email). */
export const AGENCY_BOOKINGS_EMAIL = 'bookings@trabzontravel.com.tr';

/** The provider's card vendor codes; brands without one of their own travel on the Mastercard network code. */
export function vendorCode(brand: string): string {
  return ({ visa: 'VI', mastercard: 'CA', amex: 'AX', diners: 'DC', jcb: 'JC', discover: 'DS' } as Record<string, string>)[brand] ?? 'CA';
}

/** MM/YY → YYYY-MM, the provider's expiry format. */
export function providerExpiry(mmYy: string): string {
  const [month = '', year = ''] = mmYy.split('/');
  return `20${year.padStart(2, '0')}-${month.padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const cents = (amount: string | undefined) =>
  amount === undefined || amount === '' || Number.isNaN(Number(amount)) ? null : Math.round(Number(amount) * 100);

/**
 * One line per night from the offer's per-night prices (`variations.changes`, each period
 * expanded to its nights), as many rooms as make them add up to the base price; else the base
 * price spread evenly over the nights (the last night takes the odd cents).
 */
export function nightlyLines(offer: HotelOffer, label: string | Translated, lang: Lang = 'en'): BookingLineItem[] {
  const first = dayOf(offer.checkInDate);
  const nights = dayOf(offer.checkOutDate) - first;
  const baseCents = cents(offer.price.base) ?? cents(offer.price.total);
  if (!Number.isInteger(nights) || nights < 1 || baseCents === null) throw conflict(PROVIDER_HOTEL_MESSAGES.notBookable);
  const perNight = new Map<number, number>();
  for (const change of offer.price.variations?.changes ?? []) {
    const amount = cents(change.base) ?? cents(change.total);
    if (amount === null) continue;
    for (let d = dayOf(change.startDate); d < dayOf(change.endDate); d++) perNight.set(d, amount);
  }
  const listed = Array.from({ length: nights }, (_, i) => perNight.get(first + i));
  if (listed.every((amount): amount is number => amount !== undefined)) {
    const sum = listed.reduce((total, amount) => total + amount, 0);
    const rooms = sum > 0 ? baseCents / sum : 0;
    if (Number.isInteger(rooms) && rooms >= 1 && rooms <= 9) {
      return listed.map((amount, i) => ({
        ...lineWords('night', lang, { date: dateOf(first + i) }, label),
        quantity: rooms,
        unitPriceCents: amount,
        totalCents: amount * rooms,
      }));
    }
  }
  const even = Math.floor(baseCents / nights);
  return Array.from({ length: nights }, (_, i) => {
    const amount = i === nights - 1 ? baseCents - even * (nights - 1) : even;
    return {
      ...lineWords('night', lang, { date: dateOf(first + i) }, label),
      quantity: 1,
      unitPriceCents: amount,
      totalCents: amount,
    };
  });
}

function asHttpError(error: unknown): never {
  if (!(error instanceof ProviderError)) throw error;
  if (error.kind === 'upstream' && error.status === 404) throw notFound(PROVIDER_HOTEL_MESSAGES.gone);
  if (error.kind === 'upstream' && error.status >= 400 && error.status < 500) throw conflict(PROVIDER_HOTEL_MESSAGES.notBookable);
  // 503 (down) and 504 (too slow) keep their meaning; anything else, the provider's own 500 included, is a 502: never a 500 of ours.
  const status = error.status === 503 || error.status === 504 ? error.status : 502;
  throw new HttpError(status, error.kind === 'timeout' ? PROVIDER_MESSAGES.timeout : PROVIDER_MESSAGES.unavailable);
}

/** The offer's own end of free cancellation for the core: null when non-refundable, none when not stated. */
function supplierCancellation(offer: HotelOffer, now: Date): string | null | undefined {
  const { refundable, deadline } = providerCancellationTerms(offer.policies, now);
  return refundable ? (deadline ?? undefined) : null;
}

const cancellationText = (offer: HotelOffer) =>
  (offer.policies?.cancellation ?? offer.policies?.cancellations?.[0])?.description?.text ?? null;

/**
 * Bookings of type "provider-hotel" (the Trabzon hotels screen): the offer is re-checked with
 * the provider by id (GET /v3/shopping/hotel-offers/{offerId}) and priced from it, one line per
 * night; the site's own tax is added by the core on top of the provider's base price. The
 * provider holds the rooms, so there is no local stock to take or give back.
 */
export function createProviderHotelHandler(client: ProviderClient): BookingTypeHandler {
  /** The offer's check and the order share one time budget, within the browser's wait. */
  const deadlines = createBookingDeadlines();
  return {
    type: 'provider-hotel',
    referencePrefix: 'TZN',
    detailsSchema: ProviderHotelBookingDetails,

    async quote(details, { now, request }): Promise<BookingQuote> {
      const offerId = String(details.offerId);
      const deadline = deadlines.start();
      const answer: HotelOffers = await client.getHotelOffer(offerId, { deadline }).catch(asHttpError);
      const offer = answer.offers?.find((o) => o.id === offerId) ?? answer.offers?.[0];
      if (!offer || answer.available === false) throw notFound(PROVIDER_HOTEL_MESSAGES.gone);
      if (typeof details.hotelId === 'string' && details.hotelId !== answer.hotel.hotelId)
        throw conflict(PROVIDER_HOTEL_MESSAGES.otherHotel);
      if (offer.price.currency !== BOOKING_CURRENCY) throw conflict(PROVIDER_HOTEL_MESSAGES.currency);
      // The agency's day (Istanbul), as every other booking type counts it, not UTC's.
      if (offer.checkInDate < todayIso(now)) throw conflict(PROVIDER_HOTEL_MESSAGES.notBookable);
      // Named by its category in every language (as the booking window named it); the provider's English words stay as roomDescription.
      const room = roomCategoryNames(offer.room?.typeEstimated?.category);
      const lineItems = nightlyLines(offer, room, languageOf(request));
      const hourOf = (time: string | undefined) => /^(\d\d:\d\d)/.exec(time ?? '')?.[1];
      const checkIn = hourOf(offer.policies?.checkInOut?.checkIn) ?? '14:00';
      const checkOutTime = hourOf(offer.policies?.checkInOut?.checkOut);
      const priced: BookingQuote = {
        startDate: offer.checkInDate,
        endDate: offer.checkOutDate,
        startTime: checkIn,
        // Türkiye keeps UTC+3 all year.
        serviceStartsAt: `${offer.checkInDate}T${checkIn}:00+03:00`,
        guests: offer.guests?.adults ?? 1,
        freeCancellationEndsAt: supplierCancellation(offer, now),
        lineItems,
        subtotalCents: lineItems.reduce((sum, item) => sum + item.totalCents, 0),
        details: {
          offerId: offer.id,
          hotelId: answer.hotel.hotelId,
          hotelName: answer.hotel.name,
          cityCode: answer.hotel.cityCode ?? null,
          checkIn: offer.checkInDate,
          checkOut: offer.checkOutDate,
          nights: lineItems.length,
          guests: offer.guests?.adults ?? 1,
          // The e-mails, My bookings and the admin name the room and give the check-out time, as for our own hotels.
          roomTypeName: room.en,
          localizedNames: localizedNames({ roomTypeName: room }),
          ...(checkOutTime ? { checkOutTime } : {}),
          roomType: offer.room?.typeEstimated?.category ?? null,
          roomDescription: offer.room?.description?.text ?? null,
          boardType: offer.boardType ?? null,
          cancellationPolicy: cancellationText(offer),
          paymentType: offer.policies?.paymentType ?? null,
          providerPrice: { currency: offer.price.currency, base: offer.price.base ?? null, total: offer.price.total },
        },
      };
      return deadlines.keep(priced, deadline);
    },

    // The order is placed with the provider (Hotel Booking v2) before the booking is written.
    async place(quote, order) {
      const card = order.payment.card;
      const deadline = deadlines.forOrder(quote);
      const placed = await client
        .createHotelOrder(
          {
            guests: [
              {
                tid: 1,
                firstName: order.contact.firstName,
                lastName: order.contact.lastName,
                phone: order.contact.phone,
                email: order.contact.email,
              },
            ],
            travelAgent: { contact: { email: AGENCY_BOOKINGS_EMAIL } },
            roomAssociations: [{ guestReferences: [{ guestReference: '1' }], hotelOfferId: String(quote.details.offerId) }],
            ...(card
              ? {
                  payment: {
                    method: 'CREDIT_CARD' as const,
                    paymentCard: {
                      paymentCardInfo: {
                        vendorCode: vendorCode(card.brand),
                        cardNumber: card.number,
                        expiryDate: providerExpiry(card.expiryDate),
                        holderName: card.holderName,
                      },
                    },
                  },
                }
              : {}),
          },
          { deadline },
        )
        .catch(asHttpError);
      const booking = placed.hotelBookings?.[0];
      return {
        providerOrderId: placed.id,
        providerReference: placed.associatedRecords?.[0]?.reference ?? null,
        providerConfirmation: booking?.hotelProviderInformation?.[0]?.confirmationNumber ?? null,
      };
    },

    async cancelExternal(booking) {
      const orderId = booking.details.providerOrderId;
      if (typeof orderId !== 'string' || orderId === '') return; // booked before orders were placed with the provider
      await client.cancelHotelOrder(orderId).catch((error: unknown) => {
        // Already gone at the provider: nothing left to cancel there.
        if (error instanceof ProviderError && error.kind === 'upstream' && error.status === 404) return;
        asHttpError(error);
      });
    },

    // The provider holds the rooms: nothing to take or give back here.
    reserve() {},
    release() {},
  };
}
