import { IMAGE_ADDRESS_MAX_LENGTH } from '@trabzon/contracts/constants';
import { IMAGE_URL } from '@trabzon/contracts/validation';

/*
 * The API's image rules (ImagePath and the galleries' maxItems in @trabzon/contracts), checked in
 * the back office's forms so staff are told which line is wrong rather than getting the API's
 * schema message. Addresses are checked trimmed, as the forms send them.
 */

/** The API's pattern, read as Ajv reads it (with the `u` flag). */
const IMAGE = new RegExp(IMAGE_URL, 'u');

/** Why the API would refuse one image address: not a path of this site nor an https URL, or too long. */
export type ImageAddressProblem = 'format' | 'tooLong';

/** The first thing the API would refuse in an image list typed one address per line. */
export type ImageListProblem = { kind: ImageAddressProblem; line: number } | { kind: 'tooMany'; max: number; extra: number };

/** The problem of one address (a blank one is the caller's to allow or not); null when the API takes it. */
export function imageAddressProblem(address: string): ImageAddressProblem | null {
  const value = address.trim();
  if (!IMAGE.test(value)) return 'format';
  // JSON Schema's maxLength counts code points, not UTF-16 units.
  return [...value].length > IMAGE_ADDRESS_MAX_LENGTH ? 'tooLong' : null;
}

/**
 * The first problem of an image list as the API would see it, or null. A bad line is named from 1
 * as the box shows its lines: blank lines count there, though they are not sent (nor counted
 * against `max`).
 */
export function imageListProblem(text: string, max: number): ImageListProblem | null {
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const kind = imageAddressProblem(line);
    if (kind) return { kind, line: index + 1 };
  }
  const count = lines.filter((line) => line.trim() !== '').length;
  return count > max ? { kind: 'tooMany', max, extra: count - max } : null;
}
