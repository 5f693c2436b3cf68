import { isBookingReference } from '@trabzon/contracts/booking-service';
import { isValidEmail, westernDigits } from '@trabzon/contracts/validation';

export type LookupField = 'reference' | 'email';
/** What is wrong with a field: left empty, or not the shape such a value has. */
export type LookupFieldProblem = 'missing' | 'invalidReference' | 'invalidEmail';

/**
 * The reference and e-mail of "Find my booking" as they are sent (the reference in 0-9, both
 * trimmed), and what is wrong with each, page order first: a value no booking can have is not
 * worth a lookup, which the API counts against the visitor's attempts.
 */
export function checkLookup(reference: string, email: string) {
  // A reference typed on an Arabic keyboard (TT-١٢٣٧٨٩) is the one the e-mail wrote in 0-9.
  const request = { reference: westernDigits(reference).trim(), email: email.trim() };
  const problems: Partial<Record<LookupField, LookupFieldProblem>> = {};
  if (!request.reference) problems.reference = 'missing';
  else if (!isBookingReference(request.reference)) problems.reference = 'invalidReference';
  // The check of the checkout's contact e-mail: every booking's e-mail passed it.
  if (!request.email) problems.email = 'missing';
  else if (!isValidEmail(request.email)) problems.email = 'invalidEmail';
  return { request, problems };
}
