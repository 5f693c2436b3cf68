import { describeApiError, type ApiErrorCode } from '@trabzon/api-client';
import { adminRefusalOf, type AdminRefusal } from '@trabzon/contracts/admin-refusals';
import { isIsoDate } from '@trabzon/dates';
import { formatDate, i18n, isolateLtr } from '@trabzon/i18n';

/**
 * The server's message of a failed call, else `fallback` (no answer, or an answer without one).
 * The API's fixed refusals (ADMIN_REFUSALS: a slug or e-mail taken, upcoming bookings…) are shown
 * in the page's language; any other message as the server wrote it.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const failure = describeApiError(error);
  if (failure.status === null || !failure.message) return fallback;
  const refusal = adminRefusalOf(failure.message);
  if (!refusal) return failure.message;
  const values = Object.fromEntries(Object.entries(refusal.values).map(([name, value]) => [name, refusalValue(value)]));
  return i18n.t(`admin:refusals.${refusal.key}`, values);
}

/**
 * A value of a refusal as the page writes it: a day (YYYY-MM-DD, the only dated values the refusals
 * carry) as the rest of the admin writes days ("Dec 17, 2026", "17 Ara 2026"); in a left-to-right
 * isolate, so a date or number keeps its order inside Arabic text.
 */
function refusalValue(value: string): string {
  return isolateLtr(isIsoDate(value) ? formatDate(value, i18n.language) : value);
}

/**
 * True when a save was refused because someone else saved the item after this editor loaded it
 * (the API's 409 EDIT_CONFLICT: nothing was written).
 */
export function isEditConflict(error: unknown): boolean {
  return hasApiCode(error, 'EDIT_CONFLICT');
}

/**
 * True when the API refused a call with this fixed refusal of ADMIN_REFUSALS (a name or table
 * number taken, a fleet below its bookings…), so a form can put the message under its field.
 */
export function isAdminRefusal(error: unknown, key: AdminRefusal): boolean {
  const sent = describeApiError(error).message;
  return sent !== null && adminRefusalOf(sent)?.key === key;
}

/** True when the API refused a call with this machine code (its `code` beside the English `message`). */
export function hasApiCode(error: unknown, code: ApiErrorCode): boolean {
  return describeApiError(error).code === code;
}
