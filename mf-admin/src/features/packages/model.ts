import type { ItineraryDayInput, PackageAdmin, PackageInput } from '@trabzon/api-client';
import { alignedLines, emptyTranslated, fromTranslated, splitLines, toTranslatedInput, type TranslatedValues } from '../../lib/translated';
import { SLUG as SLUG_PATTERN } from '@trabzon/contracts/validation';

export interface ItineraryDayValues {
  title: TranslatedValues;
  description: TranslatedValues;
}

/** The package form's values (strings as typed; numbers checked on submit). */
export interface PackageFormValues {
  slug: string;
  name: TranslatedValues;
  description: TranslatedValues;
  destination: string;
  duration: string;
  price: string;
  seats: string;
  popularity: string;
  featured: boolean;
  active: boolean;
  images: string;
  activities: TranslatedValues;
  hotels: string[];
  itinerary: ItineraryDayValues[];
}

export const emptyDay = (): ItineraryDayValues => ({ title: emptyTranslated(), description: emptyTranslated() });

export function emptyPackage(): PackageFormValues {
  return {
    slug: '',
    name: emptyTranslated(),
    description: emptyTranslated(),
    destination: '',
    duration: '3',
    price: '',
    seats: '20',
    popularity: '0',
    featured: false,
    active: true,
    images: '',
    activities: emptyTranslated(),
    hotels: [],
    itinerary: [emptyDay()],
  };
}

/** Activities are stored per activity with its three languages; the form edits one list per language, line by line. */
export function fromPackage(pkg: PackageAdmin): PackageFormValues {
  return {
    slug: pkg.slug,
    name: fromTranslated(pkg.name),
    description: fromTranslated(pkg.description),
    destination: pkg.destinationId ?? '',
    duration: String(pkg.duration),
    price: String(pkg.price),
    seats: String(pkg.seatsPerDeparture),
    popularity: String(pkg.popularity),
    featured: pkg.featured,
    active: pkg.active,
    images: pkg.images.join('\n'),
    activities: {
      en: pkg.activities.map((a) => a.en).join('\n'),
      tr: pkg.activities.map((a) => a.tr ?? '').join('\n'),
      ar: pkg.activities.map((a) => a.ar ?? '').join('\n'),
    },
    hotels: pkg.hotelIds,
    itinerary: [...pkg.itinerary]
      .sort((a, b) => a.day - b.day)
      .map((d) => ({ title: fromTranslated(d.title), description: fromTranslated(d.description) })),
  };
}

export const PRICE = /^\d{1,6}(\.\d{1,2})?$/;
export const WHOLE = /^\d{1,7}$/;
/** The API's own slug rule (no id-shaped slug). */
export const SLUG = new RegExp(SLUG_PATTERN);
/**
 * The activities, one per line in each language and paired by line; null when a line has a
 * translation but no English (the form says so rather than dropping that line).
 */
export function activitiesOf(values: TranslatedValues): PackageInput['activities'] | null {
  return alignedLines(values);
}

export function toInput(values: PackageFormValues): { input: PackageInput; itinerary: ItineraryDayInput[] } {
  const activities = activitiesOf(values.activities);
  // The form's validation stops this first; never send the list with a line left out.
  if (activities === null) throw new Error('Each activity needs its English text on the same line');
  const input: PackageInput = {
    name: toTranslatedInput(values.name),
    description: toTranslatedInput(values.description),
    destination: values.destination || null,
    duration: Number(values.duration),
    price: Number(values.price),
    seatsPerDeparture: Number(values.seats),
    popularity: Number(values.popularity || '0'),
    featured: values.featured,
    active: values.active,
    images: splitLines(values.images),
    activities,
    hotels: values.hotels,
  };
  if (values.slug.trim()) input.slug = values.slug.trim();
  const itinerary = values.itinerary.map((d, i) => ({
    day: i + 1,
    title: toTranslatedInput(d.title),
    description: toTranslatedInput(d.description),
  }));
  return { input, itinerary };
}
