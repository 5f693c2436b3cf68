import { describeApiError } from '@trabzon/api-client';
import { bookingStatusRefusalOf } from '@trabzon/contracts/admin-refusals';
import { i18n } from '@trabzon/i18n';
import { serverMessage } from '../../lib/errors';
import { STATUSES } from './model';

/**
 * Why loading or moving a booking failed, in the page's language. The bookings core answers in
 * English with raw status keys; a move refused because the booking already changed (another admin,
 * another tab) says what it is now, as the visitor's booking page does, while it loads again.
 */
export function bookingFailureText(error: unknown, fallback: string): string {
  const message = describeApiError(error).message;
  const refusal = message ? bookingStatusRefusalOf(message) : null;
  if (!refusal) return serverMessage(error, fallback);
  if (refusal.key !== 'raced') return i18n.t(`adminBookings:refusals.${refusal.key}`);
  const now = refusal.values.from;
  if (!(STATUSES as readonly string[]).includes(now)) return fallback;
  return i18n.t('adminBookings:refusals.raced', { status: i18n.t(`adminBookings:statuses.${now}`) });
}
