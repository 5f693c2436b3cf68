import { isIsoDate } from '@trabzon/dates';

/** A package booking asked for by /booking?type=package&packageId=…&startDate=…&guests=…. */
export interface PackageRequest {
  type: 'package';
  packageId: string;
  startDate: string;
  guests: number;
}

/**
 * The package booking a /booking URL describes, or null when it is incomplete or its date is not a
 * real day. Any count of travellers is kept (0, 50, "abc" as 0): the API's refusal says the range,
 * in the page's language, as the hotel checkout does.
 */
export function readPackageRequest(params: URLSearchParams): PackageRequest | null {
  if (params.get('type') !== 'package') return null;
  const packageId = (params.get('packageId') ?? '').trim();
  const startDate = params.get('startDate') ?? '';
  const asked = Number(params.get('guests') ?? '1');
  const guests = Number.isInteger(asked) ? asked : 0;
  if (!packageId || packageId.length > 200 || !isIsoDate(startDate)) return null;
  return { type: 'package', packageId, startDate, guests };
}
