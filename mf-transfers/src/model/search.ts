import { PICKUP_NOTICE_MINUTES } from '@trabzon/contracts/constants';
import { addDays, nowTimeIso, todayIso } from '@trabzon/dates';
import type { LocationCode, RentalType, ServiceType, TransferLocation } from '@trabzon/api-client';

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

/** The places a removed custom point falls back to (spec section 4). */
export const DEFAULT_PICKUP: LocationCode = 'TZX';
export const DEFAULT_DROPOFF: LocationCode = 'TZX_CITY';

export const CAR_TYPES: RentalType[] = ['economy', 'compact', 'midsize', 'suv', 'luxury', 'van'];
export const TRANSFER_PASSENGERS = Array.from({ length: 16 }, (_, i) => i + 1);

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
export function withCustomPoint<S extends Pick<CarSearchState, 'pickupLocation' | 'dropoffLocation' | 'customPickup' | 'customDropoff'>>(
  state: S,
  which: Which,
  point: LatLng,
): S {
  return which === 'pickup'
    ? { ...state, pickupLocation: 'CUSTOM', customPickup: point }
    : { ...state, dropoffLocation: 'CUSTOM', customDropoff: point };
}

/** Removing a custom point resets pickup to TZX and drop-off to TZX_CITY. */
export function withoutCustomPoint<S extends Pick<CarSearchState, 'pickupLocation' | 'dropoffLocation' | 'customPickup' | 'customDropoff'>>(
  state: S,
  which: Which,
): S {
  return which === 'pickup'
    ? { ...state, pickupLocation: DEFAULT_PICKUP, customPickup: null }
    : { ...state, dropoffLocation: DEFAULT_DROPOFF, customDropoff: null };
}

/** Choosing a named place in the select (a custom point of that field is dropped). */
export function withPlace<S extends Pick<CarSearchState, 'pickupLocation' | 'dropoffLocation' | 'customPickup' | 'customDropoff'>>(
  state: S,
  which: Which,
  code: LocationCode,
): S {
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
