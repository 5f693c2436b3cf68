import { PackageBookingDetails } from '@trabzon/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { BookedStock, BookingQuote, BookingTypeHandler } from '../bookings/booking-types';
import { addDays, zonedDateTimeToIso } from '@trabzon/dates';
import { createPackagesRepository, type PackagesRepository } from './repository';
import { PACKAGE_TEXT, checkStartDate } from './service';
import { lineWords } from '../bookings/line-labels';
import { localizedNames, pick, languageOf } from '../../lib/lang';

/** Reference prefix of package bookings: TP-123456. */
export const PACKAGE_REFERENCE_PREFIX = 'TP';
/** Packages start in the morning (Istanbul); the free-cancellation window counts back from it. */
const START_TIME = '09:00';

export interface StoredPackageDetails extends Record<string, unknown> {
  packageId: string;
  packageSlug: string;
  packageName: string;
  startDate: string;
  endDate: string;
  duration: number;
  guests: number;
  pricePerPerson: number;
  image: string | null;
}

/** Repositories per connection, so reserve and release run inside the core's transaction. */
const reposByDb = new WeakMap<Db, PackagesRepository>();
function repoFor(db: Db): PackagesRepository {
  let repo = reposByDb.get(db);
  if (!repo) {
    repo = createPackagesRepository(db);
    reposByDb.set(db, repo);
  }
  return repo;
}

/**
 * Bookings of type "package": `guests` seats on the departure of `startDate`. The price is the
 * package's price per person × guests (tax added by the core). Reserving takes the seats with a
 * guarded UPDATE on package_departures (409 when fewer are left); releasing gives them back.
 */
export function createPackageBookingHandler(): BookingTypeHandler {
  return {
    type: 'package',
    referencePrefix: PACKAGE_REFERENCE_PREFIX,
    detailsSchema: PackageBookingDetails,
    paymentMethods: ['creditCard'],

    quote(details, { db, now, request }): BookingQuote {
      const input = details as unknown as PackageBookingDetails;
      const row = repoFor(db).find(String(input.packageId));
      if (!row) throw notFound(PACKAGE_TEXT.notFound);
      if (!row.active) throw conflict(PACKAGE_TEXT.inactive, 'OFF_SALE');
      checkStartDate(input.startDate, now);
      const left = repoFor(db).departure(row.id, input.startDate)?.seatsLeft ?? row.seatsPerDeparture;
      if (left < input.guests) throw conflict(PACKAGE_TEXT.soldOut, 'SOLD_OUT');
      const name = pick(row.name, 'en');
      const lang = languageOf(request);
      const endDate = addDays(input.startDate, row.durationDays - 1);
      const stored: StoredPackageDetails = {
        packageId: row.id,
        packageSlug: row.slug,
        packageName: name,
        localizedNames: localizedNames({ packageName: row.name }),
        startDate: input.startDate,
        endDate,
        duration: row.durationDays,
        guests: input.guests,
        pricePerPerson: row.pricePerPersonCents / 100,
        image: row.images[0] ?? null,
      };
      const total = row.pricePerPersonCents * input.guests;
      return {
        startDate: input.startDate,
        endDate,
        startTime: START_TIME,
        serviceStartsAt: zonedDateTimeToIso(input.startDate, START_TIME),
        guests: input.guests,
        lineItems: [
          {
            ...lineWords('perPerson', lang, {}, row.name),
            quantity: input.guests,
            unitPriceCents: row.pricePerPersonCents,
            totalCents: total,
          },
        ],
        subtotalCents: total,
        details: stored,
      };
    },

    reserve(db, quote) {
      const { packageId, startDate, guests } = quote.details as StoredPackageDetails;
      const repo = repoFor(db);
      const row = repo.find(packageId);
      if (!row) throw notFound(PACKAGE_TEXT.notFound);
      if (!repo.takeSeats(packageId, startDate, guests, row.seatsPerDeparture)) throw conflict(PACKAGE_TEXT.soldOut, 'SOLD_OUT');
    },

    release(db, booking: BookedStock) {
      const details = booking.details as Partial<StoredPackageDetails>;
      const date = details.startDate ?? booking.startDate;
      if (!details.packageId || !date) return;
      repoFor(db).giveSeats(details.packageId, date, details.guests ?? booking.guests);
    },
  };
}
