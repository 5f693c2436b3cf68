import { describe, expect, it } from 'vitest';
import type { HotelAdmin, RoomTypeAdmin } from '@trabzon/contracts';
import {
  amenitiesInput,
  emptyHotelValues,
  rulesOf,
  toHotelInput,
  toHotelUpdate,
  validateHotel,
  valuesFromAdmin,
  type HotelFormValues,
} from '../../../../src/features/hotels/model/hotelForm';
import {
  emptyRoomTypeValues,
  toRoomTypeInput,
  toRoomTypeUpdate,
  validateRoomType,
  valuesFromRoomType,
} from '../../../../src/features/hotels/model/roomTypeForm';
import { mergeHotelRows } from '../../../../src/features/hotels/model/rows';

const admin: HotelAdmin = {
  _id: 'h1',
  admin: true,
  slug: 'sea-breeze',
  destinationId: 'd1',
  name: { en: 'Sea Breeze', tr: 'Deniz Esintisi' },
  description: { en: 'By the sea' },
  featuredImage: '/images/a.webp',
  images: ['/images/a.webp', '/images/b.webp'],
  starRating: 4,
  address: { street: 'Sahil 1', city: 'Trabzon', country: 'Turkey' },
  coordinates: null,
  amenities: [
    { key: 'wifi', name: { en: 'Free Wi-Fi', tr: 'Ücretsiz Wi-Fi', ar: 'واي فاي مجاني' } },
    { key: 'rooftop', name: { en: 'Rooftop bar', tr: 'Çatı barı' } },
  ],
  contact: { phone: '+90 462 000 00 00' },
  checkInTime: '14:00',
  checkOutTime: '11:30',
  cancellationPolicy: { en: 'Free cancellation', ar: 'إلغاء مجاني' },
  paymentOptions: ['visa', 'cash', 'crypto'],
  rules: [
    { en: 'No smoking', tr: 'Sigara içilmez' },
    { en: 'No pets', tr: 'Evcil hayvan yok', ar: 'لا حيوانات' },
  ],
  featured: true,
  active: false,
  popularity: 10,
  averageRating: 4.2,
  totalReviews: 7,
  roomTypes: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function complete(overrides: Partial<HotelFormValues> = {}): HotelFormValues {
  return {
    ...emptyHotelValues(),
    name: { en: 'Mountain Lodge', tr: '', ar: '' },
    description: { en: 'Quiet lodge', tr: 'Sakin', ar: '' },
    city: 'Uzungöl',
    country: 'Turkey',
    ...overrides,
  };
}

describe('hotel form', () => {
  it('round-trips every admin field of a hotel', () => {
    const values = valuesFromAdmin(admin);
    expect(values).toMatchObject({
      name: { en: 'Sea Breeze', tr: 'Deniz Esintisi', ar: '' },
      street: 'Sahil 1',
      starRating: '4',
      destination: 'd1',
      amenities: 'wifi, rooftop',
      phone: '+90 462 000 00 00',
      checkOutTime: '11:30',
      paymentOptions: ['visa', 'cash', 'crypto'],
      rules: { en: 'No smoking\nNo pets', tr: 'Sigara içilmez\nEvcil hayvan yok', ar: '\nلا حيوانات' },
      images: '/images/a.webp\n/images/b.webp',
      featured: true,
      active: false,
    });
    expect(validateHotel(values)).toEqual({});
    const body = toHotelUpdate(values, admin);
    expect(body).toMatchObject({
      name: { en: 'Sea Breeze', tr: 'Deniz Esintisi', ar: '' },
      destination: 'd1',
      starRating: 4,
      address: { street: 'Sahil 1', city: 'Trabzon', country: 'Turkey' },
      contact: { phone: '+90 462 000 00 00' },
      cancellationPolicy: { en: 'Free cancellation', tr: '', ar: 'إلغاء مجاني' },
      paymentOptions: ['visa', 'cash', 'crypto'],
      rules: [
        { en: 'No smoking', tr: 'Sigara içilmez', ar: '' },
        { en: 'No pets', tr: 'Evcil hayvan yok', ar: 'لا حيوانات' },
      ],
      images: ['/images/a.webp', '/images/b.webp'],
      featured: true,
      active: false,
    });
    // A custom amenity keeps its names; a new key goes as a key.
    expect(amenitiesInput('wifi, rooftop, spa', admin.amenities)).toEqual([
      { key: 'wifi', name: { en: 'Free Wi-Fi', tr: 'Ücretsiz Wi-Fi', ar: 'واي فاي مجاني' } },
      { key: 'rooftop', name: { en: 'Rooftop bar', tr: 'Çatı barı', ar: '' } },
      'spa',
    ]);
  });

  it('leaves an empty policy and empty rules out of a new hotel (the API gives defaults) but clears them on edit', () => {
    const values = complete();
    const created = toHotelInput(values);
    expect(created).not.toHaveProperty('cancellationPolicy');
    expect(created).not.toHaveProperty('rules');
    expect(created).toMatchObject({
      destination: null,
      featuredImage: null,
      images: [],
      amenities: [],
      contact: {},
      address: { city: 'Uzungöl', country: 'Turkey' },
    });
    expect(created.address).not.toHaveProperty('street');
    const updated = toHotelUpdate(values, admin);
    expect(updated).toMatchObject({ cancellationPolicy: null, rules: [] });
  });

  it('asks for the English name, description, city and country', () => {
    const errors = validateHotel({ ...emptyHotelValues(), name: { en: ' ', tr: 'Otel', ar: '' } });
    expect(errors).toEqual({ name: 'nameRequired', description: 'descriptionRequired', city: 'cityRequired', country: 'countryRequired' });
  });

  it('checks stars, times, e-mail, the policy and the rules', () => {
    expect(validateHotel(complete({ starRating: '6' }))).toEqual({ starRating: 'starsRange' });
    expect(validateHotel(complete({ checkInTime: '25:00' }))).toEqual({ checkInTime: 'timeFormat' });
    expect(validateHotel(complete({ email: 'not-an-email' }))).toEqual({ email: 'emailFormat' });
  });

  it('refuses what the API refuses in the contact and image fields: a phone without a digit, a website or image that is not http(s) or a site path', () => {
    expect(validateHotel(complete({ phone: '\u200b' }))).toEqual({ phone: 'phoneFormat' });
    expect(validateHotel(complete({ website: 'javascript:alert(1)' }))).toEqual({ website: 'websiteFormat' });
    expect(validateHotel(complete({ website: 'www.hotel.example' }))).toEqual({ website: 'websiteFormat' });
    expect(validateHotel(complete({ featuredImage: '//evil.example/a.png' }))).toEqual({ featuredImage: 'imageFormat' });
    // A page of the site is no picture: every picture is under /images/.
    expect(validateHotel(complete({ featuredImage: '/hotels' }))).toEqual({ featuredImage: 'imageFormat' });
    expect(validateHotel(complete({ images: '/images/a.webp\nimages/b.webp' }))).toEqual({ images: 'imageFormat' });
    // The API's limits too: an address of at most 2048 characters, at most 30 gallery images.
    const tooLong = `https://cdn.example/${'a'.repeat(2049 - 'https://cdn.example/'.length)}`;
    expect(validateHotel(complete({ featuredImage: tooLong }))).toEqual({ featuredImage: 'imageTooLong' });
    expect(validateHotel(complete({ images: `/images/a.webp\n${tooLong}` }))).toEqual({ images: 'imageTooLong' });
    const gallery = (count: number) => Array.from({ length: count }, (_, i) => `/images/${i}.webp`).join('\n');
    expect(validateHotel(complete({ images: gallery(30) }))).toEqual({});
    expect(validateHotel(complete({ images: gallery(31) }))).toEqual({ images: 'tooManyImages' });
    expect(
      validateHotel(
        complete({
          phone: '+90 462 000 00 00',
          website: 'https://hotel.example',
          featuredImage: '/images/uploads/a-hero.webp',
          images: '/images/a.webp\n\nhttps://cdn.example/b.jpg',
        }),
      ),
    ).toEqual({});
    expect(validateHotel(complete({ cancellationPolicy: { en: '', tr: 'Ücretsiz iptal', ar: '' } }))).toEqual({
      cancellationPolicy: 'englishRequired',
    });
    expect(validateHotel(complete({ rules: { en: 'No smoking', tr: 'Sigara içilmez\nEvcil hayvan yok', ar: '' } }))).toEqual({
      rules: 'rulesNeedEnglish',
    });
  });

  it('aligns rules by line and skips empty lines', () => {
    expect(rulesOf({ en: 'A\n\nB\n', tr: 'a\n\nb', ar: '' })).toEqual([
      { en: 'A', tr: 'a', ar: '' },
      { en: 'B', tr: 'b', ar: '' },
    ]);
  });
});

describe('room type form', () => {
  it('needs an English name, guests 1–20 and a price', () => {
    expect(validateRoomType(emptyRoomTypeValues())).toEqual({ name: 'nameRequired', pricePerNight: 'priceRequired' });
    const values = { ...emptyRoomTypeValues(), name: { en: 'Suite', tr: '', ar: '' }, pricePerNight: '150', capacity: '21' };
    expect(validateRoomType(values)).toEqual({ capacity: 'capacityRange' });
  });

  it('refuses a name another room type of the hotel has, compared as the API does (trimmed, any case, accents, ı)', () => {
    const named = (en: string) => ({ ...emptyRoomTypeValues(), name: { en, tr: '', ar: '' }, pricePerNight: '150' });
    const taken = ['Deluxe Room', 'Aile Odası'];
    expect(validateRoomType(named('  deluxe ROOM '), taken)).toEqual({ name: 'nameTaken' });
    expect(validateRoomType(named('AILE ODASI'), taken)).toEqual({ name: 'nameTaken' });
    expect(validateRoomType(named('Deluxe Rooms'), taken)).toEqual({});
    expect(validateRoomType(named('Deluxe Room'))).toEqual({});
  });

  it('sells nothing for $0: a price from 0.01 to 100,000', () => {
    const priced = (pricePerNight: string) =>
      validateRoomType({ ...emptyRoomTypeValues(), name: { en: 'Suite', tr: '', ar: '' }, pricePerNight }).pricePerNight;
    expect([priced('0'), priced('-5'), priced('100000.01')]).toEqual(['priceRequired', 'priceRequired', 'priceRequired']);
    expect([priced('0.01'), priced('100000')]).toEqual([undefined, undefined]);
  });

  it('builds the API body', () => {
    const values = {
      ...emptyRoomTypeValues(),
      name: { en: 'Suite', tr: 'Süit', ar: '' },
      beds: { en: '1 king bed', tr: '1 büyük yatak', ar: '' },
      capacity: '3',
      size: '40',
      amenities: 'balcony, minibar',
      pricePerNight: '150.5',
      totalRooms: '4',
    };
    expect(validateRoomType(values)).toEqual({});
    expect(toRoomTypeInput(values)).toEqual({
      name: { en: 'Suite', tr: 'Süit', ar: '' },
      description: null,
      capacity: 3,
      beds: { en: '1 king bed', tr: '1 büyük yatak', ar: '' },
      size: 40,
      amenities: ['balcony', 'minibar'],
      pricePerNight: 150.5,
      totalRooms: 4,
    });
  });

  it('asks for the English beds when a translation is typed, and sends no beds when all are blank', () => {
    const values = { ...emptyRoomTypeValues(), name: { en: 'Suite', tr: '', ar: '' }, pricePerNight: '150' };
    expect(validateRoomType({ ...values, beds: { en: '', tr: '1 büyük yatak', ar: '' } })).toEqual({ beds: 'englishRequired' });
    expect(toRoomTypeInput(values).beds).toBeNull();
  });

  it('edits a room type: its values in every language, and an update of only what changed', () => {
    const room: RoomTypeAdmin = {
      _id: 'r1',
      name: { en: 'Suite', tr: 'Süit' },
      description: null,
      capacity: 3,
      beds: { en: '1 king bed', ar: 'سرير كبير' },
      size: null,
      amenities: [{ key: 'view', name: { en: 'Sea view', tr: 'Deniz manzarası' } }],
      pricePerNight: 150.5,
      images: ['/images/suite.webp'],
      totalRooms: 4,
      sortOrder: 2,
    };
    const values = valuesFromRoomType(room);
    expect(values).toEqual({
      name: { en: 'Suite', tr: 'Süit', ar: '' },
      description: { en: '', tr: '', ar: '' },
      beds: { en: '1 king bed', tr: '', ar: 'سرير كبير' },
      capacity: '3',
      size: '',
      amenities: 'view',
      pricePerNight: '150.5',
      totalRooms: '4',
    });
    expect(validateRoomType(values)).toEqual({});
    expect(toRoomTypeUpdate(values, room)).toEqual({});
    // A blank total is no change; a new price goes alone (no images, no sort order).
    expect(toRoomTypeUpdate({ ...values, totalRooms: '', pricePerNight: '160' }, room)).toEqual({ pricePerNight: 160 });
    expect(toRoomTypeUpdate({ ...values, size: '45', description: { en: 'Big', tr: '', ar: '' } }, room)).toEqual({
      size: 45,
      description: { en: 'Big', tr: '', ar: '' },
    });
  });
});

describe('hotel rows', () => {
  it('adds what this session created or edited and drops what it deleted', () => {
    const listed = {
      _id: 'h2',
      slug: 'x',
      name: 'Listed',
      city: 'Rize',
      country: 'Turkey',
      starRating: 3,
      averageRating: 4,
      totalReviews: 2,
      roomTypes: 1,
      rooms: [{ _id: 'r1', name: 'Deluxe' }],
      featured: true,
      active: true,
      updatedAt: '2026-11-22T00:00:00.000Z',
    };
    const rows = mergeHotelRows([listed, { ...listed, _id: 'h3' }], new Map([['h1', admin]]), new Set(['h3']), 'tr');
    expect(rows.map((r) => [r.id, r.name, r.featured, r.active, r.roomTypes])).toEqual([
      ['h2', 'Listed', true, true, 1],
      ['h1', 'Deniz Esintisi', true, false, 0],
    ]);
  });
});
