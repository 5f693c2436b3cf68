import { BOOKING_HORIZON_DAYS, MAX_RENTAL_DAYS, PICKUP_NOTICE_MINUTES, PLACE_CODES } from '@trabzon/contracts/constants';
import { addDays, isIsoDate, nowTimeIso, todayIso } from '@trabzon/dates';
import type { LocationCode, RentalType, ServiceType, TransferLocation } from '@trabzon/api-client';
import { isolateCoordinates, isolateLtr } from '@trabzon/i18n';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The car screen's search state (spec section 3, "Car search state"). */
export interface CarSearchState {
  serviceType: ServiceType;
  pickupLocation: LocationCode;
  dropoffLocation: LocationCode;
  pickupDate: string;
  dropoffDate: string;
  carType: RentalType;
  passengers: number;
  customPickup: LatLng | null;
  customDropoff: LatLng | null;
}

export type Which = 'pickup' | 'dropoff';

/** The route of a car search or a taxi: each end a named place, or CUSTOM with a point chosen on the map. */
export type RouteState = Pick<CarSearchState, 'pickupLocation' | 'dropoffLocation' | 'customPickup' | 'customDropoff'>;

/** One end of the route: its place (CUSTOM for a map point) and its map point, if any. */
export const routeEnd = (state: RouteState, which: Which): { code: LocationCode; point: LatLng | null } =>
  which === 'pickup'
    ? { code: state.pickupLocation, point: state.customPickup }
    : { code: state.dropoffLocation, point: state.customDropoff };

/** The places a removed custom point falls back to (spec section 4). */
export const DEFAULT_PICKUP: LocationCode = 'TZX';
export const DEFAULT_DROPOFF: LocationCode = 'TZX_CITY';

export const CAR_TYPES: RentalType[] = ['economy', 'compact', 'midsize', 'suv', 'luxury', 'van'];
export const TRANSFER_PASSENGERS = Array.from({ length: 16 }, (_, i) => i + 1);

/** The last day a pickup can be booked (the date fields' max): BOOKING_HORIZON_DAYS after today. */
export const lastBookableDay = (today: string): string => addDays(today, BOOKING_HORIZON_DAYS);

/** Spec section 5 defaults: pickup tomorrow, drop-off in 3 days, 2 passengers, economy. */
export function defaultSearch(today: string): CarSearchState {
  return {
    serviceType: 'car_rental',
    pickupLocation: DEFAULT_PICKUP,
    dropoffLocation: DEFAULT_DROPOFF,
    pickupDate: addDays(today, 1),
    dropoffDate: addDays(today, 3),
    carType: 'economy',
    passengers: 2,
    customPickup: null,
    customDropoff: null,
  };
}

/** A point chosen on the map: the select shows CUSTOM and the point is kept. */
export function withCustomPoint<S extends RouteState>(state: S, which: Which, point: LatLng): S {
  return which === 'pickup'
    ? { ...state, pickupLocation: 'CUSTOM', customPickup: point }
    : { ...state, dropoffLocation: 'CUSTOM', customDropoff: point };
}

/** Removing a custom point resets pickup to TZX and drop-off to TZX_CITY. */
export function withoutCustomPoint<S extends RouteState>(state: S, which: Which): S {
  return which === 'pickup'
    ? { ...state, pickupLocation: DEFAULT_PICKUP, customPickup: null }
    : { ...state, dropoffLocation: DEFAULT_DROPOFF, customDropoff: null };
}

/** Choosing a named place in the select (a custom point of that field is dropped). */
export function withPlace<S extends RouteState>(state: S, which: Which, code: LocationCode): S {
  if (code === 'CUSTOM') return state;
  return which === 'pickup'
    ? { ...state, pickupLocation: code, customPickup: null }
    : { ...state, dropoffLocation: code, customDropoff: null };
}

/** A new pickup date; the drop-off moves along when it would fall before it (drop-off minimum = pickup). */
export function withPickupDate(state: CarSearchState, pickupDate: string): CarSearchState {
  return { ...state, pickupDate, dropoffDate: state.dropoffDate < pickupDate ? pickupDate : state.dropoffDate };
}

export function toLocation(code: LocationCode, point: LatLng | null): TransferLocation {
  return code === 'CUSTOM' && point ? { code, lat: point.lat, lng: point.lng } : { code };
}

/** "41.00150, 39.71780": the disabled text box of a custom point. */
export function formatPoint(point: LatLng): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

/** "41.00150, 39.71780" in a map point's name. */

/**
 * A place's name in a summary or a sentence: a map point's coordinates ("41.00150, 39.71780")
 * isolated left to right, or an Arabic page shows them as "39.71780 ,41.00150". Only the
 * coordinates: the API names a point in the page's language ("نقطة على الخريطة 41.00150, 39.71780"),
 * and its words isolated left to right would be read after the numbers on a right-to-left page.
 */
export function placeText(code: string, pointName: string | null, placeName: (code: string) => string): string {
  if (code !== 'CUSTOM' || pointName === null) return placeName(code);
  const isolated = isolateCoordinates(pointName);
  return isolated === pointName ? isolateLtr(pointName) : isolated;
}

/** The pickup time of a rental or transfer (a field of the booking step) unless the visitor changes it. */
export const DEFAULT_PICKUP_TIME = '10:00';

/** Today's first full hour (Istanbul time) that leaves the office its notice; null when none is left today. */
function firstPickupHourToday(now: Date): string | null {
  const earliest = new Date(now.getTime() + PICKUP_NOTICE_MINUTES.transfer * 60_000);
  if (todayIso(earliest) !== todayIso(now)) return null;
  const [hours, minutes] = nowTimeIso(earliest).split(':').map(Number) as [number, number];
  const fullHour = minutes === 0 ? hours : hours + 1;
  return fullHour > 23 ? null : `${String(fullHour).padStart(2, '0')}:00`;
}

/**
 * The first day a rental or transfer can start: today while a full hour with the office's notice
 * is left today, else tomorrow (late in the evening, today's pickups are over).
 */
export function earliestPickupDate(now = new Date()): string {
  const today = todayIso(now);
  return firstPickupHourToday(now) === null ? addDays(today, 1) : today;
}

/**
 * The pickup time the booking step starts at: 10:00, or today the first full hour that leaves the
 * office its notice (PICKUP_NOTICE_MINUTES, Istanbul time) if that is later; 23:59 when none is left
 * today (a search made earlier that evening), which the API refuses with its reason.
 */
export function defaultPickupTime(date: string, now = new Date()): string {
  if (date !== todayIso(now)) return DEFAULT_PICKUP_TIME;
  const first = firstPickupHourToday(now);
  if (first === null) return '23:59';
  return first > DEFAULT_PICKUP_TIME ? first : DEFAULT_PICKUP_TIME;
}

/** A named place of the list, or `fallback` for anything else (CUSTOM included: a point needs its coordinates). */
export const placeOf = (value: string | null, fallback: LocationCode): LocationCode =>
  PLACE_CODES.find((code) => code === value) ?? fallback;

/** "41.00150,39.71780": a custom point in the URL (5 decimals, about a metre, as the page shows it). */
const pointParam = (point: LatLng): string => `${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;

function pointOf(value: string | null): LatLng | null {
  const match = value?.match(/^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** Both ends at the same named place (two map points may differ however close they are). */
export const isSamePlace = (route: RouteState): boolean =>
  route.pickupLocation === route.dropoffLocation && route.pickupLocation !== 'CUSTOM';

/** A URL query without some of its parameters: the search (or the ride) without the step opened from it. */
export function withoutParams(params: URLSearchParams, ...names: string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of names) next.delete(name);
  return next;
}

/** The route's places added to a URL query (`pickupLocation`, `dropoffLocation`, a map point as `pickupPoint=lat,lng`). */
export function routeToParams(route: RouteState, params = new URLSearchParams()): URLSearchParams {
  params.set('pickupLocation', route.pickupLocation);
  params.set('dropoffLocation', route.dropoffLocation);
  if (route.pickupLocation === 'CUSTOM' && route.customPickup) params.set('pickupPoint', pointParam(route.customPickup));
  if (route.dropoffLocation === 'CUSTOM' && route.customDropoff) params.set('dropoffPoint', pointParam(route.customDropoff));
  return params;
}

/** The route a URL query names: places of the list, CUSTOM only with a valid point; anything else the default places. */
export function routeFromParams(params: URLSearchParams): RouteState {
  const customPickup = params.get('pickupLocation') === 'CUSTOM' ? pointOf(params.get('pickupPoint')) : null;
  const customDropoff = params.get('dropoffLocation') === 'CUSTOM' ? pointOf(params.get('dropoffPoint')) : null;
  return {
    pickupLocation: customPickup ? 'CUSTOM' : placeOf(params.get('pickupLocation'), DEFAULT_PICKUP),
    dropoffLocation: customDropoff ? 'CUSTOM' : placeOf(params.get('dropoffLocation'), DEFAULT_DROPOFF),
    customPickup,
    customDropoff,
  };
}

/**
 * The URL query of a car search (shareable, reloadable, back-button friendly): the service, the
 * places (a map point as `pickupPoint=lat,lng`), the dates and the car type of a rental, the
 * passengers of a transfer.
 */
export function carSearchToParams(state: CarSearchState): URLSearchParams {
  const params = routeToParams(state, new URLSearchParams({ service: state.serviceType }));
  params.set('pickupDate', state.pickupDate);
  if (state.serviceType === 'car_rental') {
    params.set('dropoffDate', state.dropoffDate);
    params.set('carType', state.carType);
  } else params.set('passengers', String(state.passengers));
  return params;
}

/**
 * The search a URL query describes, or null when it has none (no `service`). Anything missing or
 * not valid takes the form's default: a place of the list (CUSTOM only with its point), a pickup
 * from the first day with pickups left to the last bookable day (a later one drops the drop-off
 * too), a drop-off not before the pickup, a car type of the list, 1 to 16 passengers.
 */
export function carSearchFromParams(params: URLSearchParams, now = new Date()): CarSearchState | null {
  const service = params.get('service');
  if (!service) return null;
  const fallback = defaultSearch(todayIso(now));
  const earliest = earliestPickupDate(now);
  const askedPickup = params.get('pickupDate');
  const tooFar = isIsoDate(askedPickup) && askedPickup > lastBookableDay(todayIso(now));
  const pickupDate = isIsoDate(askedPickup) && askedPickup >= earliest && !tooFar ? askedPickup : fallback.pickupDate;
  // A pickup beyond the horizon (an old link, a mistyped year) takes its drop-off along: that rental cannot be booked.
  const askedDropoff = tooFar ? null : params.get('dropoffDate');
  const dropoffDate =
    isIsoDate(askedDropoff) && askedDropoff >= pickupDate && askedDropoff <= lastDropoffDay(pickupDate)
      ? askedDropoff
      : fallback.dropoffDate >= pickupDate
        ? fallback.dropoffDate
        : pickupDate;
  const carType = CAR_TYPES.find((type) => type === params.get('carType')) ?? fallback.carType;
  const passengers = Number(params.get('passengers'));
  return {
    serviceType: service === 'transfer' ? 'transfer' : 'car_rental',
    ...routeFromParams(params),
    pickupDate,
    dropoffDate,
    carType,
    passengers: TRANSFER_PASSENGERS.includes(passengers) ? passengers : fallback.passengers,
  };
}

/**
 * Why a search cannot be sent, or null when it can: a key of transfers:errors.*, except
 * `tooFarAhead`, the API's own refusal (TRANSFER_MESSAGES.tooFarAhead, checkout:refusals.transfer.*).
 */
export type SearchProblem = 'pickupInPast' | 'todayOver' | 'tooFarAhead' | 'dropoffBeforePickup' | 'tooLong' | 'samePlace';

/** The last drop-off of a rental picked up on `pickupDate` (the drop-off field's max): MAX_RENTAL_DAYS later. */
export const lastDropoffDay = (pickupDate: string): string => addDays(pickupDate, MAX_RENTAL_DAYS);

/** The search form's fields a problem is said at (their controls' names). */
export type SearchField = 'pickupDate' | 'dropoffDate' | 'dropoff';

/**
 * Each field's problem, if it has one: the pickup date's (a day passed, today's pickups over, beyond
 * the horizon), a rental's drop-off date's (before the pickup, too long), only while the pickup date
 * has none (they are measured from it), and a transfer's drop-off place's (the same as the pickup).
 */
export function searchProblems(state: CarSearchState, today: string, earliest: string): Partial<Record<SearchField, SearchProblem>> {
  const problems: Partial<Record<SearchField, SearchProblem>> = {};
  if (state.pickupDate < today) problems.pickupDate = 'pickupInPast';
  else if (state.pickupDate < earliest) problems.pickupDate = 'todayOver';
  else if (state.pickupDate > lastBookableDay(today)) problems.pickupDate = 'tooFarAhead';
  else if (state.serviceType === 'car_rental' && state.dropoffDate < state.pickupDate) problems.dropoffDate = 'dropoffBeforePickup';
  else if (state.serviceType === 'car_rental' && state.dropoffDate > lastDropoffDay(state.pickupDate)) problems.dropoffDate = 'tooLong';
  if (state.serviceType === 'transfer' && isSamePlace(state)) problems.dropoff = 'samePlace';
  return problems;
}

/** The search's first problem (the pickup date's, the drop-off date's, the drop-off place's), or null when it can be sent. */
export function searchProblem(state: CarSearchState, today: string, earliest: string): SearchProblem | null {
  const problems = searchProblems(state, today, earliest);
  return problems.pickupDate ?? problems.dropoffDate ?? problems.dropoff ?? null;
}
