import {
  CHECKOUT_MESSAGES,
  PERSON_NAME_MAX,
  birthDateLimits as limitsOn,
  checkDocumentExpiry,
  isValidDocumentNumber,
  isValidPersonName,
  type DocumentExpiryCheck,
} from '@trabzon/contracts/validation';
import { isIsoDate, todayIso } from '@trabzon/dates';

/**
 * One of travellers 2.. of a flight booking (the contact is traveller 1), as the API takes it: a
 * name, and the birth date and travel document every traveller needs.
 */
export interface Companion {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  documentType: 'passport' | 'idCard';
  documentNumber: string;
  documentExpiry: string;
}

export type CompanionField = keyof Companion;

/**
 * The API's path of a companion's field ("otherTravellers.0.firstName") → its message: the key of
 * a `flights:booking.*` text, or a server message we have no text for (shown as the server wrote it).
 */
export type CompanionErrors = Record<string, string>;

export const COMPANION_FIELDS: readonly CompanionField[] = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'nationality',
  'documentType',
  'documentNumber',
  'documentExpiry',
];
/** The longest first or last name of a companion: any person's (the contact's too, in the same form). */
export const COMPANION_NAME_MAX = PERSON_NAME_MAX;
const PREFIX = 'otherTravellers.';

export const emptyCompanion = (): Companion => ({
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  nationality: 'TR',
  documentType: 'passport',
  documentNumber: '',
  documentExpiry: '',
});

export const companionPath = (index: number, field: CompanionField) => `${PREFIX}${index}.${field}`;

/** The earliest and latest birth dates the API accepts today (in the agency's time zone, as it checks). */
export function birthDateLimits(now = new Date()): { min: string; max: string } {
  return limitsOn(todayIso(now));
}

/** The message key of each refused document expiry (the API's own check, checkDocumentExpiry). */
const EXPIRY_KEYS: Record<DocumentExpiryCheck, string | null> = {
  valid: null,
  invalid: 'documentExpiryUnreal',
  expired: 'documentExpired',
  lapses: 'documentExpiryLapses',
};

/**
 * The message key of one companion field, or null when the API will take it (its own rules).
 * `lastFlightDay` is the day the offer's last flight lands: the document must still be valid then.
 */
export function validateCompanionField(field: CompanionField, companion: Companion, now = new Date(), lastFlightDay = ''): string | null {
  const value = companion[field].trim();
  if (value === '') return 'required';
  switch (field) {
    // The contact's rule (the checkout's, the API's): letters of any script, never an emoji or a digit.
    case 'firstName':
    case 'lastName':
      return isValidPersonName(value) ? null : 'personName';
    case 'dateOfBirth': {
      const { min, max } = birthDateLimits(now);
      return isIsoDate(value) && value >= min && value <= max ? null : 'dateOfBirthInvalid';
    }
    case 'documentNumber':
      return isValidDocumentNumber(value) ? null : 'documentNumberInvalid';
    case 'documentExpiry':
      return EXPIRY_KEYS[checkDocumentExpiry(value, todayIso(now), lastFlightDay)];
    default:
      return null;
  }
}

/** A document number as it identifies its holder (as the API compares them): whatever the case typed. */
const documentKey = (number: string) => number.trim().toUpperCase();

/**
 * Every companion's errors, in the form's order (the first one gets focus). A document number
 * already given by the contact (`contactDocument`) or an earlier passenger is refused, as the API
 * does; a document must still be valid on `lastFlightDay`.
 */
export function validateCompanions(
  companions: readonly Companion[],
  now = new Date(),
  contactDocument = '',
  lastFlightDay = '',
): CompanionErrors {
  const errors: CompanionErrors = {};
  const documents = new Set([documentKey(contactDocument)]);
  companions.forEach((companion, index) => {
    for (const field of COMPANION_FIELDS) {
      const key = validateCompanionField(field, companion, now, lastFlightDay);
      if (key) errors[companionPath(index, field)] = key;
    }
    const document = documentKey(companion.documentNumber);
    const path = companionPath(index, 'documentNumber');
    if (!errors[path] && documents.has(document)) errors[path] = 'documentRepeated';
    documents.add(document);
  });
  return errors;
}

/** The key of the API's refusal of a document expiry: expired, not a real day, or (its other words) lapsing before the last flight. */
function expiryKeyOf(message: string): string {
  if (message === CHECKOUT_MESSAGES.documentExpired) return 'documentExpired';
  if (message === CHECKOUT_MESSAGES.documentExpiryDate) return 'documentExpiryUnreal';
  return 'documentExpiryLapses';
}

/** The companions' errors in a 400's `fields`, as message keys where we have a text for them. */
export function companionErrorsFromApi(fields: Record<string, string>): CompanionErrors {
  const errors: CompanionErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    if (!path.startsWith(PREFIX)) continue;
    const field = path.split('.').pop();
    if (message === CHECKOUT_MESSAGES.required) errors[path] = 'required';
    // A birth date is refused as "not a date" or "not a real one": both mean the same to the visitor.
    else if (field === 'dateOfBirth') errors[path] = 'dateOfBirthInvalid';
    else if (field === 'documentExpiry') errors[path] = expiryKeyOf(message);
    else if (message === CHECKOUT_MESSAGES.documentRepeated) errors[path] = 'documentRepeated';
    else if (message === CHECKOUT_MESSAGES.personName) errors[path] = 'personName';
    else if (field === 'documentNumber') errors[path] = 'documentNumberInvalid';
    else errors[path] = message;
  }
  return errors;
}

/**
 * The text of a message: our key translated (with `values`, e.g. the last flight's `date`), or the
 * server's own words.
 */
export const companionMessage = (
  message: string | undefined,
  t: (key: string, values?: Record<string, string>) => string,
  values?: Record<string, string>,
) => (message === undefined ? undefined : message.includes(' ') ? message : t(`booking.${message}`, values));
