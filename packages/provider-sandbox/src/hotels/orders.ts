import type { FastifyInstance } from 'fastify';
import { PROVIDER_JSON, type SandboxContext } from '../context';
import { todayNumber } from '../dates';
import { ProviderHttpError, providerErrors } from '../errors';
import { originOf } from '../params';
import { code } from '../random';
import { buildOffer, decodeOfferId, hotelSummary } from './offers';

/**
 * Hotel Booking v2 (`POST /v2/booking/hotel-orders` → 201), in the shapes of the provider's
 * published specification (amadeus4dev Hotel Booking v2, as its SDKs send it):
 *
 * request  `{"data":{"type":"hotel-order","guests":[{tid,title,firstName,lastName,phone,email}],
 *           "travelAgent":{"contact":{"email"}},"roomAssociations":[{"guestReferences":[{"guestReference":"1"}],"hotelOfferId"}],
 *           "payment":{"method":"CREDIT_CARD","paymentCard":{"paymentCardInfo":{vendorCode,cardNumber,expiryDate:"YYYY-MM",holderName}}}}}`
 * response `{"data":{"type":"hotel-order","id","hotelBookings":[{type:"hotel-booking",id,bookingStatus:"CONFIRMED",
 *           hotelProviderInformation:[{hotelProviderCode,confirmationNumber}],roomAssociations,hotelOffer,hotel,payment,travelAgentId}],
 *           "guests":[…],"associatedRecords":[{reference,originSystemCode:"GDS"}],"self"}}`
 *
 * The published self-service API has no cancellation call; the sandbox adds `GET` and `DELETE
 * /v2/booking/hotel-orders/{id}` (204) in the style of the flight orders, so an agency's
 * cancellation reaches the provider too.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const noRooms = (detail: string) => new ProviderHttpError(400, [{ code: 3664, title: 'NO ROOMS AVAILABLE AT REQUESTED PROPERTY', detail }]);
const VENDOR_CODES = ['VI', 'CA', 'AX', 'DC', 'JC', 'DS', 'TP'];

/** The card as the answer shows it: the number masked, never echoed. */
function maskedPayment(payment: Json): Json {
  const card = isObject(payment.paymentCard) && isObject(payment.paymentCard.paymentCardInfo) ? payment.paymentCard.paymentCardInfo : null;
  if (!card) return { method: payment.method };
  const number = String(card.cardNumber ?? '');
  return {
    method: payment.method,
    paymentCard: {
      paymentCardInfo: {
        vendorCode: card.vendorCode,
        cardNumber: `${'X'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`,
        expiryDate: card.expiryDate,
        holderName: card.holderName,
      },
    },
  };
}

function checkPayment(payment: unknown): Json | null {
  if (payment === undefined) return null;
  if (!isObject(payment)) throw providerErrors.invalidData('payment must be an object', '/data/payment');
  if (payment.method !== 'CREDIT_CARD') throw providerErrors.invalidFormat('payment.method', 'payment.method must be CREDIT_CARD');
  const info = isObject(payment.paymentCard) && isObject(payment.paymentCard.paymentCardInfo) ? payment.paymentCard.paymentCardInfo : null;
  if (!info) throw providerErrors.mandatoryMissing('payment.paymentCard.paymentCardInfo');
  if (!VENDOR_CODES.includes(String(info.vendorCode)))
    throw providerErrors.invalidFormat('vendorCode', `vendorCode must be one of ${VENDOR_CODES.join(', ')}`, 'VI');
  if (typeof info.cardNumber !== 'string' || !/^\d{12,19}$/.test(info.cardNumber))
    throw providerErrors.invalidFormat('cardNumber', 'cardNumber must be 12 to 19 digits');
  if (typeof info.expiryDate !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(info.expiryDate))
    throw providerErrors.invalidFormat('expiryDate', 'expiryDate must be YYYY-MM', '2027-08');
  if (!text(info.holderName)) throw providerErrors.mandatoryMissing('payment.paymentCard.paymentCardInfo.holderName');
  return payment;
}

export async function hotelOrderRoutes(app: FastifyInstance, options: { ctx: SandboxContext }) {
  const { ctx } = options;
  const orders = new Map<string, Json>();
  let count = 0;

  app.post('/v2/booking/hotel-orders', async (request, reply) => {
    const body = request.body;
    if (!isObject(body) || !isObject(body.data)) throw providerErrors.mandatoryMissing('data');
    const data = body.data;
    if (data.type !== 'hotel-order') throw providerErrors.invalidData('data.type must be hotel-order', '/data/type');

    const guests = data.guests;
    if (!Array.isArray(guests) || guests.length === 0) throw providerErrors.mandatoryMissing('guests');
    const tids = new Set<string>();
    guests.forEach((guest, i) => {
      if (!isObject(guest)) throw providerErrors.invalidData('Each guest must be an object', `/data/guests[${i}]`);
      if (typeof guest.tid !== 'number' || !Number.isInteger(guest.tid) || guest.tid < 1)
        throw providerErrors.mandatoryMissing(`guests[${i}].tid`);
      for (const field of ['firstName', 'lastName', 'phone', 'email'] as const) {
        if (!text(guest[field])) throw providerErrors.mandatoryMissing(`guests[${i}].${field}`);
      }
      tids.add(String(guest.tid));
    });

    const agent = data.travelAgent;
    if (!isObject(agent) || !isObject(agent.contact) || !text(agent.contact.email))
      throw providerErrors.mandatoryMissing('travelAgent.contact.email');

    const associations = data.roomAssociations;
    if (!Array.isArray(associations) || associations.length === 0) throw providerErrors.mandatoryMissing('roomAssociations');
    const today = todayNumber(ctx.now());
    const booked = associations.map((association, i) => {
      if (!isObject(association) || !text(association.hotelOfferId))
        throw providerErrors.mandatoryMissing(`roomAssociations[${i}].hotelOfferId`);
      const references = association.guestReferences;
      if (!Array.isArray(references) || references.length === 0)
        throw providerErrors.mandatoryMissing(`roomAssociations[${i}].guestReferences`);
      for (const reference of references) {
        if (!isObject(reference) || !tids.has(String(reference.guestReference))) {
          throw providerErrors.invalidData('guestReference must name the tid of a guest', `/data/roomAssociations[${i}]/guestReferences`);
        }
      }
      const decoded = decodeOfferId(ctx.seed, ctx.hotels, association.hotelOfferId);
      if (!decoded || !decoded.query.hotel.hasOffers) throw noRooms(`Offer ${association.hotelOfferId} is not available; search again`);
      if (decoded.query.checkIn < today) throw noRooms('The check-in date is in the past');
      const offer = buildOffer(ctx.seed, decoded.query, decoded.roomIndex, originOf(request));
      return { association: { hotelOfferId: association.hotelOfferId, guestReferences: references }, offer, hotel: decoded.query.hotel };
    });
    const payment = checkPayment(data.payment);

    count += 1;
    const reference = code(6, ctx.seed, 'hotel-pnr', count);
    const id = Buffer.from(`${reference}/${count}`).toString('base64url');
    const self = `${originOf(request)}/v2/booking/hotel-orders/${id}`;
    const order = {
      type: 'hotel-order',
      id,
      hotelBookings: booked.map(({ association, offer, hotel }, i) => ({
        type: 'hotel-booking',
        id: Buffer.from(`${reference}/${i + 1}`).toString('base64url'),
        bookingStatus: 'CONFIRMED',
        hotelProviderInformation: [
          { hotelProviderCode: hotel.chainCode, confirmationNumber: code(8, ctx.seed, 'hotel-confirmation', count, i) },
        ],
        roomAssociations: [association],
        hotelOffer: offer,
        hotel: {
          hotelId: hotel.hotelId,
          chainCode: hotel.chainCode,
          name: hotelSummary(hotel).name,
          self: `${originOf(request)}/v1/reference-data/locations/hotels/by-hotels?hotelIds=${hotel.hotelId}`,
        },
        ...(payment ? { payment: maskedPayment(payment) } : {}),
        travelAgentId: '00000000',
      })),
      guests: guests.map((guest) => ({ ...(guest as Json), id: (guest as Json).tid })),
      associatedRecords: [{ reference, originSystemCode: 'GDS' }],
      self,
    };
    orders.set(id, order);
    return reply.status(201).type(PROVIDER_JSON).send({ data: order });
  });

  app.get<{ Params: { orderId: string } }>('/v2/booking/hotel-orders/:orderId', async (request, reply) => {
    const order = orders.get(request.params.orderId);
    if (!order) throw providerErrors.notFound('No hotel order with this id');
    return reply.type(PROVIDER_JSON).send({ data: order });
  });

  app.delete<{ Params: { orderId: string } }>('/v2/booking/hotel-orders/:orderId', async (request, reply) => {
    if (!orders.delete(request.params.orderId)) throw providerErrors.notFound('No hotel order with this id');
    return reply.status(204).send();
  });
}
