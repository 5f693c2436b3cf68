import { PICKUP_NOTICE_MINUTES } from '@trabzon/contracts/constants';
import { firstPickupTime, isIsoDate, isIsoTime, pickupNoticeProblem, todayIso, zonedDateTimeToIso } from '@trabzon/dates';
import { isSamePlace, lastBookableDay, routeFromParams, routeToParams, withoutParams, type RouteState } from './search';

export const TAXI_PASSENGERS = [1, 2, 3, 4];

export interface TaxiState extends RouteState {
  date: string;
  time: string;
  passengers: number;
}

/** A taxi's first offered time: its notice and 5 minutes to book from now, rounded up to 5 minutes, or 10:00 tomorrow late in the evening. */
export const firstTime = (now = new Date()): { date: string; time: string } => firstPickupTime(PICKUP_NOTICE_MINUTES.taxi, now);

/**
 * The taxi form as the URL holds it: the home page's Taxis search (`pickupLocation`,
 * `dropoffLocation`, `pickupDate`, `pickupTime`, `guests`), or the form itself once sent (the same
 * names, a map point as `pickupPoint=lat,lng`). Anything missing or not valid takes the form's
 * default (a place of the list, a date from today to the last bookable day, 1 to 4 passengers). A
 * time too soon is left for the form to refuse with its reason, as if the visitor had typed it.
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
    ...routeFromParams(params),
    date,
    time,
    passengers: TAXI_PASSENGERS.includes(guests) ? guests : 2,
  };
}

/** The URL query of a taxi form (reloadable, shareable): the home page's names, so both open the form alike. */
export function taxiToParams(state: TaxiState): URLSearchParams {
  const params = routeToParams(state);
  params.set('pickupDate', state.date);
  params.set('pickupTime', state.time);
  params.set('guests', String(state.passengers));
  return params;
}

/** `step=checkout`: the ride's checkout is open (a reload or the browser's Back and Forward find it). */
const STEP = 'step';
export const withCheckout = (ride: URLSearchParams): URLSearchParams => new URLSearchParams([...ride, [STEP, 'checkout']]);
export const withoutCheckout = (params: URLSearchParams): URLSearchParams => withoutParams(params, STEP);
export const asksCheckout = (params: URLSearchParams): boolean => params.get(STEP) === 'checkout';

/**
 * Why the form cannot open the checkout, or null when it can: the same places, a day already
 * passed, a day beyond the booking horizon (the API's own refusal, TRANSFER_MESSAGES.tooFarAhead),
 * or today a time already passed or one within the taxi's notice.
 */
export type TaxiProblem = 'samePlace' | 'dateInPast' | 'tooFarAhead' | 'timeInPast' | 'tooSoon';

/** The taxi form's fields a problem is said at (their controls' names). */
export type TaxiField = 'dropoff' | 'date' | 'time';

/** Each field's problem, if it has one: the drop-off place's, the date's, the time's (only while the date has none). */
export function taxiProblems(state: TaxiState, now = new Date()): Partial<Record<TaxiField, TaxiProblem>> {
  const problems: Partial<Record<TaxiField, TaxiProblem>> = {};
  if (isSamePlace(state)) problems.dropoff = 'samePlace';
  const today = todayIso(now);
  // A day already passed is the date's problem, whatever its time.
  if (state.date < today) problems.date = 'dateInPast';
  else if (state.date > lastBookableDay(today)) problems.date = 'tooFarAhead';
  else {
    const time = pickupNoticeProblem(zonedDateTimeToIso(state.date, state.time), PICKUP_NOTICE_MINUTES.taxi, now);
    if (time) problems.time = time;
  }
  return problems;
}
