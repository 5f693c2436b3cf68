import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { nowIso, type Translated } from './common';

/**
 * The vehicles the agency rents (service `car_rental`, priced per day) and drives (service
 * `transfer`, priced per trip). The id is the type code (economy, suv, standard, minibus...).
 * `fleet` is how many cars of a rental type exist: at most that many can be out on one day.
 */
export const vehicles = sqliteTable(
  'vehicles',
  {
    id: text('id').primaryKey(),
    service: text('service', { enum: ['car_rental', 'transfer'] }).notNull(),
    name: text('name', { mode: 'json' }).$type<Translated>().notNull(),
    description: text('description', { mode: 'json' }).$type<Translated>().notNull(),
    passengers: integer('passengers').notNull(),
    luggage: integer('luggage').notNull(),
    transmission: text('transmission', { enum: ['manual', 'automatic'] }),
    /** Per day (rentals) or per trip (transfers), integer cents. */
    priceCents: integer('price_cents').notNull(),
    image: text('image'),
    fleet: integer('fleet').notNull().default(0),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: text('updated_at').notNull().default(nowIso),
  },
  (t) => [
    check('vehicles_service_check', sql`${t.service} IN ('car_rental','transfer')`),
    check('vehicles_numbers_check', sql`${t.passengers} >= 1 AND ${t.luggage} >= 0 AND ${t.priceCents} > 0 AND ${t.fleet} >= 0`),
  ],
);

/**
 * Cars of a rental type still free on a day. A row appears the first time a day is booked (with
 * the fleet size); a booking takes one with a guarded UPDATE, and the CHECK is the backstop.
 */
export const vehicleStock = sqliteTable(
  'vehicle_stock',
  {
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    total: integer('total').notNull(),
    available: integer('available').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleId, t.date] }),
    check('vehicle_stock_available_check', sql`${t.available} >= 0 AND ${t.available} <= ${t.total}`),
    index('vehicle_stock_date_idx').on(t.date),
  ],
);
