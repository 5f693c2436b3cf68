/**
 * Which of a link's stay values (dates, guests) a screen could not use as given and replaced with
 * others, so that it can say so (components/LinkNotice) instead of changing them quietly.
 */

export interface ReplacedLinkValues {
  dates: boolean;
  guests: boolean;
}

export const NOTHING_REPLACED: ReplacedLinkValues = { dates: false, guests: false };

/** The link gave this value (an empty one is not given). */
const given = (value: string | null): value is string => value !== null && value.trim() !== '';

/** The link's date was not used: a date-time counts as its day, so "2030-05-10T00:00Z" used as 2030-05-10 is kept. */
export function dateReplaced(value: string | null, used: string): boolean {
  return given(value) && value.trim().slice(0, 10) !== used;
}

/** The link's guests were not used: malformed ("abc", "2.5") or out of the screen's range ("0", "99"). */
export function guestsReplaced(value: string | null, used: number | null): boolean {
  return given(value) && Number(value.trim()) !== used;
}
