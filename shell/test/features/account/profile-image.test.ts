import { describe, expect, it } from 'vitest';
import { imageFormatOf, profileImageDataUrl } from '../../../src/features/account/model/profileImage';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0x24, 0, 0, 0],
    [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
  );
const TEXT = [...'hello, I am not a picture'].map((c) => c.charCodeAt(0));

const dataUrl = (type: string, bytes: number[]) => `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;

describe('a profile photo is the format its bytes are, as the API checks it', () => {
  it('imageFormatOf knows PNG, JPEG and WebP by their first bytes, and nothing else', () => {
    expect(imageFormatOf(Uint8Array.from(PNG))).toBe('png');
    expect(imageFormatOf(Uint8Array.from(JPEG))).toBe('jpeg');
    expect(imageFormatOf(Uint8Array.from(WEBP))).toBe('webp');
    expect(imageFormatOf(Uint8Array.from(TEXT))).toBeNull();
    expect(imageFormatOf(new Uint8Array())).toBeNull();
  });

  it('profileImageDataUrl: a text file named fake.png is refused; a PNG saved as .jpg goes as a PNG', () => {
    expect(profileImageDataUrl(dataUrl('image/png', TEXT))).toBeNull();
    expect(profileImageDataUrl('data:image/png;base64,')).toBeNull();
    expect(profileImageDataUrl(dataUrl('image/jpeg', PNG))).toBe(dataUrl('image/png', PNG));
    expect(profileImageDataUrl(dataUrl('', WEBP))).toBe(dataUrl('image/webp', WEBP));
  });
});
