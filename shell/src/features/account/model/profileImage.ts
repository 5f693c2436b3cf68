/** The formats a profile photo may have: the API's `data:image/(png|jpeg|webp)` URLs. */
export type ProfileImageFormat = 'png' | 'jpeg' | 'webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The format the first bytes of a file really are, as the API checks them (its users service's
 * SIGNATURES), or null: a text file renamed fake.png is null, whatever its name or type says.
 */
export function imageFormatOf(bytes: Uint8Array): ProfileImageFormat | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const BASE64_DATA_URL = /^data:[^,;]*;base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * A picked file's data URL as the API takes it: labelled with the format its bytes are (a PNG
 * saved as photo.jpg goes as a PNG), or null when they are none of the three.
 */
export function profileImageDataUrl(dataUrl: string): string | null {
  const base64 = BASE64_DATA_URL.exec(dataUrl)?.[1];
  if (!base64) return null;
  // 24 base64 characters are the first 18 bytes: enough for every signature, as the API reads them.
  const head = Uint8Array.from(atob(base64.slice(0, 24)), (char) => char.charCodeAt(0));
  const format = imageFormatOf(head);
  return format ? `data:image/${format};base64,${base64}` : null;
}
