import { isIsoTime } from '@trabzon/dates';
import type { CarSearchState, RouteState } from './search';
import type { TaxiState } from './taxi';

/**
 * The parts of a link to /taxis or /car-transfers whose value the page could not use and replaced
 * (a past date, 10 passengers, an unknown place…), so that it says so (components/LinkNotice)
 * instead of changing them quietly. A value the link leaves out is not one.
 */
export type LinkPart = 'service' | 'places' | 'dates' | 'time' | 'passengers' | 'carType' | 'vehicle';

/** The order the notice names them in: the form's. */
const LINK_PARTS: readonly LinkPart[] = ['service', 'places', 'dates', 'time', 'passengers', 'carType', 'vehicle'];

/** The link's value of `name`, or null when it gives none (an empty one is not given). */
function given(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

/** The link gives `name` and the page uses something else. */
const replaced = (params: URLSearchParams, name: string, used: string): boolean => {
  const value = given(params, name);
  return value !== null && value !== used;
};

/** The link's number of passengers was not used: malformed ("abc", "2.5") or out of range ("0", "10"). */
const countReplaced = (params: URLSearchParams, name: string, used: number): boolean => {
  const value = given(params, name);
  return value !== null && Number(value) !== used;
};

/** A place of the link was not used: unknown ("XXX"), or CUSTOM without a valid point. */
const placesReplaced = (params: URLSearchParams, used: RouteState): boolean =>
  replaced(params, 'pickupLocation', used.pickupLocation) || replaced(params, 'dropoffLocation', used.dropoffLocation);

/** The parts in the notice's order, each once. */
export const inOrder = (parts: Iterable<LinkPart>): LinkPart[] => {
  const set = new Set(parts);
  return LINK_PARTS.filter((part) => set.has(part));
};

/** What a taxi link (`taxiFromParams`) gave that the form does not show: its places, date, time or passengers. */
export function replacedInTaxiLink(params: URLSearchParams, used: TaxiState): LinkPart[] {
  const parts: LinkPart[] = [];
  if (placesReplaced(params, used)) parts.push('places');
  if (replaced(params, 'pickupDate', used.date)) parts.push('dates');
  if (replaced(params, 'pickupTime', used.time)) parts.push('time');
  if (countReplaced(params, 'guests', used.passengers)) parts.push('passengers');
  return parts;
}

/**
 * What a car search link gave that the form does not show. `used` is the search the form starts
 * at: the link's (`carSearchFromParams`), or the defaults when the link names no service, whose
 * other values are then not used either. A rental's passengers and a transfer's drop-off date and
 * car type are not the service's, so not replaced. The vehicle and its time are the screen's to
 * judge (once the results are in).
 */
export function replacedInCarLink(params: URLSearchParams, used: CarSearchState, linkHasService: boolean): LinkPart[] {
  const rental = used.serviceType === 'car_rental';
  const parts: LinkPart[] = [];
  if (replaced(params, 'service', used.serviceType)) parts.push('service');
  if (placesReplaced(params, used)) parts.push('places');
  if (replaced(params, 'pickupDate', used.pickupDate) || (rental && replaced(params, 'dropoffDate', used.dropoffDate))) parts.push('dates');
  if ((!rental || !linkHasService) && countReplaced(params, 'passengers', used.passengers)) parts.push('passengers');
  if (rental && replaced(params, 'carType', used.carType)) parts.push('carType');
  return parts;
}

/** The booking step's time a link gives (`time=HH:MM`) cannot be used (25:99). */
export const timeUnusable = (params: URLSearchParams): boolean => {
  const value = given(params, 'time');
  return value !== null && !isIsoTime(value);
};
