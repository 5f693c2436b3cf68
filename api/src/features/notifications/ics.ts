/** What an iCalendar event of a booking needs. */
export interface IcsEvent {
  uid: string;
  summary: string;
  description: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD, the last day of the service (check-out, return), when it spans days. */
  endDate: string | null;
  /** When the service starts, ISO instant; used when the service has a time (startTime). */
  startsAt: string | null;
  /** When it ends, ISO instant (check-out time, last arrival, end of the seating), when known. */
  endsAt?: string | null;
  cancelled: boolean;
  /** DTSTAMP */
  now: Date;
  location?: string;
}

/** TEXT escaping of RFC 5545 3.3.11: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 3.1) without cutting a UTF-8 character in two. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const compactInstant = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * One VEVENT in a VCALENDAR. All-day events for services without a time (a hotel stay runs from
 * check-in to check-out day, DTEND being exclusive); a timed event for a service with a start time,
 * ending when the service says it ends, else at the last day's start time or two hours later (bookings
 * made before services stored their end). A cancellation is sent as METHOD:CANCEL with STATUS:CANCELLED and a higher SEQUENCE.
 */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Trabzon Travel//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${compactInstant(event.now)}`,
  ];
  const start = event.startsAt ? new Date(event.startsAt) : null;
  if (start && !Number.isNaN(start.getTime())) {
    const endsAt = event.endsAt ? Date.parse(event.endsAt) : Number.NaN;
    const end =
      endsAt > start.getTime()
        ? new Date(endsAt)
        : event.endDate && event.endDate > event.startDate
          ? new Date(Date.parse(`${event.endDate}T00:00:00Z`) + (start.getTime() % 86_400_000))
          : new Date(start.getTime() + 2 * 3_600_000);
    lines.push(`DTSTART:${compactInstant(start)}`, `DTEND:${compactInstant(end)}`);
  } else {
    const end = event.endDate && event.endDate > event.startDate ? event.endDate : nextDay(event.startDate);
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.startDate)}`, `DTEND;VALUE=DATE:${compactDate(end)}`);
  }
  lines.push(
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${event.cancelled ? 1 : 0}`,
    'END:VEVENT',
    'END:VCALENDAR',
  );
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
