import {
  fillTemplate,
  BOOKING_HORIZON_DAYS,
  GENERAL_MESSAGES,
  MAP_CENTRE,
  MAP_POINT_ZOOM,
  MAP_ZOOM,
  MAX_RENTAL_DAYS,
  SERVICE_AREA,
  TAXI_MAX_PASSENGERS,
  TRANSFER_MESSAGES,
  type TaxiEstimate,
  type TaxiEstimateRequest,
  type TaxiRates,
  type TransferSearchRequest,
  type TransferSearchResponse,
  type TransfersConfig,
  type VehicleAdmin,
  type VehicleOption,
  type VehicleUpdate,
  type VehicleView,
} from '@trabzon/contracts';
import { addDays, daysBetween, isIsoDate, pickupNoticeProblem, todayIso } from '@trabzon/dates';
import type { Db } from '../../db/client';
import { immediate } from '../../db/transaction';
import { nextEditVersion } from '../../lib/edit-version';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { PLACES, haversineKm, resolveLocation, type ResolvedPlace } from './places';
import type { TransfersRepository, VehiclePatch, VehicleRow } from './repository';
import { taxiFare } from './taxi';
import { pick, toTranslated, type Lang } from '../../lib/lang';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';

export const cents = (dollars: number) => Math.round(dollars * 100);
export const dollars = (amount: number) => Math.round(amount) / 100;

/** Two places closer than this (km) are the same place. */
const SAME_PLACE_KM = 0.1;

/** A service date: a real day, not before today (Istanbul) and within the booking horizon. */
export function checkServiceDate(date: string | undefined, today: string): string {
  if (!date) throw badRequest(TRANSFER_MESSAGES.pickupDateRequired);
  if (!isIsoDate(date)) throw badRequest(GENERAL_MESSAGES.badDate);
  if (date < today) throw badRequest(TRANSFER_MESSAGES.pickupInPast);
  if (date > addDays(today, BOOKING_HORIZON_DAYS)) throw badRequest(TRANSFER_MESSAGES.tooFarAhead);
  return date;
}

/**
 * Charged days of a rental: drop-off date minus pickup date, and a same-day rental (drop-off on
 * the pickup date, the spec's minimum) is one day. The screen has dates but no hours, so there is
 * no part day to round: each started calendar day after the pickup day is one day. The car is held
 * on every charged day: [pickup, pickup + days).
 */
export function rentalDays(pickupDate: string, dropoffDate: string): number {
  return Math.max(1, daysBetween(pickupDate, dropoffDate));
}

export function checkRentalDates(
  pickupDate: string | undefined,
  dropoffDate: string | undefined,
  today: string,
): { days: number; heldDays: string[] } {
  const pickup = checkServiceDate(pickupDate, today);
  if (!dropoffDate) throw badRequest(TRANSFER_MESSAGES.dropoffDateRequired);
  if (!isIsoDate(dropoffDate)) throw badRequest(GENERAL_MESSAGES.badDate);
  if (dropoffDate < pickup) throw badRequest(TRANSFER_MESSAGES.dropoffBeforePickup);
  const days = rentalDays(pickup, dropoffDate);
  if (days > MAX_RENTAL_DAYS) throw badRequest(TRANSFER_MESSAGES.tooLong);
  return { days, heldDays: Array.from({ length: days }, (_, i) => addDays(pickup, i)) };
}

/**
 * A pickup must be at least `noticeMinutes` ahead (PICKUP_NOTICE_MINUTES): one already passed is
 * `timeInPast`, one too close `tooSoon`.
 */
export function checkPickupNotice(serviceStartsAt: string, now: Date, noticeMinutes: number): void {
  const problem = pickupNoticeProblem(serviceStartsAt, noticeMinutes, now);
  if (problem === 'timeInPast') throw badRequest(TRANSFER_MESSAGES.timeInPast);
  if (problem === 'tooSoon') throw badRequest(fillTemplate(TRANSFER_MESSAGES.tooSoon, { minutes: noticeMinutes }));
}

export function checkDifferentPlaces(pickup: ResolvedPlace, dropoff: ResolvedPlace): number {
  const km = haversineKm(pickup, dropoff);
  if (km < SAME_PLACE_KM) throw badRequest(TRANSFER_MESSAGES.sameLocation);
  return km;
}

export function placeView(place: ResolvedPlace, lang: Lang) {
  return { code: place.code, name: pick(place.name, lang), lat: place.lat, lng: place.lng };
}

export function vehicleView(row: VehicleRow, lang: Lang): VehicleView {
  return {
    _id: row.id,
    service: row.service,
    type: row.id,
    name: pick(row.name, lang),
    description: pick(row.description, lang),
    passengers: row.passengers,
    luggage: row.luggage,
    transmission: row.service === 'car_rental' ? row.transmission : null,
    price: dollars(row.priceCents),
    unit: row.service === 'car_rental' ? 'day' : 'trip',
    image: row.image,
  };
}

export interface TransfersServiceOptions {
  tileUrl: string;
  tileAttribution: string;
}

export function createTransfersService(deps: { db: Db; repo: TransfersRepository; options: TransfersServiceOptions }) {
  const { db, repo, options } = deps;

  /** Cars of a rental type free on every held day. */
  function carsLeft(row: VehicleRow, heldDays: string[]): number {
    if (heldDays.length === 0) return row.fleet;
    const lowest = repo.lowestAvailable(row.id, heldDays[0]!, addDays(heldDays[heldDays.length - 1]!, 1));
    return Math.max(0, Math.min(row.fleet, lowest ?? row.fleet));
  }

  return {
    carsLeft,

    config(lang: Lang): TransfersConfig {
      return {
        places: PLACES.map((place) => placeView(place, lang)),
        serviceArea: { ...SERVICE_AREA },
        map: {
          tileUrl: options.tileUrl,
          attribution: options.tileAttribution,
          centre: { ...MAP_CENTRE },
          zoom: MAP_ZOOM,
          pointZoom: MAP_POINT_ZOOM,
        },
        taxi: repo.taxiRates(),
      };
    },

    vehicles(service: 'car_rental' | 'transfer' | undefined, lang: Lang): VehicleView[] {
      return repo
        .vehicles()
        .filter((row) => row.active && (!service || row.service === service))
        .map((row) => vehicleView(row, lang));
    },

    search(input: TransferSearchRequest, lang: Lang, now = new Date()): TransferSearchResponse {
      const today = todayIso(now);
      const pickup = resolveLocation(input.pickup, 'pickup');
      const dropoff = resolveLocation(input.dropoff, 'dropoff');
      const passengers = input.passengers ?? 2;
      const base = { serviceType: input.serviceType, pickup: placeView(pickup, lang), dropoff: placeView(dropoff, lang), passengers };
      if (input.serviceType === 'car_rental') {
        const { days, heldDays } = checkRentalDates(input.pickupDate, input.dropoffDate, today);
        const rows = repo.vehicles().filter((row) => row.active && row.service === 'car_rental' && row.passengers >= passengers);
        const ordered = input.carType
          ? [...rows.filter((r) => r.id === input.carType), ...rows.filter((r) => r.id !== input.carType)]
          : rows;
        const options: VehicleOption[] = ordered.map((row) => ({
          ...vehicleView(row, lang),
          quantity: days,
          total: dollars(row.priceCents * days),
          available: carsLeft(row, heldDays),
        }));
        return {
          ...base,
          pickupDate: heldDays[0]!,
          dropoffDate: input.dropoffDate ?? null,
          days,
          distanceKm: Math.round(haversineKm(pickup, dropoff) * 10) / 10,
          options,
        };
      }
      const date = checkServiceDate(input.pickupDate, today);
      const km = checkDifferentPlaces(pickup, dropoff);
      const options: VehicleOption[] = repo
        .vehicles()
        .filter((row) => row.active && row.service === 'transfer' && row.passengers >= passengers)
        .map((row) => ({ ...vehicleView(row, lang), quantity: 1, total: dollars(row.priceCents), available: null }));
      return { ...base, pickupDate: date, dropoffDate: null, days: 1, distanceKm: Math.round(km * 10) / 10, options };
    },

    taxiEstimate(input: TaxiEstimateRequest, lang: Lang): TaxiEstimate {
      const pickup = resolveLocation(input.pickup, 'pickup');
      const dropoff = resolveLocation(input.dropoff, 'dropoff');
      if ((input.passengers ?? 1) > TAXI_MAX_PASSENGERS) throw badRequest(TRANSFER_MESSAGES.taxiPassengers);
      checkDifferentPlaces(pickup, dropoff);
      const rates = repo.taxiRates();
      const fare = taxiFare(rates, pickup, dropoff);
      return {
        pickup: placeView(pickup, lang),
        dropoff: placeView(dropoff, lang),
        straightKm: fare.straightKm,
        distanceKm: fare.distanceKm,
        baseFare: rates.baseFare,
        perKm: rates.perKm,
        roadFactor: rates.roadFactor,
        fare: dollars(fare.fareCents),
      };
    },

    adminVehicles(): VehicleAdmin[] {
      return repo.vehicles().map(adminView);
    },

    /** Edits a vehicle. Prices apply to new bookings only: a booking keeps the price it was sold at. */
    updateVehicle(id: string, input: VehicleUpdate, now = new Date()): VehicleAdmin {
      return immediate(db, () => {
        const row = repo.vehicle(id);
        if (!row) throw notFound(TRANSFER_MESSAGES.vehicleNotFound);
        const version = nextEditVersion(row.updatedAt, input.expectedUpdatedAt, now);
        const patch: VehiclePatch = {};
        if (input.name) patch.name = toTranslated(input.name);
        if (input.description) patch.description = toTranslated(input.description);
        if (input.passengers !== undefined) patch.passengers = input.passengers;
        if (input.luggage !== undefined) patch.luggage = input.luggage;
        if (input.transmission !== undefined) {
          if (row.service === 'transfer' && input.transmission !== null) throw badRequest('Transfers have no transmission to choose');
          if (row.service === 'car_rental' && input.transmission === null)
            throw badRequest('A rental car needs a transmission (manual or automatic)');
          patch.transmission = input.transmission;
        }
        if (input.price !== undefined) patch.priceCents = cents(input.price);
        if (input.active !== undefined) patch.active = input.active;
        if (input.fleet !== undefined) {
          if (row.service === 'transfer') throw badRequest('Transfers are driven by our drivers and have no fleet count');
          const today = todayIso(now);
          const busiest = repo.busiestDayFrom(id, today);
          if (busiest && input.fleet < busiest.out) {
            throw conflict(fillTemplate(ADMIN_REFUSALS.fleetBelowBooked, { booked: busiest.out, date: busiest.date }));
          }
          repo.resizeFleetFrom(id, today, input.fleet);
          patch.fleet = input.fleet;
        }
        repo.updateVehicle(id, patch, version);
        return adminView(repo.vehicle(id)!);
      });
    },

    taxiRates(): TaxiRates {
      return repo.taxiRates();
    },

    saveTaxiRates(rates: TaxiRates): TaxiRates {
      repo.saveTaxiRates(rates);
      return repo.taxiRates();
    },
  };
}

function adminView(row: VehicleRow): VehicleAdmin {
  return {
    _id: row.id,
    service: row.service,
    type: row.id,
    name: row.name,
    description: row.description,
    passengers: row.passengers,
    luggage: row.luggage,
    transmission: row.transmission,
    price: dollars(row.priceCents),
    fleet: row.fleet,
    active: row.active,
    image: row.image,
    updatedAt: row.updatedAt,
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
