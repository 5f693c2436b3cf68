import { Type, type Static } from 'typebox';
import { FilledText } from './catalogue';
import { ExpectedUpdatedAt } from './common';
import { PLACE_CODES, TAXI_RATE_BOUNDS, VEHICLE_BOUNDS } from './constants';
export { BOOKING_HORIZON_DAYS, MAX_RENTAL_DAYS } from './constants';
import { TRANSFER_MESSAGES } from './transfer-messages';
import { CLOCK_TIME } from './validation';

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

/**
 * Where the agency drives: the eastern Black Sea coast and its mountains, from west of Trabzon
 * (Görele, 38.3° E) to the Georgian border at Sarp (41.6° E), and from the sea (41.7° N) to the
 * Kaçkar and Zigana ranges (40.3° N). A map point outside this box, or in the sea, is refused (inServiceArea).
 */
export const SERVICE_AREA = { south: 40.3, north: 41.7, west: 38.3, east: 41.6 } as const;

/**
 * The land of the eastern Black Sea as one ring of [longitude, latitude] points: a copy of the
 * map's offline coastline (mf-transfers/src/components/map/data/black-sea-east.json, Natural Earth
 * 1:10m land, public domain, 3 decimals); regenerate both together. Only the coast matters here:
 * the ring's other sides are the edges of its box, well outside SERVICE_AREA.
 */
const LAND_RING: ReadonlyArray<readonly [number, number]> = [
  [42.5, 42.4],
  [42.5, 39.8],
  [36.5, 39.8],
  [36.5, 41.255],
  [36.517, 41.263],
  [36.571, 41.298],
  [36.578, 41.307],
  [36.582, 41.317],
  [36.596, 41.335],
  [36.6, 41.342],
  [36.603, 41.344],
  [36.607, 41.366],
  [36.621, 41.376],
  [36.632, 41.374],
  [36.65, 41.369],
  [36.672, 41.366],
  [36.758, 41.366],
  [36.837, 41.35],
  [36.985, 41.295],
  [37.014, 41.274],
  [37.032, 41.242],
  [37.035, 41.198],
  [37.039, 41.182],
  [37.057, 41.175],
  [37.079, 41.171],
  [37.115, 41.153],
  [37.136, 41.146],
  [37.262, 41.148],
  [37.298, 41.141],
  [37.323, 41.124],
  [37.334, 41.119],
  [37.356, 41.114],
  [37.377, 41.112],
  [37.395, 41.109],
  [37.421, 41.087],
  [37.435, 41.077],
  [37.478, 41.068],
  [37.482, 41.062],
  [37.503, 41.043],
  [37.525, 41.036],
  [37.565, 41.04],
  [37.579, 41.036],
  [37.586, 41.041],
  [37.601, 41.046],
  [37.608, 41.05],
  [37.615, 41.058],
  [37.629, 41.085],
  [37.64, 41.102],
  [37.655, 41.117],
  [37.673, 41.131],
  [37.691, 41.141],
  [37.698, 41.124],
  [37.716, 41.114],
  [37.734, 41.114],
  [37.752, 41.126],
  [37.759, 41.119],
  [37.784, 41.122],
  [37.784, 41.06],
  [37.802, 41.043],
  [37.853, 41.023],
  [37.867, 41.016],
  [37.878, 41.006],
  [37.896, 40.982],
  [37.935, 40.996],
  [37.982, 40.991],
  [38.101, 40.96],
  [38.162, 40.952],
  [38.202, 40.942],
  [38.223, 40.942],
  [38.267, 40.95],
  [38.288, 40.947],
  [38.331, 40.918],
  [38.353, 40.918],
  [38.389, 40.927],
  [38.425, 40.918],
  [38.454, 40.916],
  [38.465, 40.923],
  [38.54, 40.927],
  [38.555, 40.935],
  [38.591, 40.962],
  [38.605, 40.969],
  [38.637, 40.976],
  [38.648, 40.976],
  [38.655, 40.971],
  [38.67, 40.955],
  [38.677, 40.949],
  [38.688, 40.952],
  [38.706, 40.954],
  [38.717, 40.955],
  [38.724, 40.959],
  [38.735, 40.965],
  [38.742, 40.972],
  [38.756, 40.976],
  [38.774, 40.994],
  [38.778, 40.999],
  [38.785, 41.003],
  [38.807, 41.008],
  [38.875, 41.019],
  [38.893, 41.028],
  [38.907, 41.038],
  [38.929, 41.043],
  [39.041, 41.043],
  [39.123, 41.057],
  [39.131, 41.062],
  [39.156, 41.077],
  [39.167, 41.08],
  [39.203, 41.077],
  [39.221, 41.074],
  [39.249, 41.053],
  [39.275, 41.05],
  [39.289, 41.055],
  [39.318, 41.068],
  [39.336, 41.07],
  [39.35, 41.074],
  [39.404, 41.099],
  [39.408, 41.102],
  [39.411, 41.107],
  [39.419, 41.111],
  [39.429, 41.112],
  [39.494, 41.101],
  [39.509, 41.09],
  [39.534, 41.065],
  [39.591, 41.025],
  [39.631, 41.008],
  [39.671, 41.003],
  [39.689, 41.008],
  [39.71, 41.014],
  [39.728, 41.018],
  [39.757, 41.003],
  [39.768, 41.001],
  [39.789, 41.003],
  [39.8, 41.001],
  [39.858, 40.964],
  [39.876, 40.957],
  [39.897, 40.955],
  [39.912, 40.964],
  [39.977, 40.981],
  [39.998, 40.982],
  [40.056, 40.942],
  [40.085, 40.927],
  [40.124, 40.92],
  [40.142, 40.923],
  [40.171, 40.932],
  [40.196, 40.937],
  [40.232, 40.947],
  [40.254, 40.959],
  [40.301, 40.969],
  [40.466, 41.05],
  [40.499, 41.038],
  [40.527, 41.036],
  [40.556, 41.043],
  [40.589, 41.057],
  [40.625, 41.082],
  [40.639, 41.085],
  [40.671, 41.089],
  [40.686, 41.092],
  [40.697, 41.099],
  [40.758, 41.158],
  [40.826, 41.198],
  [40.841, 41.202],
  [40.855, 41.198],
  [40.898, 41.188],
  [40.923, 41.19],
  [40.959, 41.21],
  [40.977, 41.215],
  [40.995, 41.217],
  [41.021, 41.224],
  [41.042, 41.232],
  [41.06, 41.242],
  [41.1, 41.274],
  [41.121, 41.286],
  [41.147, 41.29],
  [41.172, 41.291],
  [41.19, 41.296],
  [41.283, 41.354],
  [41.309, 41.361],
  [41.33, 41.369],
  [41.341, 41.372],
  [41.377, 41.376],
  [41.391, 41.379],
  [41.409, 41.391],
  [41.424, 41.408],
  [41.435, 41.43],
  [41.438, 41.452],
  [41.449, 41.457],
  [41.507, 41.496],
  [41.521, 41.514],
  [41.586, 41.602],
  [41.615, 41.632],
  [41.676, 41.663],
  [41.694, 41.692],
  [41.741, 41.751],
  [41.741, 41.762],
  [41.744, 41.771],
  [41.744, 41.779],
  [41.751, 41.788],
  [41.766, 41.805],
  [41.773, 41.813],
  [41.773, 41.822],
  [41.773, 41.903],
  [41.773, 41.908],
  [41.762, 41.97],
  [41.759, 41.992],
  [41.755, 42.006],
  [41.715, 42.06],
  [41.687, 42.098],
  [41.676, 42.105],
  [41.665, 42.114],
  [41.658, 42.132],
  [41.658, 42.168],
  [41.651, 42.212],
  [41.597, 42.35],
  [41.593, 42.355],
  [41.586, 42.364],
  [41.557, 42.382],
  [41.553, 42.391],
  [41.551, 42.4],
  [42.5, 42.4],
];

/**
 * How far off the drawn coast a point still counts as on land, km: the coastline is drawn to about
 * a kilometre, so a quay, a beach or the airport's runway on reclaimed land must not fall into the sea.
 */
export const COAST_TOLERANCE_KM = 1;

/** Whether a point is inside the ring (even-odd ray casting, in degrees: exact enough at this scale). */
function insideLand(lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = LAND_RING.length - 1; i < LAND_RING.length; j = i++) {
    const [x1, y1] = LAND_RING[i]!;
    const [x2, y2] = LAND_RING[j]!;
    if (y1 > lat !== y2 > lat && lng < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1) inside = !inside;
  }
  return inside;
}

/** The distance from a point to the coast, km (a local flat projection: the distances are a few km). */
function kmToCoast(lat: number, lng: number): number {
  const kmPerLng = 111.32 * Math.cos((lat * Math.PI) / 180);
  const kmPerLat = 110.57;
  let nearest = Infinity;
  for (let i = 0, j = LAND_RING.length - 1; i < LAND_RING.length; j = i++) {
    const [x1, y1] = LAND_RING[j]!;
    const [x2, y2] = LAND_RING[i]!;
    const ax = (x1 - lng) * kmPerLng;
    const ay = (y1 - lat) * kmPerLat;
    const dx = (x2 - x1) * kmPerLng;
    const dy = (y2 - y1) * kmPerLat;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
    nearest = Math.min(nearest, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return nearest;
}

/**
 * Whether the agency drives to a map point: inside SERVICE_AREA and on land (or within
 * COAST_TOLERANCE_KM of the coast). A point in the sea is refused like one outside the box.
 */
export function inServiceArea(point: { lat: number; lng: number }): boolean {
  const { lat, lng } = point;
  const inBox = lat >= SERVICE_AREA.south && lat <= SERVICE_AREA.north && lng >= SERVICE_AREA.west && lng <= SERVICE_AREA.east;
  return inBox && (insideLand(lat, lng) || kmToCoast(lat, lng) <= COAST_TOLERANCE_KM);
}

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
const IsoTime = Type.String({ pattern: CLOCK_TIME, errorMessage: 'Please select a pickup time' });

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
    vehicleId: Type.String({ minLength: 1, maxLength: 100, errorMessage: TRANSFER_MESSAGES.vehicleRequired }),
    pickup: BookingLocation,
    dropoff: BookingLocation,
    pickupDate: Type.String({ minLength: 1, maxLength: 10, errorMessage: TRANSFER_MESSAGES.pickupDateRequired }),
    dropoffDate: Type.String({ minLength: 1, maxLength: 10, errorMessage: TRANSFER_MESSAGES.dropoffDateRequired }),
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
    vehicleId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, errorMessage: TRANSFER_MESSAGES.vehicleRequired })),
    pickup: BookingLocation,
    dropoff: BookingLocation,
    date: Type.String({ minLength: 1, maxLength: 10, errorMessage: TRANSFER_MESSAGES.pickupDateRequired }),
    time: IsoTime,
    passengers: Type.Integer({ minimum: 1, maximum: MAX_PASSENGERS, errorMessage: TRANSFER_MESSAGES.passengers }),
  },
  { additionalProperties: false },
);
export type TransferBookingDetails = Static<typeof TransferBookingDetails>;
