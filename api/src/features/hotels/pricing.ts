/**
 * THE price of one night of one room type, in integer cents (USD). Every place that shows or
 * charges a night (lists, availability, offers, the admin inventory, hotel bookings) calls this.
 *
 *   price = round(basePrice × priceModifier × (1 + seasonalAdjustment / 100) × (1 − promotionDiscount / 100))
 *
 * - basePriceCents: the night's base price in cents;
 * - priceModifier: a multiplier (1 = unchanged; the seed uses 1.15 on Friday and Saturday nights);
 * - seasonalAdjustment: percent added for the season (negative takes off; 20 = +20 %);
 * - promotionDiscount: percent off while a promotion runs (0 to 100).
 * Rounded half up to a whole cent once, at the end; never below 0.
 */
export function nightPriceCents(night: {
  basePriceCents: number;
  priceModifier: number;
  seasonalAdjustment: number;
  promotionDiscount: number;
}): number {
  const price = night.basePriceCents * night.priceModifier * (1 + night.seasonalAdjustment / 100) * (1 - night.promotionDiscount / 100);
  // The small epsilon keeps 12.5 cents computed as 12.4999999 from rounding down.
  return Math.max(0, Math.round(price + 1e-9));
}

/** The same night before its promotion discount (the "was" price of an offer). */
export function undiscountedNightPriceCents(night: { basePriceCents: number; priceModifier: number; seasonalAdjustment: number }): number {
  return nightPriceCents({ ...night, promotionDiscount: 0 });
}

/** Cents to dollars for answers (12345 → 123.45). */
export const toUsd = (cents: number): number => Math.round(cents) / 100;

/** Dollars from a request to cents (123.455 → 12346). */
export const toCents = (usd: number): number => Math.round(usd * 100 + 1e-9);
