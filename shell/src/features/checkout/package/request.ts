import { PACKAGE_GUESTS_MAX } from '@trabzon/contracts/constants';
import { isIsoDate } from '@trabzon/dates';

/** A package booking asked for by /booking?type=package&packageId=…&startDate=…&guests=…. */
export interface PackageRequest {
  type: 'package';
  packageId: string;
  startDate: string;
  guests: number;
}

/** The package booking a /booking URL describes, or null when it is incomplete or its date is not a real day. */
export function readPackageRequest(params: URLSearchParams): PackageRequest | null {
  if (params.get('type') !== 'package') return null;
  const packageId = (params.get('packageId') ?? '').trim();
  const startDate = params.get('startDate') ?? '';
  const guests = Number(params.get('guests') ?? '1');
  if (!packageId || packageId.length > 200 || !isIsoDate(startDate)) return null;
  if (!Number.isInteger(guests) || guests < 1 || guests > PACKAGE_GUESTS_MAX) return null;
  return { type: 'package', packageId, startDate, guests };
}
