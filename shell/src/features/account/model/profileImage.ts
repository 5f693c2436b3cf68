import { imageFormatOf } from '@trabzon/contracts/validation';

/** The signature check is the API's own (the contract's), so a photo the page sends is one the API takes. */
export { imageFormatOf, type ProfileImageFormat } from '@trabzon/contracts/validation';

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
