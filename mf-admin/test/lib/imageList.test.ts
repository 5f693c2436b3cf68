import { describe, expect, it } from 'vitest';
import { HotelInput, PackageInput, RestaurantInput, RoomTypeInput, ImagePath } from '@trabzon/contracts';
import { IMAGE_ADDRESS_MAX_LENGTH, IMAGES_MAX } from '@trabzon/contracts/constants';
import { imageAddressProblem, imageListProblem } from '../../src/lib/imageList';

/** A valid https address of exactly `length` characters. */
const addressOf = (length: number) => `https://cdn.example/${'a'.repeat(length - 'https://cdn.example/'.length)}`;
const list = (count: number) => Array.from({ length: count }, (_, i) => `/images/${i}.webp`).join('\n');

describe('imageAddressProblem: one image address as the API takes it', () => {
  it('takes a path of this site or an https address, trimmed as the forms send it', () => {
    expect(imageAddressProblem('/images/a.webp')).toBeNull();
    expect(imageAddressProblem('  https://cdn.example/b.png  ')).toBeNull();
  });

  it('refuses another host, "..", a backslash, plain http and a relative path (the API’s IMAGE_URL)', () => {
    for (const address of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/images/../secret',
      '/images/%2e%2e/x.png',
      'http://cdn.example/x.png',
      'images/x.webp',
      'javascript:alert(1)',
    ]) {
      expect({ address, problem: imageAddressProblem(address) }).toEqual({ address, problem: 'format' });
    }
  });

  it('refuses an address longer than the API’s maxLength, counted in code points as JSON Schema does', () => {
    expect(imageAddressProblem(addressOf(IMAGE_ADDRESS_MAX_LENGTH))).toBeNull();
    expect(imageAddressProblem(addressOf(IMAGE_ADDRESS_MAX_LENGTH + 1))).toBe('tooLong');
    // 2048 emoji are 4096 UTF-16 units but 2048 characters for the API.
    const emoji = `https://cdn.example/${'😀'.repeat(IMAGE_ADDRESS_MAX_LENGTH - 'https://cdn.example/'.length)}`;
    expect(imageAddressProblem(emoji)).toBeNull();
  });
});

describe('imageListProblem: an image list typed one address per line', () => {
  it('passes an empty list and one the API takes, blank lines and spaces included', () => {
    expect(imageListProblem('', 20)).toBeNull();
    expect(imageListProblem('/images/a.webp\n\n  https://cdn.example/b.png  \n', 20)).toBeNull();
  });

  it('names the first bad line from 1 as the box shows its lines, blank ones counted', () => {
    expect(imageListProblem('/images/a.webp\n\nimages/b.webp', 20)).toEqual({ kind: 'format', line: 3 });
    expect(imageListProblem('/images/a.webp\r\n/images/../secret', 20)).toEqual({ kind: 'format', line: 2 });
    expect(imageListProblem(`/images/a.webp\n${addressOf(IMAGE_ADDRESS_MAX_LENGTH + 1)}\nnot-an-image`, 20)).toEqual({
      kind: 'tooLong',
      line: 2,
    });
  });

  it('refuses more images than `max`, saying how many to remove; blank lines are not images', () => {
    expect(imageListProblem(list(20), 20)).toBeNull();
    expect(imageListProblem(`${list(20)}\n\n \n`, 20)).toBeNull();
    expect(imageListProblem(list(23), 20)).toEqual({ kind: 'tooMany', max: 20, extra: 3 });
  });

  it('names a bad line before the count: it is the first thing to fix', () => {
    expect(imageListProblem(`${list(30)}\nhttp://x`, 20)).toEqual({ kind: 'format', line: 31 });
  });
});

/** A JSON Schema keyword of a TypeBox schema (its types leave the keywords given as options out). */
const keyword = (schema: object, name: 'maxLength' | 'maxItems') => (schema as Record<string, unknown>)[name];

describe('the numbers are the API’s own', () => {
  it('uses the limits the API schemas are built from', () => {
    expect(keyword(ImagePath, 'maxLength')).toBe(IMAGE_ADDRESS_MAX_LENGTH);
    expect(keyword(HotelInput.properties.images, 'maxItems')).toBe(IMAGES_MAX.hotel);
    expect(keyword(RoomTypeInput.properties.images, 'maxItems')).toBe(IMAGES_MAX.hotel);
    expect(keyword(PackageInput.properties.images, 'maxItems')).toBe(IMAGES_MAX.package);
    expect(keyword(RestaurantInput.properties.images, 'maxItems')).toBe(IMAGES_MAX.restaurant);
    expect(IMAGES_MAX).toEqual({ hotel: 30, package: 30, restaurant: 20 });
    expect(IMAGE_ADDRESS_MAX_LENGTH).toBe(2048);
  });
});
