import type { TaxiRates } from '@trabzon/contracts';
import { haversineKm, type ResolvedPlace } from './places';

/** The settings row holding the taxi rates (admin-editable). */
export const TAXI_SETTINGS_KEY = 'taxi';

/**
 * Default city taxi rates, in US dollars: $4.00 on boarding plus $1.10 per km, close to
 * Trabzon's metered tariff at the exchange rate of late 2026. Roads through the valleys are longer
 * than the straight line: the road distance is taken as the straight line × 1.3.
 */
export const DEFAULT_TAXI_RATES: TaxiRates = { baseFare: 4, perKm: 1.1, roadFactor: 1.3 };

export function isTaxiRates(value: unknown): value is TaxiRates {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const ok = (n: unknown, min: number, max: number) => typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max;
  return ok(v.baseFare, 0, 1000) && ok(v.perKm, 0, 100) && ok(v.roadFactor, 1, 3);
}

export interface TaxiFare {
  straightKm: number;
  distanceKm: number;
  fareCents: number;
  baseFareCents: number;
  perKmCents: number;
}

/**
 * fare = base fare + per-km rate × road distance, where road distance = haversine distance ×
 * road factor, rounded to 0.1 km; the fare is rounded to the cent.
 */
export function taxiFare(rates: TaxiRates, from: ResolvedPlace, to: ResolvedPlace): TaxiFare {
  const straight = haversineKm(from, to);
  const distanceKm = Math.round(straight * rates.roadFactor * 10) / 10;
  const baseFareCents = Math.round(rates.baseFare * 100);
  const perKmCents = Math.round(rates.perKm * 100);
  return {
    straightKm: Math.round(straight * 10) / 10,
    distanceKm,
    baseFareCents,
    perKmCents,
    fareCents: baseFareCents + Math.round(perKmCents * distanceKm),
  };
}
