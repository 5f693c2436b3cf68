/**
 * Machine codes the API puts beside an error's English `message` (`{ statusCode, message, code }`),
 * so a screen can show its own translated text for the errors it explains instead of matching
 * English. Only errors a screen treats specially carry one; every other error has no `code`.
 * Free of TypeBox, so browser bundles can import it alone (`@trabzon/contracts/error-codes`).
 */
export const API_ERROR_CODES = [
  /** Profile change: the current password given is wrong. */
  'CURRENT_PASSWORD_INCORRECT',
  /** Profile or account change: another account already has this e-mail. */
  'EMAIL_TAKEN',
  /** A request's e-mail address is not one the API accepts (a schema's `format: "email"`) (400). */
  'INVALID_EMAIL',
  /** An account's name is not a person's name (validation's isValidPersonName: letters, no emoji, symbols or digits) (400). */
  'INVALID_NAME',
  /** Pay-at-hotel booking refused: this e-mail has the most open unpaid bookings allowed (429). */
  'UNPAID_LIMIT_PER_EMAIL',
  /** Pay-at-hotel booking refused: too many unpaid bookings from this address today (429). */
  'UNPAID_LIMIT_PER_ADDRESS',
  /** Pay-at-hotel booking refused: the hotel's unpaid rooms for one of the nights are taken (409). */
  'UNPAID_LIMIT_PER_HOTEL_NIGHT',
  /** The e-mailed link confirming a guest's pay-at-hotel hold is unknown, used up or lapsed (400). */
  'HOLD_LINK_INVALID',
  /** The e-mailed link to see or cancel a guest's booking is not one we signed, or has lapsed (404). */
  'MANAGE_LINK_INVALID',
  /** The room, seat or car asked for is no longer available (409). */
  'SOLD_OUT',
  /** What was asked for still exists but is taken off sale: a package set inactive (409). */
  'OFF_SALE',
  /** The total changed since the customer saw it (the booking's `expectedTotal`); nothing was booked (409). */
  'PRICE_CHANGED',
  /** An admin update's `expectedUpdatedAt` is not the item's version: someone saved it since; nothing was written (409). */
  'EDIT_CONFLICT',
  /** A new password is in the list of common passwords (400). */
  'PASSWORD_TOO_COMMON',
  /** Profile change: the new password is the current one (400). */
  'PASSWORD_UNCHANGED',
  /** The password-reset link is unknown, used or expired (400). */
  'RESET_LINK_INVALID',
  /** An admin route, for an account that must first replace its generated password (403). */
  'PASSWORD_CHANGE_REQUIRED',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** True when `value` is one of the API's error codes. */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}
