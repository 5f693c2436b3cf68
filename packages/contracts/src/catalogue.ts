import { Type, type Static, type TSchema } from 'typebox';
import { HAS_DIGIT, IMAGE_URL, NOT_BLANK, SLUG, WEB_URL } from './validation';
import {
  CATALOGUE_NAME_MAX,
  CATALOGUE_TEXT_MAX,
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  CONTACT_WEBSITE_MAX_LENGTH,
  IMAGE_ADDRESS_MAX_LENGTH,
} from './constants';

/*
 * What every catalogue domain (destinations, hotels, reviews, availability, inventory, offers)
 * shares. Money is in US dollars (numbers with at most two decimals; the API keeps integer cents).
 * Dates are YYYY-MM-DD in the hotels' time zone, Europe/Istanbul. Public answers carry texts in the
 * language of the `lang` query parameter (en, tr or ar), falling back to English where a text lacks it.
 */

/**
 * `T | null` as a JSON-Schema type array. Not a Union: with the API's coerceTypes, an anyOf tries
 * its branches in turn and coerces on the way (null first turns 0 and false into null; null last
 * turns null into 0 or false), where a type array keeps null, 0 and false as sent and reads "" as null.
 */
export function Nullable<S extends { type: string }>(schema: S) {
  return Type.Unsafe<Static<S & TSchema> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** A text in each interface language, as stored and as admins edit it. */
export const Translated = Type.Object({
  en: Type.String(),
  tr: Type.Optional(Type.String()),
  ar: Type.Optional(Type.String()),
});
export type Translated = Static<typeof Translated>;

/** A text a client must fill in, of at most `maxLength` characters. */
export const FilledText = (maxLength = CATALOGUE_TEXT_MAX) => Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK });

/** Admin input for a translatable text: a plain string (English) or the object of languages; English filled in. */
export const translatedInput = (maxLength = CATALOGUE_TEXT_MAX) =>
  Type.Union([
    FilledText(maxLength),
    Type.Object(
      {
        en: FilledText(maxLength),
        tr: Type.Optional(Type.String({ maxLength })),
        ar: Type.Optional(Type.String({ maxLength })),
      },
      { additionalProperties: false },
    ),
  ]);
export const TranslatedInput = translatedInput();
/** A translatable name or title (CATALOGUE_NAME_MAX characters a language), so no page has to lay out a 5,000-character name. */
export const TranslatedName = translatedInput(CATALOGUE_NAME_MAX);
export type TranslatedInput = Static<typeof TranslatedInput>;

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
export type IdParams = Static<typeof IdParams>;

/** A hotel or room amenity (`key` is stable, e.g. "wifi"; `name` is in the asked language). */
export const Amenity = Type.Object({ key: Type.String(), name: Type.String() });
export type Amenity = Static<typeof Amenity>;

/** A point on the map: latitude ±90, longitude ±180 (nothing else). */
export const Coordinates = Type.Object(
  { lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) },
  { additionalProperties: false },
);
export type Coordinates = Static<typeof Coordinates>;

/** A URL-safe name: lower-case words joined by hyphens. */
export const Slug = Type.String({ minLength: 1, maxLength: 100, pattern: SLUG });
export const ImagePath = Type.String({ minLength: 1, maxLength: IMAGE_ADDRESS_MAX_LENGTH, pattern: IMAGE_URL });

/** A hotel's or restaurant's contact details (admin input): each optional, each checked. */
export const ContactInput = Type.Object(
  {
    phone: Type.Optional(Type.String({ maxLength: CONTACT_PHONE_MAX_LENGTH, pattern: HAS_DIGIT })),
    email: Type.Optional(Type.String({ maxLength: CONTACT_EMAIL_MAX_LENGTH, format: 'email' })),
    website: Type.Optional(Type.String({ maxLength: CONTACT_WEBSITE_MAX_LENGTH, pattern: WEB_URL })),
  },
  { additionalProperties: false },
);
