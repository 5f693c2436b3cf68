import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAirport } from '../airports';
import { PROVIDER_JSON, type SandboxContext } from '../context';
import { dayNumber, todayNumber } from '../dates';
import { providerErrors, type ProviderWarning } from '../errors';
import { CURRENCIES } from '../money';
import { boolParam, enumParam, intParam, listParam, originOf, param, queryOf, required, selfOf, type Query } from '../params';
import { providerUpper } from '../geo';
import { HOTEL_CITIES, type SandboxHotel } from './data';
import { buildOffer, decodeOfferId, hotelSummary, offersFor, type StayQuery } from './offers';
import { hotelImageSvg } from './media';

const HOTEL_ID = /^[A-Z0-9]{8}$/;
const MAX_NIGHTS = 30;
const MAX_DAYS_AHEAD = 730;
const BOARD_TYPES = ['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'FULL_BOARD', 'ALL_INCLUSIVE'] as const;

function hotelIdsParam(query: Query, max: number): string[] {
  const ids = listParam(query, 'hotelIds') ?? listParam(query, 'hotelId');
  if (!ids) throw providerErrors.mandatoryMissing('hotelIds');
  if (ids.length > max) throw providerErrors.invalidFormat('hotelIds', `at most ${max} hotelIds may be requested`);
  for (const id of ids) if (!HOTEL_ID.test(id)) throw providerErrors.invalidFormat('hotelIds', `invalid hotel id ${id}`, 'RTTZX001');
  return [...new Set(ids)];
}

const notFoundWarning = (hotelId: string): ProviderWarning => ({
  code: 913,
  title: 'PROPERTIES NOT FOUND',
  detail: 'Some of the requested properties were not found in our database.',
  source: { parameter: 'hotelIds', pointer: hotelId },
});

/** A hotel as the hotel list writes it; `rating`, `amenities` and address details are sandbox extras. */
function listEntry(hotel: SandboxHotel, distance?: { value: number; unit: 'KM' | 'MILE' }) {
  return {
    chainCode: hotel.chainCode,
    iataCode: hotel.iataCode,
    dupeId: hotel.dupeId,
    name: providerUpper(hotel.name),
    hotelId: hotel.hotelId,
    geoCode: { latitude: hotel.latitude, longitude: hotel.longitude },
    address: {
      countryCode: hotel.address.countryCode,
      cityName: hotel.address.cityName,
      postalCode: hotel.address.postalCode,
      lines: hotel.address.lines,
    },
    ...(distance ? { distance } : {}),
    ...(hotel.rating !== null ? { rating: hotel.rating } : {}),
    amenities: hotel.amenities,
    lastUpdate: hotel.lastUpdate,
  };
}

function stayQuery(ctx: SandboxContext, query: Query, hotel: SandboxHotel): StayQuery {
  const adults = param(query, 'adults');
  const adultCount = adults === undefined ? 1 : Number(adults);
  if (!/^\d+$/.test(adults ?? '1') || adultCount < 1 || adultCount > 9) throw providerErrors.invalidAdults();
  const today = todayNumber(ctx.now());
  const checkInText = param(query, 'checkInDate');
  const checkIn = checkInText === undefined ? today : dayNumber(checkInText);
  if (checkIn === null) throw providerErrors.invalidCheckIn('checkInDate must be a date YYYY-MM-DD');
  if (checkIn < today) throw providerErrors.invalidCheckIn('Check-in date is in the past');
  if (checkIn > today + MAX_DAYS_AHEAD) throw providerErrors.invalidCheckIn('Check-in date is too far in the future');
  const checkOutText = param(query, 'checkOutDate');
  const checkOut = checkOutText === undefined ? checkIn + 1 : dayNumber(checkOutText);
  if (checkOut === null) throw providerErrors.invalidCheckOut('checkOutDate must be a date YYYY-MM-DD');
  if (checkOut <= checkIn) throw providerErrors.datesIncorrect('Check-out date must be after the check-in date');
  if (checkOut - checkIn > MAX_NIGHTS) throw providerErrors.datesIncorrect(`A stay can last at most ${MAX_NIGHTS} nights`);
  const rooms = intParam(query, 'roomQuantity', 1, 9, 1);
  if (rooms > adultCount) throw providerErrors.invalidFormat('roomQuantity', 'Each room needs at least one adult');
  const currency = param(query, 'currency') ?? 'TRY';
  if (!/^[A-Z]{3}$/.test(currency) || !CURRENCIES[currency]) throw providerErrors.invalidCurrency();
  return { hotel, checkIn, nights: checkOut - checkIn, adults: adultCount, rooms, currency };
}

/** [min, max] per night and room, from `priceRange` (200-300, -300 or 100). */
function priceRangeParam(query: Query): [number, number] | null {
  const value = param(query, 'priceRange');
  if (value === undefined) return null;
  const match = /^(\d+)?(-)?(\d+)?$/.exec(value);
  if (!match || (!match[1] && !match[3]))
    throw providerErrors.invalidFormat('priceRange', 'priceRange must look like 200-300, -300 or 100');
  if (param(query, 'currency') === undefined) throw providerErrors.parameterCombination('priceRange needs currency', 'currency');
  const low = match[1] ? Number(match[1]) : 0;
  const high = match[3] ? Number(match[3]) : match[2] ? Infinity : low;
  return [low, high];
}

export async function hotelRoutes(app: FastifyInstance, options: { ctx: SandboxContext }) {
  const { ctx } = options;
  const pool = ctx.hotels;

  app.get('/v1/reference-data/locations/hotels/by-city', async (request, reply) => {
    const query = queryOf(request);
    const cityCode = required(query, 'cityCode').toUpperCase();
    if (!/^[A-Z]{3}$/.test(cityCode)) throw providerErrors.invalidFormat('cityCode', 'invalid query parameter format', 'PAR');
    const radius = intParam(query, 'radius', 1, 300, 5);
    const unit = enumParam(query, 'radiusUnit', ['KM', 'MILE'] as const, 'KM');
    const ratings = listParam(query, 'ratings');
    if (ratings && (ratings.length > 4 || ratings.some((r) => !/^[1-5]$/.test(r)))) {
      throw providerErrors.invalidFormat('ratings', 'ratings takes up to 4 values from 1 to 5');
    }
    const source = enumParam(query, 'hotelSource', ['BEDBANK', 'DIRECTCHAIN', 'ALL'] as const, 'ALL');
    const amenities = listParam(query, 'amenities');
    if (!HOTEL_CITIES[cityCode]) {
      throw findAirport(cityCode) ? providerErrors.nothingFoundForCity() : providerErrors.invalidCityCode();
    }
    const radiusKm = unit === 'MILE' ? radius * 1.609344 : radius;
    const found = pool
      .near(cityCode, radiusKm)
      .filter(({ hotel }) => source === 'ALL' || hotel.source === source)
      .filter(({ hotel }) => !ratings || (hotel.rating !== null && ratings.includes(String(hotel.rating))))
      .filter(({ hotel }) => !amenities || amenities.every((a) => hotel.amenities.includes(a.toUpperCase())));
    if (found.length === 0) throw providerErrors.nothingFoundForCity();
    const data = found.map(({ hotel, distanceKm }) =>
      listEntry(hotel, { value: Math.round((unit === 'MILE' ? distanceKm / 1.609344 : distanceKm) * 100) / 100, unit }),
    );
    return reply.type(PROVIDER_JSON).send({ data, meta: { count: data.length, links: { self: selfOf(request) } } });
  });

  app.get('/v1/reference-data/locations/hotels/by-hotels', async (request, reply) => {
    const ids = hotelIdsParam(queryOf(request), 99);
    const data = ids.flatMap((id) => {
      const hotel = pool.byId.get(id);
      return hotel ? [listEntry(hotel)] : [];
    });
    const warnings = ids.filter((id) => !pool.byId.has(id)).map(notFoundWarning);
    return reply
      .type(PROVIDER_JSON)
      .send({ data, meta: { count: data.length, links: { self: selfOf(request) } }, ...(warnings.length ? { warnings } : {}) });
  });

  app.get('/v3/shopping/hotel-offers', async (request, reply) => {
    const query = queryOf(request);
    const ids = hotelIdsParam(query, 100);
    const known = ids.map((id) => pool.byId.get(id)).filter((hotel): hotel is SandboxHotel => Boolean(hotel));
    if (known.length === 0) throw providerErrors.invalidHotelCode(ids[0]!);
    const template = stayQuery(ctx, query, known[0]!);
    const bestRateOnly = boolParam(query, 'bestRateOnly', true);
    const includeClosed = boolParam(query, 'includeClosed', false);
    const boardType = enumParam(query, 'boardType', BOARD_TYPES);
    const paymentPolicy = enumParam(query, 'paymentPolicy', ['GUARANTEE', 'DEPOSIT', 'NONE'] as const, 'NONE');
    const range = priceRangeParam(query);
    const origin = originOf(request);
    const data = known.flatMap((hotel) => {
      const stay = { ...template, hotel };
      let offers = offersFor(ctx.seed, stay, bestRateOnly, origin);
      if (boardType && hotel.boardType !== boardType) offers = [];
      if (paymentPolicy !== 'NONE' && hotel.paymentType.toUpperCase() !== paymentPolicy) offers = [];
      if (range) {
        offers = offers.filter((offer) => {
          const perNight = Number(offer.price.variations.average.base);
          return perNight >= range[0] && perNight <= range[1];
        });
      }
      if (offers.length === 0 && !includeClosed) return [];
      return [
        {
          type: 'hotel-offers',
          hotel: hotelSummary(hotel),
          available: offers.length > 0,
          ...(offers.length ? { offers } : {}),
          self: `${origin}${request.url}`,
        },
      ];
    });
    const warnings = ids.filter((id) => !pool.byId.has(id)).map(notFoundWarning);
    return reply.type(PROVIDER_JSON).send({ data, ...(warnings.length ? { warnings } : {}) });
  });

  app.get<{ Params: { offerId: string } }>('/v3/shopping/hotel-offers/:offerId', async (request, reply) => {
    const decoded = decodeOfferId(ctx.seed, pool, request.params.offerId);
    if (!decoded || !decoded.query.hotel.hasOffers) throw providerErrors.notFound('No offer with this id; search again');
    if (decoded.query.checkIn < todayNumber(ctx.now())) throw providerErrors.invalidCheckIn('Check-in date is in the past');
    const offer = buildOffer(ctx.seed, decoded.query, decoded.roomIndex, originOf(request));
    return reply.type(PROVIDER_JSON).send({
      data: { type: 'hotel-offers', hotel: hotelSummary(decoded.query.hotel), available: true, offers: [offer], self: offer.self },
    });
  });

  app.get('/v2/e-reputation/hotel-sentiments', async (request, reply) => {
    const ids = hotelIdsParam(queryOf(request), 3);
    const data = ids.flatMap((id) => {
      const sentiment = pool.byId.get(id)?.sentiment;
      return sentiment ? [{ type: 'hotelSentiment', hotelId: id, ...sentiment }] : [];
    });
    const warnings = ids.filter((id) => !pool.byId.get(id)?.sentiment).map(notFoundWarning);
    return reply
      .type(PROVIDER_JSON)
      .send({ data, meta: { count: data.length, links: { self: selfOf(request) } }, ...(warnings.length ? { warnings } : {}) });
  });

  // The spec's fallback for pictures. Not part of the provider's public catalogue: the sandbox
  // answers it in the provider's style, with URIs of images it serves itself under /media.
  const media = async (request: FastifyRequest, reply: FastifyReply) => {
    const ids = hotelIdsParam(queryOf(request), 20);
    const data = ids.flatMap((id) => {
      const hotel = pool.byId.get(id);
      if (!hotel) return [];
      return [
        {
          type: 'hotel-media',
          hotelId: id,
          media: hotel.media.map((item, i) => ({
            uri: `${ctx.mediaBaseUrl}/media/hotels/${id}/${i + 1}.svg`,
            category: item.category,
            width: 800,
            height: 600,
            description: { lang: 'EN', text: item.description },
          })),
        },
      ];
    });
    const warnings = ids.filter((id) => !pool.byId.has(id)).map(notFoundWarning);
    return reply
      .type(PROVIDER_JSON)
      .send({ data, meta: { count: data.length, links: { self: selfOf(request) } }, ...(warnings.length ? { warnings } : {}) });
  };
  app.get('/v1/hotel/descriptive/media', media);
  app.get('/v2/hotel/descriptive/media', media);
}

/** The pictures themselves: public (an <img> sends no bearer token), like a provider's image CDN. */
export async function mediaFileRoutes(app: FastifyInstance, options: { ctx: SandboxContext }) {
  const pool = options.ctx.hotels;
  const { ctx } = options;
  app.get<{ Params: { hotelId: string; file: string } }>('/media/hotels/:hotelId/:file', async (request, reply) => {
    const hotel = pool.byId.get(request.params.hotelId);
    const match = /^(\d+)\.svg$/.exec(request.params.file);
    const item = match && hotel ? hotel.media[Number(match[1]) - 1] : undefined;
    if (!hotel || !item) throw providerErrors.notFound('No such image');
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(hotelImageSvg(ctx.seed, hotel, item.category, Number(match![1])));
  });
}
