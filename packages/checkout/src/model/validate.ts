import {
  BILLING_ADDRESS_MIN,
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  tooLongMessage,
  birthDateLimits,
  checkDocumentExpiry,
  checkExpiry,
  isAdultOn,
  isValidCardNumber,
  isValidCvv,
  isValidDocumentNumber,
  isValidEmail,
  isValidPersonName,
  isValidPhone,
  type DocumentExpiryCheck,
} from '@trabzon/contracts/validation';
import { isIsoDate, todayIso } from '@trabzon/dates';
import type { CheckoutErrors, CheckoutField, CheckoutValues, CheckoutVariant } from './values';

// The validation subpath only: the package index also builds every TypeBox schema (~30 KiB gz).

/** The message key of each refused travel document expiry (the API's own check, checkDocumentExpiry). */
const DOCUMENT_EXPIRY_KEYS: Record<DocumentExpiryCheck, string | null> = {
  valid: null,
  invalid: 'documentExpiryUnreal',
  expired: 'documentExpired',
  lapses: 'documentExpiryLapses',
};

/**
 * The message key (checkout:errors.*) of one field, or null when it is fine. The rules are the
 * API's own (packages/contracts), so the form never accepts what the server will refuse.
 * `lastFlightDay` (YYYY-MM-DD) is the day a flight booking's last flight lands: the traveller's
 * document must still be valid then ('' checks it against today only). `firstFlightDay` is the day
 * its first flight leaves: the traveller (traveller 1, the contact) must be an adult then.
 */
export function validateField(
  field: CheckoutField,
  values: CheckoutValues,
  variant: CheckoutVariant,
  now = new Date(),
  lastFlightDay = '',
  firstFlightDay = '',
): string | null {
  const value = values[field];
  const blank = typeof value === 'string' && value.trim() === '';
  const card = values.paymentMethod === 'creditCard';
  switch (field) {
    case 'firstName':
    case 'lastName':
      if (blank) return 'required';
      if (values[field].trim().length > CHECKOUT_LIMITS.name) return 'nameTooLong';
      return isValidPersonName(values[field]) ? null : 'personName';
    case 'email':
      return blank ? 'required' : isValidEmail(values.email) ? null : 'email';
    case 'phone':
      return blank ? 'required' : isValidPhone(values.phone) ? null : 'phone';
    case 'cardNumber':
      if (!card) return null;
      return blank ? 'required' : isValidCardNumber(values.cardNumber) ? null : 'cardNumber';
    case 'cardName':
      return card && blank ? 'required' : null;
    case 'expiryDate': {
      if (!card) return null;
      if (blank) return 'required';
      const expiry = checkExpiry(values.expiryDate, now);
      return expiry === 'valid' ? null : expiry === 'expired' ? 'expired' : 'expiry';
    }
    case 'cvv':
      if (!card) return null;
      return blank ? 'required' : isValidCvv(values.cvv) ? null : 'cvv';
    case 'dateOfBirth': {
      if (variant !== 'flight') return null;
      if (blank) return 'required';
      const { min, max } = birthDateLimits(todayIso(now));
      if (!isIsoDate(values.dateOfBirth) || values.dateOfBirth < min || values.dateOfBirth > max) return 'dateOfBirth';
      // Not told the first flight's day, the last one's: the form then never refuses a traveller the
      // API takes, and the API refuses, at this field, one who comes of age during the trip.
      return isAdultOn(values.dateOfBirth, firstFlightDay || lastFlightDay || todayIso(now)) ? null : 'adultTraveller';
    }
    case 'billingAddress':
      if (variant !== 'flight') return null;
      if (blank) return 'required';
      return values.billingAddress.trim().length < BILLING_ADDRESS_MIN ? 'billingAddress' : null;
    case 'documentNumber':
      if (variant !== 'flight') return null;
      return blank ? 'required' : isValidDocumentNumber(values.documentNumber) ? null : 'documentNumber';
    case 'documentExpiry':
      if (variant !== 'flight') return null;
      if (blank) return 'required';
      return DOCUMENT_EXPIRY_KEYS[checkDocumentExpiry(values.documentExpiry, todayIso(now), lastFlightDay)];
    case 'agreeTerms':
      return variant === 'flight' && !values.agreeTerms ? 'terms' : null;
    default:
      return null;
  }
}

/** The fields in the order the form shows them (the first with an error gets focus). */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'documentNumber',
  'documentExpiry',
  'billingAddress',
  'cardNumber',
  'cardName',
  'expiryDate',
  'cvv',
  'agreeTerms',
];

/** Every field's message key, in the order the form shows them (the first gets focus). */
export function validateCheckoutForm(
  values: CheckoutValues,
  variant: CheckoutVariant,
  now = new Date(),
  lastFlightDay = '',
  firstFlightDay = '',
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of CHECKOUT_FIELD_ORDER) {
    const key = validateField(field, values, variant, now, lastFlightDay, firstFlightDay);
    if (key) errors[field] = key;
  }
  return errors;
}

/**
 * The form's message key for a message the API sent, so it is shown in the visitor's language. A
 * document expiry is refused in three texts, one per DOCUMENT_EXPIRY_KEYS case.
 */
export function keyForServerMessage(message: string): string {
  const keys: Record<string, string> = {
    [CHECKOUT_MESSAGES.required]: 'required',
    [CHECKOUT_MESSAGES.email]: 'email',
    [CHECKOUT_MESSAGES.phone]: 'phone',
    [CHECKOUT_MESSAGES.cardNumber]: 'cardNumber',
    [CHECKOUT_MESSAGES.expiryDate]: 'expiry',
    [CHECKOUT_MESSAGES.expired]: 'expired',
    [CHECKOUT_MESSAGES.cvv]: 'cvv',
    [CHECKOUT_MESSAGES.dateOfBirth]: 'dateOfBirth',
    [CHECKOUT_MESSAGES.adultTraveller]: 'adultTraveller',
    [CHECKOUT_MESSAGES.documentNumber]: 'documentNumber',
    [CHECKOUT_MESSAGES.documentExpiry]: 'documentExpiryLapses',
    [CHECKOUT_MESSAGES.documentExpired]: 'documentExpired',
    [CHECKOUT_MESSAGES.documentExpiryDate]: 'documentExpiryUnreal',
    [CHECKOUT_MESSAGES.billingAddress]: 'billingAddress',
    [CHECKOUT_MESSAGES.terms]: 'terms',
    [CHECKOUT_MESSAGES.personName]: 'personName',
    [tooLongMessage(CHECKOUT_LIMITS.name)]: 'nameTooLong',
  };
  return keys[message] ?? message;
}
