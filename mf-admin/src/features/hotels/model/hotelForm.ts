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
import {
  AMENITIES_MAX,
  AMENITY_MAX_LENGTH,
  CATALOGUE_NAME_MAX,
  CATALOGUE_TEXT_MAX,
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  CONTACT_WEBSITE_MAX_LENGTH,
  HOTEL_CITY_MAX_LENGTH,
  HOTEL_COUNTRY_MAX_LENGTH,
  HOTEL_STREET_MAX_LENGTH,
  IMAGES_MAX,
} from '@trabzon/contracts/constants';
import { imageAddressProblem, imageListProblem } from '../../../lib/imageList';
import { fitsLimit } from '../../../lib/forms';

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
  // Longer than the API takes; the text names the field's limit ({{max}}, hotelErrorMax).
  | 'tooLong'
  | 'textTooLong'
  | 'ruleTooLong'
  | 'amenityTooLong'
  | 'tooManyAmenities'
  // The image fields' texts name the line or the limit (useImageProblemText), not these keys.
  | 'imageFormat'
  | 'imageTooLong'
  | 'tooManyImages';

export type HotelField =
  | 'name'
  | 'description'
  | 'street'
  | 'city'
  | 'country'
  | 'starRating'
  | 'checkInTime'
  | 'checkOutTime'
  | 'cancellationPolicy'
  | 'rules'
  | 'amenities'
  | 'phone'
  | 'email'
  | 'website'
  | 'featuredImage'
  | 'images';

export type HotelErrors = Partial<Record<HotelField, HotelErrorKey>>;

export const HOTEL_FIELD_ORDER: readonly HotelField[] = [
  'name',
  'description',
  'street',
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
  'amenities',
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

/** The longest value of each text field as the API takes it (per language for a translated one, per key or rule for a list). */
export const HOTEL_MAX_LENGTH: Partial<Record<HotelField, number>> = {
  name: CATALOGUE_NAME_MAX,
  description: CATALOGUE_TEXT_MAX,
  street: HOTEL_STREET_MAX_LENGTH,
  city: HOTEL_CITY_MAX_LENGTH,
  country: HOTEL_COUNTRY_MAX_LENGTH,
  phone: CONTACT_PHONE_MAX_LENGTH,
  email: CONTACT_EMAIL_MAX_LENGTH,
  website: CONTACT_WEBSITE_MAX_LENGTH,
  cancellationPolicy: CATALOGUE_TEXT_MAX,
  rules: CATALOGUE_TEXT_MAX,
  amenities: AMENITY_MAX_LENGTH,
};

/** The number a field's error names ({{max}}): the most amenities, else the field's longest value. */
export function hotelErrorMax(field: HotelField, key: string): number | undefined {
  return key === 'tooManyAmenities' ? AMENITIES_MAX : HOTEL_MAX_LENGTH[field];
}

/** True when a text, trimmed as the form sends it, is longer than `max` characters (as the API counts them). */
export const tooLong = (text: string, max: number): boolean => !fitsLimit(text.trim(), max);

/** True when a language of a translated text is longer than `max`. */
export const translatedTooLong = (values: TranslatedValues, max: number): boolean =>
  TEXT_LANGUAGES.some((language) => tooLong(values[language], max));

/** What the API would refuse in an amenity list (a hotel's or a room type's), or null. */
export function amenitiesProblem(text: string): 'amenityTooLong' | 'tooManyAmenities' | null {
  const keys = splitList(text);
  if (keys.some((key) => tooLong(key, AMENITY_MAX_LENGTH))) return 'amenityTooLong';
  return keys.length > AMENITIES_MAX ? 'tooManyAmenities' : null;
}

/** Rules as [{en, tr, ar}], aligned by line; null when a line has a translation but no English. */
export function rulesOf(values: TranslatedValues): Array<{ en: string; tr: string; ar: string }> | null {
  return alignedLines(values);
}

export function validateHotel(values: HotelFormValues): HotelErrors {
  const errors: HotelErrors = {};
  if (!values.name.en.trim()) errors.name = 'nameRequired';
  else if (translatedTooLong(values.name, CATALOGUE_NAME_MAX)) errors.name = 'textTooLong';
  if (!values.description.en.trim()) errors.description = 'descriptionRequired';
  else if (translatedTooLong(values.description, CATALOGUE_TEXT_MAX)) errors.description = 'textTooLong';
  if (tooLong(values.street, HOTEL_STREET_MAX_LENGTH)) errors.street = 'tooLong';
  if (!values.city.trim()) errors.city = 'cityRequired';
  else if (tooLong(values.city, HOTEL_CITY_MAX_LENGTH)) errors.city = 'tooLong';
  if (!values.country.trim()) errors.country = 'countryRequired';
  else if (tooLong(values.country, HOTEL_COUNTRY_MAX_LENGTH)) errors.country = 'tooLong';
  const stars = Number(values.starRating);
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) errors.starRating = 'starsRange';
  if (tooLong(values.phone, CONTACT_PHONE_MAX_LENGTH)) errors.phone = 'tooLong';
  else if (values.phone.trim() && !PHONE.test(values.phone)) errors.phone = 'phoneFormat';
  if (tooLong(values.email, CONTACT_EMAIL_MAX_LENGTH)) errors.email = 'tooLong';
  else if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = 'emailFormat';
  if (tooLong(values.website, CONTACT_WEBSITE_MAX_LENGTH)) errors.website = 'tooLong';
  else if (values.website.trim() && !WEBSITE.test(values.website.trim())) errors.website = 'websiteFormat';
  const amenities = amenitiesProblem(values.amenities);
  if (amenities) errors.amenities = amenities;
  const featuredImage = values.featuredImage.trim() ? imageAddressProblem(values.featuredImage) : null;
  if (featuredImage) errors.featuredImage = IMAGE_ERRORS[featuredImage];
  const images = imageListProblem(values.images, IMAGES_MAX.hotel);
  if (images) errors.images = IMAGE_ERRORS[images.kind];
  if (values.checkInTime && !TIME.test(values.checkInTime)) errors.checkInTime = 'timeFormat';
  if (values.checkOutTime && !TIME.test(values.checkOutTime)) errors.checkOutTime = 'timeFormat';
  if (!isBlankTranslated(values.cancellationPolicy) && !values.cancellationPolicy.en.trim()) {
    errors.cancellationPolicy = 'englishRequired';
  } else if (translatedTooLong(values.cancellationPolicy, CATALOGUE_TEXT_MAX)) errors.cancellationPolicy = 'textTooLong';
  const rules = rulesOf(values.rules);
  if (rules === null) errors.rules = 'rulesNeedEnglish';
  else if (rules.some((rule) => translatedTooLong(rule, CATALOGUE_TEXT_MAX))) errors.rules = 'ruleTooLong';
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
