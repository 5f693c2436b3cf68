import { isIsoDate } from '@trabzon/dates';
import { findAirport } from '@trabzon/contracts/airports';
import { CABINS, MAX_PASSENGERS, MIN_PASSENGERS, type FlightSearch } from './search';

/** Browser storage key of the recent searches (spec section 3). */
export const RECENT_KEY = 'recentFlightSearches';
export const RECENT_MAX = 5;

/** Two searches are the same entry when origin, destination and trip type match. */
export const recentKey = (search: Pick<FlightSearch, 'originCode' | 'destinationCode' | 'tripType'>) =>
  `${search.originCode}-${search.destinationCode}-${search.tripType}`;

/** The list with `search` first: an older entry of the same route and trip type goes, at most 5 stay. */
export function addRecent(list: readonly FlightSearch[], search: FlightSearch): FlightSearch[] {
  const key = recentKey(search);
  return [search, ...list.filter((item) => recentKey(item) !== key)].slice(0, RECENT_MAX);
}

export function removeRecent(list: readonly FlightSearch[], key: string): FlightSearch[] {
  return list.filter((item) => recentKey(item) !== key);
}

/**
 * A stored search the list can show and run: airports of the list, real days, 1 to 9 passengers, a
 * known cabin. An entry written otherwise (another version of the site, a hand edit: "TZX → ZZZ",
 * a day "garbage", 12 passengers) is left out, not shown as it is and then run as a link that cannot
 * be read. A day since passed stays: run again, the form says so beside the date.
 */
const isSearch = (value: unknown): value is FlightSearch => {
  const v = value as Partial<FlightSearch> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.tripType === 'oneWay' || v.tripType === 'roundTrip') &&
    typeof v.originCode === 'string' &&
    findAirport(v.originCode)?.code === v.originCode &&
    typeof v.destinationCode === 'string' &&
    findAirport(v.destinationCode)?.code === v.destinationCode &&
    typeof v.departureDate === 'string' &&
    isIsoDate(v.departureDate) &&
    // A return left out (or none, one way) is proposed by the form; one written is a real day.
    (v.returnDate === undefined || v.returnDate === '' || (typeof v.returnDate === 'string' && isIsoDate(v.returnDate))) &&
    typeof v.passengers === 'number' &&
    Number.isInteger(v.passengers) &&
    v.passengers >= MIN_PASSENGERS &&
    v.passengers <= MAX_PASSENGERS &&
    CABINS.some((cabin) => cabin === v.cabinClass)
  );
};

/** The stored list; anything unreadable counts as none. */
export function loadRecent(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): FlightSearch[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter(isSearch)
          .map((s) => ({ ...s, returnDate: s.returnDate ?? '' }))
          .slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

export function saveRecent(
  list: readonly FlightSearch[],
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
): void {
  try {
    if (list.length === 0) storage?.removeItem(RECENT_KEY);
    else storage?.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    /* storage full or refused: the list lives for this page only */
  }
}
