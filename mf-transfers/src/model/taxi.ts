import { PICKUP_NOTICE_MINUTES } from '@trabzon/contracts/constants';
import { firstPickupTime, isIsoDate, isIsoTime, todayIso } from '@trabzon/dates';
import type { LocationCode } from '@trabzon/api-client';
import { DEFAULT_DROPOFF, DEFAULT_PICKUP, lastBookableDay, placeOf, type LatLng } from './search';

export const TAXI_PASSENGERS = [1, 2, 3, 4];

export interface TaxiState {
  pickupLocation: LocationCode;
  dropoffLocation: LocationCode;
  customPickup: LatLng | null;
  customDropoff: LatLng | null;
  date: string;
  time: string;
  passengers: number;
}

/** A taxi's first offered time: its notice and 5 minutes to book from now, rounded up to 5 minutes, or 10:00 tomorrow late in the evening. */
export const firstTime = (now = new Date()): { date: string; time: string } => firstPickupTime(PICKUP_NOTICE_MINUTES.taxi, now);

/**
 * The taxi form as the home page's Taxis search sent it (`pickupLocation`, `dropoffLocation`,
 * `pickupDate`, `pickupTime`, `guests`); anything missing or not valid takes the form's default
 * (a place of the list, a date from today to the last bookable day, 1 to 4 passengers). A time too
 * soon is left for the form to refuse with its reason, as if the visitor had typed it.
 */
export function taxiFromParams(params: URLSearchParams, now = new Date()): TaxiState {
  const first = firstTime(now);
  const askedDate = params.get('pickupDate');
  const today = todayIso(now);
  const date = isIsoDate(askedDate) && askedDate >= today && askedDate <= lastBookableDay(today) ? askedDate : first.date;
  const askedTime = params.get('pickupTime');
  const time = isIsoTime(askedTime) ? askedTime : date === first.date ? first.time : '10:00';
  const guests = Number(params.get('guests'));
  return {
    pickupLocation: placeOf(params.get('pickupLocation'), DEFAULT_PICKUP),
    dropoffLocation: placeOf(params.get('dropoffLocation'), DEFAULT_DROPOFF),
    customPickup: null,
    customDropoff: null,
    date,
    time,
    passengers: TAXI_PASSENGERS.includes(guests) ? guests : 2,
  };
}
