import { STAY_COUNTED, stayMessageOf } from '@trabzon/contracts/stay-messages';

/**
 * The API answers its reasons in English. These are the ones the hotel screens meet, mapped to
 * translation keys of the `hotels` namespace, so a Turkish or Arabic reader gets them in their
 * language; a message not listed here is shown as the server sent it.
 */
export interface KnownMessage {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Hotel messages besides the stay refusals (STAY_MESSAGES, whose keys are the same under apiErrors,
 * in the checkout's words: see i18n.ts).
 */
const EXACT: Record<string, string> = {
  'Please select both check-in and check-out dates': 'apiErrors.bothDates',
  'Destination not found': 'apiErrors.destinationNotFound',
  'You have already reviewed this hotel': 'apiErrors.reviewTwice',
  'Only guests who have stayed at this hotel can review it': 'apiErrors.reviewNeedsStay',
  'text must be at least 10 characters long': 'apiErrors.reviewShort',
};

export function knownMessage(message: string | null | undefined): KnownMessage | null {
  if (!message) return null;
  const text = message.trim();
  const key = EXACT[text];
  if (key) return { key };
  const stay = stayMessageOf(text);
  if (!stay) return null;
  if (stay.values.value === undefined) return { key: `apiErrors.${stay.key}` };
  const value = Number(stay.values.value);
  // A counted limit picks its text's plural form ("1 night", "30 nights").
  return { key: `apiErrors.${stay.key}`, values: STAY_COUNTED.includes(stay.key) ? { value, count: value } : { value } };
}
