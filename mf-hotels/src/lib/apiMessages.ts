/**
 * The API answers its reasons in English. These are the ones the hotel screens meet, mapped to
 * translation keys of the `hotels` namespace, so a Turkish or Arabic reader gets them in their
 * language; a message not listed here is shown as the server sent it.
 */
export interface KnownMessage {
  key: string;
  values?: Record<string, string | number>;
}

const EXACT: Record<string, string> = {
  'Check-in cannot be in the past': 'apiErrors.pastCheckIn',
  'Check-out must be after check-in': 'apiErrors.checkOutAfterCheckIn',
  'Please enter valid dates (YYYY-MM-DD)': 'apiErrors.badDates',
  'Please select both check-in and check-out dates': 'apiErrors.bothDates',
  'This room is no longer available for the selected dates': 'apiErrors.unavailable',
  'This room is not offered on some of the selected dates': 'apiErrors.notOffered',
  'Hotel not found': 'apiErrors.hotelNotFound',
  'Room type not found': 'apiErrors.roomTypeNotFound',
  'Destination not found': 'apiErrors.destinationNotFound',
  'You have already reviewed this hotel': 'apiErrors.reviewTwice',
  'Only guests who have stayed at this hotel can review it': 'apiErrors.reviewNeedsStay',
  'text must be at least 10 characters long': 'apiErrors.reviewShort',
};

const PATTERNS: { pattern: RegExp; key: string; name: string }[] = [
  { pattern: /^A stay can be at most (\d+) nights$/, key: 'apiErrors.tooLong', name: 'value' },
  { pattern: /^Bookings open at most (\d+) days ahead$/, key: 'apiErrors.tooFarAhead', name: 'value' },
  { pattern: /^This room type sleeps at most (\d+) guests$/, key: 'apiErrors.tooManyGuests', name: 'value' },
];

export function knownMessage(message: string | null | undefined): KnownMessage | null {
  if (!message) return null;
  const text = message.trim();
  const key = EXACT[text];
  if (key) return { key };
  for (const { pattern, key: patternKey, name } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key: patternKey, values: { [name]: Number(match[1]) } };
  }
  return null;
}
