import type { PackageAdmin } from '@trabzon/api-client';

/** A one-day package as the admin loads it; each test changes what it is about. */
export function packageAdmin(changes: Partial<Record<keyof PackageAdmin, unknown>> = {}): PackageAdmin {
  return {
    _id: 'p1',
    slug: 'black-sea-highlands',
    name: { en: 'Black Sea Highlands', tr: '', ar: '' },
    description: { en: 'Four days up high', tr: '', ar: '' },
    destinationId: null,
    duration: 1,
    price: 450,
    seatsPerDeparture: 20,
    popularity: 0,
    featured: false,
    active: true,
    images: [],
    activities: [],
    hotelIds: [],
    itinerary: [],
    ...changes,
  } as unknown as PackageAdmin;
}

/** One itinerary day in English only. */
export const day = (n: number, title: string, description = title) => ({
  day: n,
  title: { en: title, tr: '', ar: '' },
  description: { en: description, tr: '', ar: '' },
});
