import { routeText } from '@trabzon/contracts/line-labels';
import { flightEnds, storedRecord as record, storedText as text } from '@trabzon/contracts/booking-service';

/**
 * A flight booking's details as the API's flight handler stores them (api/src/features/flights/
 * booking-handler.ts): its route and each traveller's document (its legs and cabin: flightSegments and
 * flightCabin in @trabzon/contracts/booking-service). Read defensively: an older or partial booking
 * shows only what it has.
 */
export interface TravellerDocument {
  name: string;
  /** The booking's contact, who travels first. */
  lead?: boolean;
  dateOfBirth?: string;
  nationality?: string;
  documentType?: string;
  /** Only the last characters of the number are ever stored. */
  documentNumberLast4?: string;
  documentExpiry?: string;
}

type Details = Record<string, unknown> | null | undefined;

/**
 * "TZX → IST", or "TZX → IST → TZX" for a round trip, in the reading direction of `language`
 * (routeText: in Arabic each airport isolated and the arrow pointing left); null without both airports.
 */
export function flightRoute(details: Details, language: string): string | null {
  const ends = flightEnds(details);
  if (!ends) return null;
  return routeText(details?.tripType === 'roundTrip' ? [ends.from, ends.to, ends.from] : [ends.from, ends.to], language);
}

function documentOf(name: string, value: unknown, lead = false): TravellerDocument {
  const stored = record(value);
  const found: TravellerDocument = lead ? { name, lead } : { name };
  for (const key of ['dateOfBirth', 'nationality', 'documentType', 'documentNumberLast4', 'documentExpiry'] as const) {
    if (text(stored[key])) found[key] = text(stored[key]);
  }
  return found;
}

/**
 * The lead traveller (the contact, whose document is `details.traveller`), then the others, with
 * what is stored of their documents; a traveller with nothing stored beyond a name is left out.
 */
export function travellerDocuments(details: Details, leadName: string): TravellerDocument[] {
  const others = Array.isArray(details?.otherTravellers) ? (details.otherTravellers as unknown[]) : [];
  const named = others.map((other) => {
    const { firstName, lastName } = record(other);
    return documentOf([text(firstName), text(lastName)].filter(Boolean).join(' '), other);
  });
  const all = details?.traveller ? [documentOf(leadName, details.traveller, true), ...named] : named;
  return all.filter((traveller) => Object.keys(traveller).some((key) => key !== 'name' && key !== 'lead'));
}
