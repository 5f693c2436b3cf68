import {
  CarRentalBookingDetails,
  PICKUP_NOTICE_MINUTES,
  TAXI_MAX_PASSENGERS,
  TRANSFER_MESSAGES,
  TransferBookingDetails,
} from '@trabzon/contracts';
import { addDays, todayIso, zonedDateTimeToIso } from '@trabzon/dates';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { BookedStock, BookingQuote, BookingTypeHandler } from '../bookings/booking-types';
import { resolveLocation, type ResolvedPlace } from './places';
import { createTransfersRepository, type TransfersRepository } from './repository';
import { checkDifferentPlaces, checkPickupNotice, checkRentalDates, checkServiceDate, dollars } from './service';
import { taxiFare } from './taxi';
import { lineWords } from '../bookings/line-labels';
import { localizedNames, pick, languageOf } from '../../lib/lang';

/** TC-123456: car rentals; TT-123456: transfers and taxis. */
export const CAR_RENTAL_PREFIX = 'TC';
export const TRANSFER_PREFIX = 'TT';
/** A rental car is handed over at 10:00 unless the customer asks for another time. */
export const DEFAULT_PICKUP_TIME = '10:00';

const reposByDb = new WeakMap<Db, TransfersRepository>();
function repoFor(db: Db): TransfersRepository {
  let repo = reposByDb.get(db);
  if (!repo) {
    repo = createTransfersRepository(db);
    reposByDb.set(db, repo);
  }
  return repo;
}

const storedPlace = (place: ResolvedPlace) => ({ code: place.code, name: place.name.en, lat: place.lat, lng: place.lng });

export interface StoredRentalDetails extends Record<string, unknown> {
  vehicleId: string;
  vehicleName: string;
  pickup: ReturnType<typeof storedPlace>;
  dropoff: ReturnType<typeof storedPlace>;
  pickupDate: string;
  dropoffDate: string;
  pickupTime: string;
  /**
   * When the car goes back on the drop-off day: the pickup time, a rental day being 24 hours from the
   * hand-over (the form asks one time). Absent for a same-day rental, and on rentals booked before it.
   */
  endTime?: string;
  days: number;
  /** The days the car is held (pickup date and the days after it, one per charged day). */
  heldDays: string[];
  pricePerDay: number;
  /** Rentals booked before the form stopped inventing one stored 2 here; no page shows it (a car rental has no party). */
  passengers?: number;
  image: string | null;
}

/**
 * The `guests` a rental row keeps: the column is required (at least 1), but a car rental has no party
 * (the driver rents a car, the form asks for no passengers), so every page, e-mail and export leaves it out.
 */
const RENTAL_GUESTS = 1;

/**
 * `car-rental` bookings: a car of a type for [pickup date, drop-off date], priced at the type's
 * price per day × charged days as stored at booking time (later price changes never touch it), one
 * car taken from the fleet on every held day with a guarded UPDATE.
 */
export function createCarRentalHandler(): BookingTypeHandler {
  return {
    type: 'car-rental',
    referencePrefix: CAR_RENTAL_PREFIX,
    detailsSchema: CarRentalBookingDetails,
    quote(details, { db, now, request }): BookingQuote {
      const input = details as unknown as CarRentalBookingDetails;
      const repo = repoFor(db);
      const vehicle = repo.vehicle(input.vehicleId);
      if (!vehicle || !vehicle.active) throw notFound(TRANSFER_MESSAGES.vehicleNotFound);
      if (vehicle.service !== 'car_rental') throw badRequest(TRANSFER_MESSAGES.wrongService);
      const pickup = resolveLocation(input.pickup, 'pickup');
      const dropoff = resolveLocation(input.dropoff, 'dropoff');
      const { days, heldDays } = checkRentalDates(input.pickupDate, input.dropoffDate, todayIso(now));
      const lowest = repo.lowestAvailable(vehicle.id, heldDays[0]!, addDays(heldDays[heldDays.length - 1]!, 1));
      if (vehicle.fleet < 1 || (lowest !== null && lowest < 1)) throw conflict(TRANSFER_MESSAGES.soldOut, 'SOLD_OUT');
      const pickupTime = input.pickupTime ?? DEFAULT_PICKUP_TIME;
      const serviceStartsAt = zonedDateTimeToIso(heldDays[0]!, pickupTime);
      checkPickupNotice(serviceStartsAt, now, PICKUP_NOTICE_MINUTES.carRental);
      const lang = languageOf(request);
      const name = pick(vehicle.name, 'en');
      const stored: StoredRentalDetails = {
        vehicleId: vehicle.id,
        vehicleName: name,
        pickup: storedPlace(pickup),
        dropoff: storedPlace(dropoff),
        localizedNames: localizedNames({ vehicleName: vehicle.name, pickup: pickup.name, dropoff: dropoff.name }),
        pickupDate: heldDays[0]!,
        dropoffDate: input.dropoffDate,
        pickupTime,
        ...(input.dropoffDate > heldDays[0]! ? { endTime: pickupTime } : {}),
        days,
        heldDays,
        pricePerDay: dollars(vehicle.priceCents),
        image: vehicle.image,
      };
      return {
        startDate: heldDays[0]!,
        endDate: input.dropoffDate,
        startTime: pickupTime,
        serviceStartsAt,
        guests: RENTAL_GUESTS,
        lineItems: [
          {
            // The checkout adds "× days": "Midsize sedan, per day × 3", as packages say "per person × 3".
            ...lineWords('perDay', lang, {}, vehicle.name),
            quantity: days,
            unitPriceCents: vehicle.priceCents,
            totalCents: vehicle.priceCents * days,
          },
        ],
        subtotalCents: vehicle.priceCents * days,
        details: stored,
      };
    },
    reserve(db, quote) {
      const { vehicleId, heldDays } = quote.details as StoredRentalDetails;
      const repo = repoFor(db);
      const vehicle = repo.vehicle(vehicleId);
      if (!vehicle) throw notFound(TRANSFER_MESSAGES.vehicleNotFound);
      for (const day of heldDays) {
        if (!repo.takeCar(vehicleId, day, vehicle.fleet)) throw conflict(TRANSFER_MESSAGES.soldOut, 'SOLD_OUT');
      }
    },
    release(db, booking: BookedStock) {
      const details = booking.details as Partial<StoredRentalDetails>;
      if (!details.vehicleId || !Array.isArray(details.heldDays)) return;
      const repo = repoFor(db);
      for (const day of details.heldDays) repo.giveCarBack(details.vehicleId, day);
    },
  };
}

/**
 * `transfer` bookings: a driven vehicle at its price per trip, or (mode `taxi`) a city taxi at
 * base fare + per-km rate × road distance (see taxi.ts). Drivers are scheduled by the office, so
 * transfers take no per-day stock.
 */
export function createTransferHandler(): BookingTypeHandler {
  return {
    type: 'transfer',
    referencePrefix: TRANSFER_PREFIX,
    detailsSchema: TransferBookingDetails,
    quote(details, { db, now, request }): BookingQuote {
      const input = details as unknown as TransferBookingDetails;
      const repo = repoFor(db);
      const pickup = resolveLocation(input.pickup, 'pickup');
      const dropoff = resolveLocation(input.dropoff, 'dropoff');
      const date = checkServiceDate(input.date, todayIso(now));
      checkDifferentPlaces(pickup, dropoff);
      const serviceStartsAt = zonedDateTimeToIso(date, input.time);
      checkPickupNotice(serviceStartsAt, now, input.mode === 'taxi' ? PICKUP_NOTICE_MINUTES.taxi : PICKUP_NOTICE_MINUTES.transfer);
      const lang = languageOf(request);
      const common = { pickup: storedPlace(pickup), dropoff: storedPlace(dropoff), date, time: input.time, passengers: input.passengers };
      const base = { startDate: date, endDate: null, startTime: input.time, serviceStartsAt, guests: input.passengers };

      if (input.mode === 'taxi') {
        if (input.passengers > TAXI_MAX_PASSENGERS) throw badRequest(TRANSFER_MESSAGES.taxiPassengers);
        const rates = repo.taxiRates();
        const fare = taxiFare(rates, pickup, dropoff);
        const distanceCents = fare.fareCents - fare.baseFareCents;
        return {
          ...base,
          lineItems: [
            {
              ...lineWords('taxiBase', lang),
              quantity: 1,
              unitPriceCents: fare.baseFareCents,
              totalCents: fare.baseFareCents,
            },
            {
              ...lineWords('taxiDistance', lang, { km: fare.distanceKm, rate: rates.perKm }),
              quantity: 1,
              unitPriceCents: distanceCents,
              totalCents: distanceCents,
            },
          ],
          subtotalCents: fare.fareCents,
          details: {
            ...common,
            localizedNames: localizedNames({ pickup: pickup.name, dropoff: dropoff.name }),
            taxi: true,
            mode: 'taxi',
            straightKm: fare.straightKm,
            distanceKm: fare.distanceKm,
            rates,
          },
        };
      }

      if (!input.vehicleId) throw badRequest(TRANSFER_MESSAGES.vehicleRequired);
      const vehicle = repo.vehicle(input.vehicleId);
      if (!vehicle || !vehicle.active) throw notFound(TRANSFER_MESSAGES.vehicleNotFound);
      if (vehicle.service !== 'transfer') throw badRequest(TRANSFER_MESSAGES.wrongService);
      if (input.passengers > vehicle.passengers) throw badRequest(TRANSFER_MESSAGES.tooManyPassengers);
      const name = pick(vehicle.name, 'en');
      return {
        ...base,
        lineItems: [
          {
            ...lineWords('trip', lang, {}, vehicle.name),
            quantity: 1,
            unitPriceCents: vehicle.priceCents,
            totalCents: vehicle.priceCents,
          },
        ],
        subtotalCents: vehicle.priceCents,
        details: {
          ...common,
          taxi: false,
          mode: 'transfer',
          vehicleId: vehicle.id,
          vehicleName: name,
          localizedNames: localizedNames({ vehicleName: vehicle.name, pickup: pickup.name, dropoff: dropoff.name }),
          pricePerTrip: dollars(vehicle.priceCents),
          image: vehicle.image,
        },
      };
    },
    reserve() {
      // No per-day stock for driven transfers (see above).
    },
    release() {},
  };
}
