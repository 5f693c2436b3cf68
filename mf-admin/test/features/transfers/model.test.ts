import { describe, expect, it } from 'vitest';
import type { VehicleAdmin } from '@trabzon/api-client';
import {
  formFromVehicle,
  toTaxiRates,
  validateTaxiRates,
  validateVehicle,
  vehicleUpdate,
  type VehicleFormValues,
} from '../../../src/features/transfers/model';

const SUV: VehicleAdmin = {
  _id: 'suv',
  service: 'car_rental',
  type: 'suv',
  name: { en: 'SUV' },
  description: { en: 'For the mountain roads' },
  passengers: 5,
  luggage: 4,
  transmission: 'automatic',
  price: 70,
  fleet: 6,
  active: true,
  image: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const form = (changes: Partial<VehicleFormValues>): VehicleFormValues => ({ ...formFromVehicle(SUV), ...changes });

describe('vehicle bounds (VehicleUpdate in the contracts)', () => {
  it('accepts the edges of every bound', () => {
    expect(validateVehicle(form({ passengers: '1', luggage: '0', price: '0.01', fleet: '0' }), true)).toEqual({});
    expect(validateVehicle(form({ passengers: '60', luggage: '60', price: '100000', fleet: '1000' }), true)).toEqual({});
  });

  it('refuses just past each bound, blanks and fractions of a whole number', () => {
    expect(validateVehicle(form({ passengers: '0', luggage: '-1', price: '0', fleet: '-1' }), true)).toEqual({
      passengers: 'passengers',
      luggage: 'luggage',
      price: 'price',
      fleet: 'fleet',
    });
    expect(validateVehicle(form({ passengers: '61', luggage: '61', price: '100000.01', fleet: '1001' }), true)).toEqual({
      passengers: 'passengers',
      luggage: 'luggage',
      price: 'price',
      fleet: 'fleet',
    });
    expect(validateVehicle(form({ passengers: '', luggage: '1.5', price: '', fleet: '' }), true)).toEqual({
      passengers: 'passengers',
      luggage: 'luggage',
      price: 'price',
      fleet: 'fleet',
    });
    expect(validateVehicle(form({ price: '12.345' }), true)).toEqual({ price: 'price' });
    expect(validateVehicle(form({ name: { en: 'SUV', tr: 'x'.repeat(501), ar: '' } }), true)).toEqual({ name: 'textTooLong' });
  });

  it("does not check a transfer's fleet, which it has not", () => {
    expect(validateVehicle(form({ fleet: '' }), false)).toEqual({});
  });

  it('sends nothing when nothing changed, and prices in cents', () => {
    expect(vehicleUpdate(SUV, formFromVehicle(SUV))).toEqual({});
    expect(vehicleUpdate(SUV, form({ price: '70.10', transmission: 'manual', luggage: '3' }))).toEqual({
      price: 70.1,
      transmission: 'manual',
      luggage: 3,
    });
  });
});

describe('taxi rate bounds (TaxiRates in the contracts)', () => {
  it('accepts 0 to 1000 and 0.01 to 100 with two decimals, and a road factor from 1 to 3', () => {
    expect(validateTaxiRates({ baseFare: '0', perKm: '0.01', roadFactor: '1' })).toEqual({});
    expect(validateTaxiRates({ baseFare: '1000', perKm: '100', roadFactor: '3' })).toEqual({});
    expect(toTaxiRates({ baseFare: '4.35', perKm: '1.15', roadFactor: '1.25' })).toEqual({ baseFare: 4.35, perKm: 1.15, roadFactor: 1.25 });
  });

  it('refuses a kilometre at no cost: with no base fare every ride was quoted at 0', () => {
    expect(validateTaxiRates({ baseFare: '0', perKm: '0', roadFactor: '1' })).toEqual({ perKm: 'perKm' });
  });

  it('refuses values past the bounds or with more than two decimals', () => {
    expect(validateTaxiRates({ baseFare: '1000.01', perKm: '-0.01', roadFactor: '0.5' })).toEqual({
      baseFare: 'baseFare',
      perKm: 'perKm',
      roadFactor: 'roadFactor',
    });
    expect(validateTaxiRates({ baseFare: '1.005', perKm: '', roadFactor: '3.01' })).toEqual({
      baseFare: 'baseFare',
      perKm: 'perKm',
      roadFactor: 'roadFactor',
    });
  });
});
