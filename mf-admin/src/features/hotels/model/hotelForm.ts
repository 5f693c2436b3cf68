import type { HotelAdmin, HotelInput, HotelUpdate, TranslatedAmenity } from '@trabzon/contracts';
import {
  TEXT_LANGUAGES,
  alignedLines,
  emptyTranslated,
  fromTranslated,
  isBlankTranslated,
  splitLines,
  splitList,
  toTranslatedInput,
  type TranslatedValues,
} from '../../../lib/translated';
import { HAS_DIGIT, WEB_URL } from '@trabzon/contracts/validation';
import { IMAGES_MAX } from '@trabzon/contracts/constants';
import { imageAddressProblem, imageListProblem } from '../../../lib/imageList';

/** Payment option keys the API names in every language. */
export const PAYMENT_OPTIONS = ['visa', 'mastercard', 'amex', 'cash', 'bank_transfer'] as const;
const DEFAULT_PAYMENT_OPTIONS = ['visa', 'mastercard', 'amex', 'cash'];

/** Every admin field of a hotel (spec section 3) as the form edits it. */
export interface HotelFormValues {
  name: TranslatedValues;
  description: TranslatedValues;
  street: string;
  city: string;
  country: string;
  starRating: string;
  destination: string;
  /** Amenity keys ("wifi", "pool", …) separated by commas or lines. */
  amenities: string;
  phone: string;
  email: string;
  website: string;
  checkInTime: string;
  checkOutTime: string;
  cancellationPolicy: TranslatedValues;
  paymentOptions: string[];
  /** One rule per line in each language; line N of every language is rule N. */
  rules: TranslatedValues;
  featuredImage: string;
  /** One image URL or path per line. */
  images: string;
  featured: boolean;
  active: boolean;
}

export type HotelErrorKey =
  | 'nameRequired'
  | 'descriptionRequired'
  | 'cityRequired'
  | 'countryRequired'
  | 'starsRange'
  | 'timeFormat'
  | 'englishRequired'
  | 'rulesNeedEnglish'
  | 'emailFormat'
  | 'phoneFormat'
  | 'websiteFormat'
  // The image fields' texts name the line or the limit (useImageProblemText), not these keys.
  | 'imageFormat'
  | 'imageTooLong'
  | 'tooManyImages';

export type HotelField =
  | 'name'
  | 'description'
  | 'city'
  | 'country'
  | 'starRating'
  | 'checkInTime'
  | 'checkOutTime'
  | 'cancellationPolicy'
  | 'rules'
  | 'phone'
  | 'email'
  | 'website'
  | 'featuredImage'
  | 'images';

export type HotelErrors = Partial<Record<HotelField, HotelErrorKey>>;

export const HOTEL_FIELD_ORDER: readonly HotelField[] = [
  'name',
  'description',
  'city',
  'country',
  'starRating',
  'phone',
  'email',
  'website',
  'checkInTime',
  'checkOutTime',
  'cancellationPolicy',
  'rules',
  'featuredImage',
  'images',
];

export function emptyHotelValues(): HotelFormValues {
  return {
    name: emptyTranslated(),
    description: emptyTranslated(),
    street: '',
    city: '',
    country: '',
    starRating: '3',
    destination: '',
    amenities: '',
    phone: '',
    email: '',
    website: '',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    cancellationPolicy: emptyTranslated(),
    paymentOptions: [...DEFAULT_PAYMENT_OPTIONS],
    rules: emptyTranslated(),
    featuredImage: '',
    images: '',
    featured: false,
    active: true,
  };
}

export function valuesFromAdmin(hotel: HotelAdmin): HotelFormValues {
  const rules = emptyTranslated();
  for (const language of TEXT_LANGUAGES) rules[language] = hotel.rules.map((rule) => rule[language] ?? '').join('\n');
  return {
    name: fromTranslated(hotel.name),
    description: fromTranslated(hotel.description),
    street: hotel.address.street ?? '',
    city: hotel.address.city,
    country: hotel.address.country,
    starRating: String(hotel.starRating),
    destination: hotel.destinationId ?? '',
    amenities: hotel.amenities.map((amenity) => amenity.key).join(', '),
    phone: hotel.contact.phone ?? '',
    email: hotel.contact.email ?? '',
    website: hotel.contact.website ?? '',
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    cancellationPolicy: fromTranslated(hotel.cancellationPolicy),
    paymentOptions: [...hotel.paymentOptions],
    rules,
    featuredImage: hotel.featuredImage ?? '',
    images: hotel.images.join('\n'),
    featured: hotel.featured,
    active: hotel.active,
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The API's own patterns, so the form refuses what the server would.
const PHONE = new RegExp(HAS_DIGIT);
const WEBSITE = new RegExp(WEB_URL);
const IMAGE_ERRORS = { format: 'imageFormat', tooLong: 'imageTooLong', tooMany: 'tooManyImages' } as const;

/** Rules as [{en, tr, ar}], aligned by line; null when a line has a translation but no English. */
export function rulesOf(values: TranslatedValues): Array<{ en: string; tr: string; ar: string }> | null {
  return alignedLines(values);
}

export function validateHotel(values: HotelFormValues): HotelErrors {
  const errors: HotelErrors = {};
  if (!values.name.en.trim()) errors.name = 'nameRequired';
  if (!values.description.en.trim()) errors.description = 'descriptionRequired';
  if (!values.city.trim()) errors.city = 'cityRequired';
  if (!values.country.trim()) errors.country = 'countryRequired';
  const stars = Number(values.starRating);
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) errors.starRating = 'starsRange';
  if (values.phone.trim() && !PHONE.test(values.phone)) errors.phone = 'phoneFormat';
  if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = 'emailFormat';
  if (values.website.trim() && !WEBSITE.test(values.website.trim())) errors.website = 'websiteFormat';
  const featuredImage = values.featuredImage.trim() ? imageAddressProblem(values.featuredImage) : null;
  if (featuredImage) errors.featuredImage = IMAGE_ERRORS[featuredImage];
  const images = imageListProblem(values.images, IMAGES_MAX.hotel);
  if (images) errors.images = IMAGE_ERRORS[images.kind];
  if (values.checkInTime && !TIME.test(values.checkInTime)) errors.checkInTime = 'timeFormat';
  if (values.checkOutTime && !TIME.test(values.checkOutTime)) errors.checkOutTime = 'timeFormat';
  if (!isBlankTranslated(values.cancellationPolicy) && !values.cancellationPolicy.en.trim()) {
    errors.cancellationPolicy = 'englishRequired';
  }
  if (rulesOf(values.rules) === null) errors.rules = 'rulesNeedEnglish';
  return errors;
}

/** Amenity keys to the API's input; amenities the hotel had keep their names in every language. */
export function amenitiesInput(text: string, original: readonly TranslatedAmenity[] = []) {
  const known = new Map(original.map((amenity) => [amenity.key, amenity]));
  return splitList(text).map((key) => {
    const amenity = known.get(key);
    return amenity && amenity.name.en ? { key, name: toTranslatedInput(fromTranslated(amenity.name)) } : key;
  });
}

function contactOf(values: HotelFormValues) {
  const contact: { phone?: string; email?: string; website?: string } = {};
  if (values.phone.trim()) contact.phone = values.phone.trim();
  if (values.email.trim()) contact.email = values.email.trim();
  if (values.website.trim()) contact.website = values.website.trim();
  return contact;
}

/** The fields a create and an update share. */
function common(values: HotelFormValues, original?: HotelAdmin) {
  const street = values.street.trim();
  return {
    name: toTranslatedInput(values.name),
    description: toTranslatedInput(values.description),
    destination: values.destination || null,
    featuredImage: values.featuredImage.trim() || null,
    images: splitLines(values.images),
    starRating: Number(values.starRating),
    address: { ...(street ? { street } : {}), city: values.city.trim(), country: values.country.trim() },
    amenities: amenitiesInput(values.amenities, original?.amenities),
    contact: contactOf(values),
    ...(values.checkInTime ? { checkInTime: values.checkInTime } : {}),
    ...(values.checkOutTime ? { checkOutTime: values.checkOutTime } : {}),
    paymentOptions: [...new Set(values.paymentOptions.map((option) => option.trim()).filter(Boolean))],
    featured: values.featured,
    active: values.active,
  };
}

/**
 * POST /api/hotels body. A blank cancellation policy or rule list is left out, so the API gives
 * the new hotel the agency's default texts.
 */
export function toHotelInput(values: HotelFormValues): HotelInput {
  const rules = rulesOf(values.rules) ?? [];
  return {
    ...common(values),
    ...(isBlankTranslated(values.cancellationPolicy) ? {} : { cancellationPolicy: toTranslatedInput(values.cancellationPolicy) }),
    ...(rules.length ? { rules } : {}),
  };
}

/** PUT /api/hotels/:id body: every field as the form shows it (blank texts clear them). */
export function toHotelUpdate(values: HotelFormValues, original: HotelAdmin): HotelUpdate {
  return {
    ...common(values, original),
    cancellationPolicy: isBlankTranslated(values.cancellationPolicy) ? null : toTranslatedInput(values.cancellationPolicy),
    rules: rulesOf(values.rules) ?? [],
  };
}
