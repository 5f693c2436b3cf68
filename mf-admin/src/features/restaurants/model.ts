import type { RestaurantAdmin, RestaurantInput } from '@trabzon/api-client';
import { CUISINES } from '@trabzon/contracts/restaurant-rules';
import { IMAGES_MAX } from '@trabzon/contracts/constants';
import { imageListProblem } from '../../lib/imageList';
import {
  emptyTranslated,
  fromTranslated,
  isBlankTranslated,
  splitLines,
  splitList,
  toTranslatedInput,
  type TranslatedValues,
} from '../../lib/translated';

export interface DayForm {
  closed: boolean;
  open: string;
  close: string;
}

/** The restaurant form as the admin edits it (strings for the inputs). */
export interface RestaurantFormValues {
  name: TranslatedValues;
  description: TranslatedValues;
  cuisine: (typeof CUISINES)[number];
  priceRange: string;
  destinationId: string;
  street: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  images: string;
  features: string;
  /** Sunday (0) to Saturday (6). */
  hours: DayForm[];
  slotMinutes: string;
  seatingMinutes: string;
  maxPartySize: string;
  isNew: boolean;
  promoted: boolean;
  active: boolean;
}

export function emptyForm(): RestaurantFormValues {
  return {
    name: emptyTranslated(),
    description: emptyTranslated(),
    cuisine: 'turkish',
    priceRange: '2',
    destinationId: '',
    street: '',
    city: '',
    country: 'Türkiye',
    phone: '',
    email: '',
    images: '',
    features: '',
    hours: Array.from({ length: 7 }, () => ({ closed: false, open: '12:00', close: '22:00' })),
    slotMinutes: '30',
    seatingMinutes: '90',
    maxPartySize: '12',
    isNew: false,
    promoted: false,
    active: true,
  };
}

export function formFromRestaurant(r: RestaurantAdmin): RestaurantFormValues {
  return {
    name: fromTranslated(r.name),
    description: fromTranslated(r.description),
    cuisine: (CUISINES as readonly string[]).includes(r.cuisine) ? (r.cuisine as RestaurantFormValues['cuisine']) : 'turkish',
    priceRange: String(r.priceRange),
    destinationId: r.destinationId ?? '',
    street: r.address.street ?? '',
    city: r.address.city,
    country: r.address.country,
    phone: r.contact.phone ?? '',
    email: r.contact.email ?? '',
    images: r.images.join('\n'),
    features: r.features.join(', '),
    hours: r.hours.map((h) => (h ? { closed: false, open: h.open, close: h.close } : { closed: true, open: '12:00', close: '22:00' })),
    slotMinutes: String(r.slotMinutes),
    seatingMinutes: String(r.seatingMinutes),
    maxPartySize: String(r.maxPartySize),
    isNew: r.isNew,
    promoted: r.promoted,
    active: r.active,
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * What an open day's times mean beyond their digits, as the API reads them (slots.ts): a close before
 * the open is after midnight ('nextDay'); equal times are refused ('sameTime'). Null otherwise.
 */
export function dayTimesNote(day: DayForm): 'nextDay' | 'sameTime' | null {
  if (day.closed || !TIME.test(day.open) || !TIME.test(day.close)) return null;
  if (day.open === day.close) return 'sameTime';
  // Zero-padded HH:MM strings compare as the times do.
  return day.close < day.open ? 'nextDay' : null;
}

export type FormErrors = Partial<
  Record<'name' | 'description' | 'city' | 'country' | 'images' | 'hours' | 'seatingMinutes' | 'maxPartySize', string>
>;

/** The image list's problem as the API would see it (a bad line, or more than it takes); null when none. */
export const imagesProblem = (images: string) => imageListProblem(images, IMAGES_MAX.restaurant);

/**
 * Message keys (admin-dining:form.errors.*) of the invalid fields; the images' words name the line
 * or the limit (useImageProblemText of `imagesProblem`), so their key only says there is one.
 */
export function validate(values: RestaurantFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.name.en.trim()) errors.name = 'nameRequired';
  if (!values.description.en.trim()) errors.description = 'descriptionRequired';
  if (!values.city.trim()) errors.city = 'cityRequired';
  if (!values.country.trim()) errors.country = 'countryRequired';
  if (imagesProblem(values.images)) errors.images = 'images';
  if (values.hours.some((h) => !h.closed && (!TIME.test(h.open) || !TIME.test(h.close) || dayTimesNote(h) === 'sameTime')))
    errors.hours = 'hours';
  const seating = Number(values.seatingMinutes);
  if (!Number.isInteger(seating) || seating < 30 || seating > 300) errors.seatingMinutes = 'seating';
  const party = Number(values.maxPartySize);
  if (!Number.isInteger(party) || party < 1 || party > 12) errors.maxPartySize = 'party';
  return errors;
}

export function toInput(values: RestaurantFormValues): RestaurantInput {
  return {
    name: toTranslatedInput(values.name),
    description: toTranslatedInput(values.description),
    cuisine: values.cuisine,
    priceRange: Number(values.priceRange),
    destinationId: values.destinationId || null,
    address: {
      ...(values.street.trim() ? { street: values.street.trim() } : {}),
      city: values.city.trim(),
      country: values.country.trim(),
    },
    contact: {
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      ...(values.email.trim() ? { email: values.email.trim() } : {}),
    },
    images: splitLines(values.images),
    features: splitList(values.features),
    hours: values.hours.map((h) => (h.closed ? null : { open: h.open, close: h.close })),
    slotMinutes: Number(values.slotMinutes),
    seatingMinutes: Number(values.seatingMinutes),
    maxPartySize: Number(values.maxPartySize),
    isNew: values.isNew,
    promoted: values.promoted,
    active: values.active,
  };
}

export { isBlankTranslated };
