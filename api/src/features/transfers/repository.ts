import { and, asc, desc, eq, gte, lt, min, sql } from 'drizzle-orm';
import type { TaxiRates } from '@trabzon/contracts';
import type { Db } from '../../db/client';
import { settings, vehicles, vehicleStock } from '../../db/schema';
import { DEFAULT_TAXI_RATES, TAXI_SETTINGS_KEY, isTaxiRates } from './taxi';

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehiclePatch = Partial<
  Pick<VehicleRow, 'name' | 'description' | 'passengers' | 'luggage' | 'transmission' | 'priceCents' | 'fleet' | 'active'>
>;

/** Every database access of car rentals, transfers and taxis. */
export function createTransfersRepository(db: Db) {
  const all = db.select().from(vehicles).orderBy(asc(vehicles.sortOrder)).prepare();
  const byId = db
    .select()
    .from(vehicles)
    .where(eq(vehicles.id, sql.placeholder('id')))
    .prepare();
  const lowest = db
    .select({ available: min(vehicleStock.available) })
    .from(vehicleStock)
    .where(
      and(
        eq(vehicleStock.vehicleId, sql.placeholder('id')),
        gte(vehicleStock.date, sql.placeholder('from')),
        lt(vehicleStock.date, sql.placeholder('to')),
      ),
    )
    .prepare();
  const ensureDay = db
    .insert(vehicleStock)
    .values({
      vehicleId: sql.placeholder('id'),
      date: sql.placeholder('date'),
      total: sql.placeholder('fleet'),
      available: sql.placeholder('fleet'),
    })
    .onConflictDoNothing()
    .prepare();
  const takeOne = db
    .update(vehicleStock)
    .set({ available: sql`${vehicleStock.available} - 1` })
    .where(
      and(
        eq(vehicleStock.vehicleId, sql.placeholder('id')),
        eq(vehicleStock.date, sql.placeholder('date')),
        gte(vehicleStock.available, 1),
      ),
    )
    .prepare();
  const giveBack = db
    .update(vehicleStock)
    .set({ available: sql`${vehicleStock.available} + 1` })
    .where(
      and(
        eq(vehicleStock.vehicleId, sql.placeholder('id')),
        eq(vehicleStock.date, sql.placeholder('date')),
        lt(vehicleStock.available, vehicleStock.total),
      ),
    )
    .prepare();
  const taxiRow = db.select({ value: settings.value }).from(settings).where(eq(settings.key, TAXI_SETTINGS_KEY)).prepare();

  return {
    vehicles(): VehicleRow[] {
      return all.all();
    },

    vehicle(id: string): VehicleRow | undefined {
      return byId.get({ id });
    },

    /** Sets the patch and the vehicle's new version (`updatedAt`, see nextEditVersion). */
    updateVehicle(id: string, patch: VehiclePatch, version: string): void {
      db.update(vehicles)
        .set({ ...patch, updatedAt: version })
        .where(eq(vehicles.id, id))
        .run();
    },

    /** Fewest cars free on a day in [from, to); null when no day of it has a booking yet (all free). */
    lowestAvailable(id: string, from: string, to: string): number | null {
      return lowest.get({ id, from, to })?.available ?? null;
    },

    /** Takes one car of the type on the day (creating the day's row at the fleet size); false when none is left. */
    takeCar(id: string, date: string, fleet: number): boolean {
      ensureDay.run({ id, date, fleet });
      return takeOne.run({ id, date }).changes === 1;
    },

    giveCarBack(id: string, date: string): void {
      giveBack.run({ id, date });
    },

    /** The first of the busiest days from `from` on and its cars out; null when no car is booked. */
    busiestDayFrom(id: string, from: string): { date: string; out: number } | null {
      const out = sql<number>`${vehicleStock.total} - ${vehicleStock.available}`;
      const row = db
        .select({ date: vehicleStock.date, out })
        .from(vehicleStock)
        .where(and(eq(vehicleStock.vehicleId, id), gte(vehicleStock.date, from)))
        .orderBy(desc(out), asc(vehicleStock.date))
        .limit(1)
        .get();
      return row && row.out > 0 ? row : null;
    },

    /** A new fleet size applied to the days already counted, from `from` on (cars out stay out). */
    resizeFleetFrom(id: string, from: string, fleet: number): void {
      db.update(vehicleStock)
        .set({ available: sql`${fleet} - (${vehicleStock.total} - ${vehicleStock.available})`, total: fleet })
        .where(and(eq(vehicleStock.vehicleId, id), gte(vehicleStock.date, from)))
        .run();
    },

    taxiRates(): TaxiRates {
      const value = taxiRow.get()?.value;
      return isTaxiRates(value) ? value : DEFAULT_TAXI_RATES;
    },

    saveTaxiRates(rates: TaxiRates): void {
      db.insert(settings)
        .values({ key: TAXI_SETTINGS_KEY, value: rates })
        .onConflictDoUpdate({ target: settings.key, set: { value: rates, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` } })
        .run();
    },
  };
}

export type TransfersRepository = ReturnType<typeof createTransfersRepository>;
