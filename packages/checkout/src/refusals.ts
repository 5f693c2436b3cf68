import { useCallback } from 'react';
import { bookingRefusalOf } from '@trabzon/contracts/booking-refusals';
import { isIsoDate } from '@trabzon/dates';
import { formatDate, i18n, isolateLtr, useTranslation } from '@trabzon/i18n';
import { CHECKOUT_NS } from './i18n';

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The API's refusal of a booking (a restaurant, car, transfer, taxi or package one, see
 * BOOKING_REFUSALS) in the page's language: a day it names written as the page writes dates
 * ("27 Kas 2026", not the API's "2026-11-27"), its times and numbers kept left to right; any
 * other message as the API wrote it.
 */
export function refusalText(t: Translate, message: string): string;
export function refusalText(t: Translate, message: string | null | undefined): string | undefined;
export function refusalText(t: Translate, message: string | null | undefined): string | undefined {
  const known = bookingRefusalOf(message);
  if (!known) return message ?? undefined;
  const values = Object.fromEntries(
    Object.entries(known.values).map(([name, value]) => [name, isIsoDate(value) ? formatDate(value, i18n.language) : isolateLtr(value)]),
  );
  return t(`refusals.${known.key}`, values);
}

/** `refusalText` bound to the checkout's texts, for screens of other namespaces. */
export function useRefusalText(): (message: string | null | undefined) => string | undefined {
  const { t } = useTranslation(CHECKOUT_NS);
  return useCallback((message: string | null | undefined) => refusalText(t as Translate, message), [t]);
}
