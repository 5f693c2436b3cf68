import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '@trabzon/dates';
import { openDatabase, type Db } from '../../../src/db/client';
import { MAX_NIGHTS } from '../../../src/features/hotels/stay';
import { OPEN_UNPAID_STAYS_OF_HOTEL, createBookingsRepository, type NewBookingRow } from '../../../src/features/bookings/repository';

const FROM = '2027-03-10';
const TO = '2027-03-12';

let serial = 0;
/** An open pay-at-hotel stay of hotel h1 from `start`, `nights` long. */
function stay(start: string, nights: number): NewBookingRow {
  serial += 1;
  return {
    reference: `TZN-${String(200000 + serial)}`,
    type: 'hotel',
    contactFirstName: 'Ada',
    contactLastName: 'Lovelace',
    contactEmail: `stay${serial}@example.com`,
    contactPhone: '+90 555 111 22 33',
    startDate: start,
    endDate: addDays(start, nights),
    details: { hotelId: 'h1', roomTypeId: 'r1', nights },
    lineItems: [],
    subtotalCents: 0,
    taxRate: 0,
    taxCents: 0,
    totalCents: 0,
    paymentMethod: 'payAtHotel',
    status: 'confirmed',
  };
}

describe('bookings repository: open unpaid stays of a hotel', () => {
  let db: Db | undefined;
  afterEach(() => db?.$client.close());

  // The lower bound on start_date must not drop a real overlap: the longest stay allowed, begun
  // as early as it can be and still take the night of `from`, is counted.
  it('counts a longest stay that began long before `from` and still takes its night', () => {
    db = openDatabase(':memory:');
    const repo = createBookingsRepository(db);
    const longest = stay(addDays(FROM, 1 - MAX_NIGHTS), MAX_NIGHTS); // its last night is FROM
    const endedAtFrom = stay(addDays(FROM, -MAX_NIGHTS), MAX_NIGHTS); // checks out on FROM
    const inside = stay(addDays(FROM, 1), 1);
    const afterTo = stay(TO, 1);
    for (const row of [longest, endedAtFrom, inside, afterTo]) repo.insert(row);

    const stays = repo.openUnpaidStaysOfHotel('h1', FROM, TO);
    expect(stays).toEqual(
      expect.arrayContaining([
        { startDate: longest.startDate, endDate: longest.endDate },
        { startDate: inside.startDate, endDate: inside.endDate },
      ]),
    );
    expect(stays).toHaveLength(2);
  });

  // Bounded on both sides, the search reads only the index range of stays that can overlap,
  // not every older open stay of the hotel.
  it('searches the unpaid index by hotel and a start-date range', () => {
    db = openDatabase(':memory:');
    const plan = db.$client
      .prepare(`EXPLAIN QUERY PLAN ${OPEN_UNPAID_STAYS_OF_HOTEL}`)
      .all({ hotelId: 'h1', earliestStart: addDays(FROM, -MAX_NIGHTS), from: FROM, to: TO }) as { detail: string }[];
    expect(plan.map((step) => step.detail)).toEqual([
      'SEARCH bookings USING INDEX bookings_unpaid_hotel_idx (<expr>=? AND start_date>? AND start_date<?)',
    ]);
  });
});
