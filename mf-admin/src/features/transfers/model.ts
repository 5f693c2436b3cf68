import type { TaxiRates, VehicleAdmin, VehicleUpdate } from '@trabzon/api-client';
import { fromTranslated, toTranslatedInput, TEXT_LANGUAGES, type TranslatedValues } from '../../lib/translated';
import type { ModelErrors } from '../../lib/forms';
import { TAXI_RATE_BOUNDS as TAXI_BOUNDS, VEHICLE_BOUNDS } from '@trabzon/contracts/constants';

/** The API's bounds (contracts), for the form's own checks before anything is sent. */
export { TAXI_RATE_BOUNDS as TAXI_BOUNDS, VEHICLE_BOUNDS } from '@trabzon/contracts/constants';

export const TRANSMISSIONS = ['manual', 'automatic'] as const;
export type TransmissionValue = (typeof TRANSMISSIONS)[number];

/** Rentals have a transmission and a fleet; transfers are driven by the agency's drivers and have neither. */
export const isRental = (vehicle: Pick<VehicleAdmin, 'service'>): boolean => vehicle.service === 'car_rental';

/** The vehicle form as the admin edits it (strings for the inputs). */
export interface VehicleFormValues {
  name: TranslatedValues;
  description: TranslatedValues;
  passengers: string;
  luggage: string;
  transmission: TransmissionValue;
  price: string;
  fleet: string;
  active: boolean;
}

/** The fields in the order the form shows them (a refused save focuses the first wrong one). */
export const VEHICLE_FIELD_ORDER = ['name', 'description', 'passengers', 'luggage', 'price', 'fleet'] as const;
export type VehicleField = (typeof VEHICLE_FIELD_ORDER)[number];

export function formFromVehicle(vehicle: VehicleAdmin): VehicleFormValues {
  return {
    name: fromTranslated(vehicle.name),
    description: fromTranslated(vehicle.description),
    passengers: String(vehicle.passengers),
    luggage: String(vehicle.luggage),
    transmission: vehicle.transmission === 'manual' ? 'manual' : 'automatic',
    price: String(vehicle.price),
    fleet: String(vehicle.fleet),
    active: vehicle.active,
  };
}

/** A number typed in an input, or NaN when blank or not a number ("" would otherwise read as 0). */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const wholeIn = (value: number, { min, max }: { min: number; max: number }) => Number.isInteger(value) && value >= min && value <= max;
/** At most two decimals (cents), allowing for binary floating point (0.07 * 100 is 7.000000000000001). */
const cents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const money = (value: number, min: number, max: number, exclusiveMin = false) =>
  Number.isFinite(value) && (exclusiveMin ? value > min : value >= min) && value <= max && cents(value);

function textError(values: TranslatedValues, required: string): string | undefined {
  if (!values.en.trim()) return required;
  if (TEXT_LANGUAGES.some((language) => values[language].trim().length > VEHICLE_BOUNDS.textMax)) return 'textTooLong';
  return undefined;
}

/** Message keys (admin-transfers:errors.*) of the invalid fields; a transfer's fleet is not checked (it has none). */
export function validateVehicle(values: VehicleFormValues, rental: boolean): ModelErrors<VehicleField> {
  const errors: ModelErrors<VehicleField> = {};
  const name = textError(values.name, 'nameRequired');
  if (name) errors.name = name;
  const description = textError(values.description, 'descriptionRequired');
  if (description) errors.description = description;
  if (!wholeIn(numberOf(values.passengers), VEHICLE_BOUNDS.passengers)) errors.passengers = 'passengers';
  if (!wholeIn(numberOf(values.luggage), VEHICLE_BOUNDS.luggage)) errors.luggage = 'luggage';
  if (!money(numberOf(values.price), 0, VEHICLE_BOUNDS.price.max, true)) errors.price = 'price';
  if (rental && !wholeIn(numberOf(values.fleet), VEHICLE_BOUNDS.fleet)) errors.fleet = 'fleet';
  return errors;
}

/** The values each error message names ({{min}}, {{max}}). */
export const ERROR_VALUES: Record<string, Record<string, number>> = {
  textTooLong: { max: VEHICLE_BOUNDS.textMax },
  passengers: VEHICLE_BOUNDS.passengers,
  luggage: VEHICLE_BOUNDS.luggage,
  price: VEHICLE_BOUNDS.price,
  fleet: VEHICLE_BOUNDS.fleet,
  baseFare: TAXI_BOUNDS.baseFare,
  perKm: TAXI_BOUNDS.perKm,
  roadFactor: TAXI_BOUNDS.roadFactor,
};

const toCents = (text: string) => Math.round(numberOf(text) * 100) / 100;
const sameText = (a: TranslatedValues, b: TranslatedValues) =>
  TEXT_LANGUAGES.every((language) => a[language].trim() === b[language].trim());

/**
 * The PUT body of a valid form: only what differs from the stored vehicle (a price change applies to
 * new bookings only, a fleet change is checked against the cars already out). A transfer never
 * sends a transmission or a fleet, which the API refuses for it. Empty when nothing changed.
 */
export function vehicleUpdate(vehicle: VehicleAdmin, values: VehicleFormValues): VehicleUpdate {
  const update: VehicleUpdate = {};
  if (!sameText(values.name, fromTranslated(vehicle.name))) update.name = toTranslatedInput(values.name);
  if (!sameText(values.description, fromTranslated(vehicle.description))) update.description = toTranslatedInput(values.description);
  const passengers = numberOf(values.passengers);
  if (passengers !== vehicle.passengers) update.passengers = passengers;
  const luggage = numberOf(values.luggage);
  if (luggage !== vehicle.luggage) update.luggage = luggage;
  const price = toCents(values.price);
  if (price !== vehicle.price) update.price = price;
  if (values.active !== vehicle.active) update.active = values.active;
  if (isRental(vehicle)) {
    if (values.transmission !== vehicle.transmission) update.transmission = values.transmission;
    const fleet = numberOf(values.fleet);
    if (fleet !== vehicle.fleet) update.fleet = fleet;
  }
  return update;
}

/** The taxi rates form as the admin edits it. */
export interface TaxiFormValues {
  baseFare: string;
  perKm: string;
  roadFactor: string;
}

export const TAXI_FIELD_ORDER = ['baseFare', 'perKm', 'roadFactor'] as const;
export type TaxiField = (typeof TAXI_FIELD_ORDER)[number];

export function formFromRates(rates: TaxiRates): TaxiFormValues {
  return { baseFare: String(rates.baseFare), perKm: String(rates.perKm), roadFactor: String(rates.roadFactor) };
}

/** Message keys (admin-transfers:errors.*) of the invalid taxi rates. */
export function validateTaxiRates(values: TaxiFormValues): ModelErrors<TaxiField> {
  const errors: ModelErrors<TaxiField> = {};
  if (!money(numberOf(values.baseFare), TAXI_BOUNDS.baseFare.min, TAXI_BOUNDS.baseFare.max)) errors.baseFare = 'baseFare';
  if (!money(numberOf(values.perKm), TAXI_BOUNDS.perKm.min, TAXI_BOUNDS.perKm.max)) errors.perKm = 'perKm';
  const factor = numberOf(values.roadFactor);
  if (!(Number.isFinite(factor) && factor >= TAXI_BOUNDS.roadFactor.min && factor <= TAXI_BOUNDS.roadFactor.max)) {
    errors.roadFactor = 'roadFactor';
  }
  return errors;
}

/** The PUT body of valid taxi rates. */
export function toTaxiRates(values: TaxiFormValues): TaxiRates {
  return { baseFare: toCents(values.baseFare), perKm: toCents(values.perKm), roadFactor: numberOf(values.roadFactor) };
}
