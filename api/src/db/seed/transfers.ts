import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { settings, vehicles } from '../schema';
import { immediate } from '../transaction';
import { DEFAULT_TAXI_RATES, TAXI_SETTINGS_KEY } from '../../features/transfers/taxi';
import { SEED_VEHICLES, vehicleImagePath } from './transfers-data';

/** The vehicle catalogue and the taxi rates, when there are no vehicles yet; safe at every start. */
export function seedTransfers(db: Db): { seeded: boolean; vehicles: number } {
  return immediate(db, () => {
    const existing = db.select({ n: count() }).from(vehicles).get()?.n ?? 0;
    db.insert(settings).values({ key: TAXI_SETTINGS_KEY, value: DEFAULT_TAXI_RATES }).onConflictDoNothing().run();
    if (existing > 0) return { seeded: false, vehicles: existing };
    SEED_VEHICLES.forEach((vehicle, index) => {
      db.insert(vehicles)
        .values({
          id: vehicle.id,
          service: vehicle.service,
          name: vehicle.name,
          description: vehicle.description,
          passengers: vehicle.passengers,
          luggage: vehicle.luggage,
          transmission: vehicle.transmission,
          priceCents: Math.round(vehicle.price * 100),
          image: vehicleImagePath(vehicle.id),
          fleet: vehicle.fleet,
          sortOrder: index,
        })
        .run();
    });
    return { seeded: true, vehicles: SEED_VEHICLES.length };
  });
}
