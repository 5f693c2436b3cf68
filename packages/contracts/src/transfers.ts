import { Type, type Static } from 'typebox';
import { FilledText } from './catalogue';
import { ExpectedUpdatedAt } from './common';
import { PLACE_CODES, TAXI_RATE_BOUNDS, VEHICLE_BOUNDS } from './constants';
export { BOOKING_HORIZON_DAYS, MAX_RENTAL_DAYS } from './constants';
import { TRANSFER_MESSAGES } from './transfer-messages';
import { CLOCK_TIME, GENERAL_MESSAGES, fieldMessages } from './validation';

export { TRANSFER_MESSAGES };

/*
 * Car rentals, transfers and taxis: every request and answer of /api/transfers/* and
 * /api/admin/transfers/*, and the details of bookings of type `car-rental` (TC-) and `transfer`
 * (TT-). Money is in US dollars (at most two decimals; the API keeps integer cents). Dates are
 * YYYY-MM-DD in Europe/Istanbul.
 */

export const SERVICE_TYPES = ['car_rental', 'transfer'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export { PLACE_CODES };
export type PlaceCode = (typeof PLACE_CODES)[number];
/** The select value of a point chosen on the map. */
export const CUSTOM_PLACE = 'CUSTOM';
export type LocationCode = PlaceCode | typeof CUSTOM_PLACE;

export const RENTAL_TYPES = ['economy', 'compact', 'midsize', 'suv', 'luxury', 'van'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];
export const TRANSFER_TYPES = ['standard', 'premium', 'minivan', 'minibus'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];
export const TRANSMISSIONS = ['manual', 'automatic'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export { COAST_TOLERANCE_KM, SERVICE_AREA, inServiceArea } from './service-area';

/** Spec section 9: the map opens here at zoom 12 and zooms to 15 on a chosen point. */
export const MAP_CENTRE = { lat: 41.0015, lng: 39.7178 } as const;
export const MAP_ZOOM = 12;
export const MAP_POINT_ZOOM = 15;

/** Passengers per transfer or taxi search (spec: transfers 1 to 16). */
export const MAX_PASSENGERS = 16;
/** Seats of a city taxi. */
export const TAXI_MAX_PASSENGERS = 4;

/*
 * Route schemas go to Fastify's Ajv, which refuses the `errorMessage` keyword; the booking details
 * schemas are checked by the bookings core, which reads it for per-field texts. Hence two flavours.
 */
const ServiceTypeSchema = Type.Union([Type.Literal('car_rental'), Type.Literal('transfer')]);
const RentalTypeSchema = Type.Union([
  Type.Literal('economy'),
  Type.Literal('compact'),
  Type.Literal('midsize'),
  Type.Literal('suv'),
  Type.Literal('luxury'),
  Type.Literal('van'),
]);
const locationCodeSchema = (options: { errorMessage?: string } = {}) =>
  Type.Union(
    [
      Type.Literal('TZX'),
      Type.Literal('TZX_CITY'),
      Type.Literal('UZUNGOL'),
      Type.Literal('SUMELA'),
      Type.Literal('AYDER'),
      Type.Literal('RIZE'),
      Type.Literal('CUSTOM'),
    ],
    options,
  );

const Latitude = Type.Number({ minimum: -90, maximum: 90 });
const Longitude = Type.Number({ minimum: -180, maximum: 180 });

const locationSchema = (options: { errorMessage?: string } = {}) =>
  Type.Object(
    {
      code: locationCodeSchema(options),
      lat: Type.Optional(Latitude),
      lng: Type.Optional(Longitude),
    },
    { additionalProperties: false },
  );

/** A place: one of the six codes, or CUSTOM with the map point's coordinates. */
export const TransferLocation = locationSchema();
/** The same in booking details, with the bookings core's per-field text. */
const BookingLocation = locationSchema({ errorMessage: 'Please select a location' });
export type TransferLocation = Static<typeof TransferLocation>;

const IsoDate = Type.String({ minLength: 1, maxLength: 10 });
/** A booking's vehicle: none chosen, or an id no vehicle has (too long). */
const VehicleMessages = fieldMessages(TRANSFER_MESSAGES.vehicleRequired, TRANSFER_MESSAGES.vehicleNotFound);
/** A booking's pickup time: left out or empty asks for one; any other text that is no HH:MM (25:99) says so. */
const IsoTime = Type.String({
  minLength: 1,
  pattern: CLOCK_TIME,
  errorMessage: { ...fieldMessages(TRANSFER_MESSAGES.timeRequired, TRANSFER_MESSAGES.badTime), pattern: TRANSFER_MESSAGES.badTime },
});

/** POST /api/transfers/search */
export const TransferSearchRequest = Type.Object(
  {
    serviceType: ServiceTypeSchema,
    pickup: TransferLocation,
    dropoff: TransferLocation,
    pickupDate: IsoDate,
    /** Rentals only. */
    dropoffDate: Type.Optional(IsoDate),
    /** Rentals only: the wanted type is listed first. */
    carType: Type.Optional(RentalTypeSchema),
    passengers: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PASSENGERS, default: 2 })),
  },
  { additionalProperties: false },
);
export type TransferSearchRequest = Static<typeof TransferSearchRequest>;

export const PlaceView = Type.Object({
  code: Type.String(),
  name: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
});
export type PlaceView = Static<typeof PlaceView>;

export const VehicleView = Type.Object({
  _id: Type.String(),
  service: ServiceTypeSchema,
  type: Type.String(),
  name: Type.String(),
  description: Type.String(),
  passengers: Type.Integer(),
  luggage: Type.Integer(),
  transmission: Type.Union([Type.Literal('manual'), Type.Literal('automatic'), Type.Null()]),
  /** Per day (rentals) or per trip (transfers). */
  price: Type.Number(),
  unit: Type.Union([Type.Literal('day'), Type.Literal('trip')]),
  image: Type.Union([Type.String(), Type.Null()]),
});
export type VehicleView = Static<typeof VehicleView>;

export const VehicleOption = Type.Intersect([
  VehicleView,
  Type.Object({
    /** Days (rentals) or 1 (transfers). */
    quantity: Type.Integer(),
    total: Type.Number(),
    /** Rentals: cars of this type free on every day of the rental; null for transfers. */
    available: Type.Union([Type.Integer(), Type.Null()]),
  }),
]);
export type VehicleOption = Static<typeof VehicleOption>;

export const TransferSearchResponse = Type.Object({
  serviceType: Type.String(),
  pickup: PlaceView,
  dropoff: PlaceView,
  pickupDate: Type.String(),
  dropoffDate: Type.Union([Type.String(), Type.Null()]),
  /** Charged days of a rental (see the README: a same-day rental is one day); 1 for transfers. */
  days: Type.Integer(),
  passengers: Type.Integer(),
  /** Straight-line distance between the two places, km, one decimal. */
  distanceKm: Type.Number(),
  options: Type.Array(VehicleOption),
});
export type TransferSearchResponse = Static<typeof TransferSearchResponse>;

export const TaxiRates = Type.Object({
  baseFare: Type.Number({ minimum: TAXI_RATE_BOUNDS.baseFare.min, maximum: TAXI_RATE_BOUNDS.baseFare.max, multipleOf: 0.01 }),
  perKm: Type.Number({ minimum: TAXI_RATE_BOUNDS.perKm.min, maximum: TAXI_RATE_BOUNDS.perKm.max, multipleOf: 0.01 }),
  /** Road distance = straight line × this factor (roads wind through the valleys). */
  roadFactor: Type.Number({ minimum: TAXI_RATE_BOUNDS.roadFactor.min, maximum: TAXI_RATE_BOUNDS.roadFactor.max }),
});
export type TaxiRates = Static<typeof TaxiRates>;

/** GET /api/transfers/config: what the screens need besides the vehicles. */
export const TransfersConfig = Type.Object({
  places: Type.Array(PlaceView),
  serviceArea: Type.Object({ south: Type.Number(), north: Type.Number(), west: Type.Number(), east: Type.Number() }),
  map: Type.Object({
    tileUrl: Type.String(),
    attribution: Type.String(),
    centre: Type.Object({ lat: Type.Number(), lng: Type.Number() }),
    zoom: Type.Integer(),
    pointZoom: Type.Integer(),
  }),
  taxi: TaxiRates,
});
export type TransfersConfig = Static<typeof TransfersConfig>;

export const VehicleListQuery = Type.Object({
  service: Type.Optional(ServiceTypeSchema),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
});
export type VehicleListQuery = Static<typeof VehicleListQuery>;

export const VehicleListResponse = Type.Object({ results: Type.Array(VehicleView) });
export type VehicleListResponse = Static<typeof VehicleListResponse>;

/** POST /api/transfers/taxi/estimate */
export const TaxiEstimateRequest = Type.Object(
  {
    pickup: TransferLocation,
    dropoff: TransferLocation,
    passengers: Type.Optional(Type.Integer({ minimum: 1, maximum: TAXI_MAX_PASSENGERS, default: 1 })),
  },
  { additionalProperties: false },
);
export type TaxiEstimateRequest = Static<typeof TaxiEstimateRequest>;

export const TaxiEstimate = Type.Object({
  pickup: PlaceView,
  dropoff: PlaceView,
  straightKm: Type.Number(),
  distanceKm: Type.Number(),
  baseFare: Type.Number(),
  perKm: Type.Number(),
  roadFactor: Type.Number(),
  fare: Type.Number(),
});
export type TaxiEstimate = Static<typeof TaxiEstimate>;

const TranslatedText = Type.Object(
  {
    en: FilledText(VEHICLE_BOUNDS.textMax),
    tr: Type.Optional(Type.String({ maxLength: VEHICLE_BOUNDS.textMax })),
    ar: Type.Optional(Type.String({ maxLength: VEHICLE_BOUNDS.textMax })),
  },
  { additionalProperties: false },
);

/** GET /api/admin/transfers/vehicles: every vehicle, every language, fleet included. */
export const VehicleAdmin = Type.Object({
  _id: Type.String(),
  service: Type.String(),
  type: Type.String(),
  name: Type.Object({ en: Type.String(), tr: Type.Optional(Type.String()), ar: Type.Optional(Type.String()) }),
  description: Type.Object({ en: Type.String(), tr: Type.Optional(Type.String()), ar: Type.Optional(Type.String()) }),
  passengers: Type.Integer(),
  luggage: Type.Integer(),
  transmission: Type.Union([Type.String(), Type.Null()]),
  price: Type.Number(),
  fleet: Type.Integer(),
  active: Type.Boolean(),
  image: Type.Union([Type.String(), Type.Null()]),
  /** The version an update may send back as `expectedUpdatedAt`. */
  updatedAt: Type.String(),
});
export type VehicleAdmin = Static<typeof VehicleAdmin>;

export const VehicleAdminList = Type.Object({ results: Type.Array(VehicleAdmin) });
export type VehicleAdminList = Static<typeof VehicleAdminList>;

/** PUT /api/admin/transfers/vehicles/:id: any of these; a price change applies to new bookings only. */
export const VehicleUpdate = Type.Object(
  {
    name: Type.Optional(TranslatedText),
    description: Type.Optional(TranslatedText),
    passengers: Type.Optional(Type.Integer({ minimum: VEHICLE_BOUNDS.passengers.min, maximum: VEHICLE_BOUNDS.passengers.max })),
    luggage: Type.Optional(Type.Integer({ minimum: VEHICLE_BOUNDS.luggage.min, maximum: VEHICLE_BOUNDS.luggage.max })),
    transmission: Type.Optional(Type.Union([Type.Literal('manual'), Type.Literal('automatic'), Type.Null()])),
    price: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: VEHICLE_BOUNDS.price.max, multipleOf: 0.01 })),
    fleet: Type.Optional(Type.Integer({ minimum: VEHICLE_BOUNDS.fleet.min, maximum: VEHICLE_BOUNDS.fleet.max })),
    active: Type.Optional(Type.Boolean()),
    expectedUpdatedAt: ExpectedUpdatedAt,
  },
  { additionalProperties: false, minProperties: 1 },
);
export type VehicleUpdate = Static<typeof VehicleUpdate>;

/** Details of a `car-rental` booking in POST /api/bookings and /api/bookings/quote. */
export const CarRentalBookingDetails = Type.Object(
  {
    vehicleId: Type.String({ minLength: 1, maxLength: 100, errorMessage: VehicleMessages }),
    pickup: BookingLocation,
    dropoff: BookingLocation,
    pickupDate: Type.String({
      minLength: 1,
      maxLength: 10,
      errorMessage: fieldMessages(TRANSFER_MESSAGES.pickupDateRequired, GENERAL_MESSAGES.badDate),
    }),
    dropoffDate: Type.String({
      minLength: 1,
      maxLength: 10,
      errorMessage: fieldMessages(TRANSFER_MESSAGES.dropoffDateRequired, GENERAL_MESSAGES.badDate),
    }),
    /** When the car is handed over; 10:00 when absent. */
    pickupTime: Type.Optional(IsoTime),
    passengers: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PASSENGERS, default: 2, errorMessage: TRANSFER_MESSAGES.passengers }),
    ),
  },
  { additionalProperties: false },
);
export type CarRentalBookingDetails = Static<typeof CarRentalBookingDetails>;

/**
 * Details of a `transfer` booking: a vehicle of the transfer catalogue at its price per trip, or
 * (mode `taxi`) a city taxi at base fare + per-km rate × road distance.
 */
export const TransferBookingDetails = Type.Object(
  {
    mode: Type.Optional(Type.Union([Type.Literal('transfer'), Type.Literal('taxi')], { default: 'transfer' })),
    vehicleId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, errorMessage: VehicleMessages })),
    pickup: BookingLocation,
    dropoff: BookingLocation,
    date: Type.String({
      minLength: 1,
      maxLength: 10,
      errorMessage: fieldMessages(TRANSFER_MESSAGES.pickupDateRequired, GENERAL_MESSAGES.badDate),
    }),
    time: IsoTime,
    passengers: Type.Integer({ minimum: 1, maximum: MAX_PASSENGERS, errorMessage: TRANSFER_MESSAGES.passengers }),
  },
  { additionalProperties: false },
);
export type TransferBookingDetails = Static<typeof TransferBookingDetails>;
