/**
 * What a booking is for, from the details the API's booking handlers store (in English): hotel and
 * room type, package, restaurant or vehicle; for a flight, its route. Pure, no imports, so every
 * app can use it: `import { serviceName } from '@trabzon/contracts/booking-service'`.
 */
const NAME_FIELDS = ['hotelName', 'roomTypeName', 'packageName', 'restaurantName', 'vehicleName'] as const;

/** "Zigana Lodge · Deluxe", "TZX → IST"; null when the details name nothing. */
export function serviceName(details: Record<string, unknown> | null | undefined): string | null {
  if (!details) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const names = NAME_FIELDS.map((field) => text(details[field])).filter(Boolean);
  if (names.length === 0 && text(details.origin) && text(details.destination)) {
    names.push(`${text(details.origin)} → ${text(details.destination)}`);
  }
  return names.length > 0 ? names.join(' · ') : null;
}
