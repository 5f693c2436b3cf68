import { describe, expect, it } from 'vitest';
import type { RestaurantAdmin } from '@trabzon/contracts';
import { emptyForm, formFromRestaurant, toInput, validate } from '../../../src/features/restaurants/model';

const stored: RestaurantAdmin = {
  _id: 'r1',
  slug: 'yali',
  name: { en: 'Yalı', tr: 'Yalı', ar: 'يالي' },
  description: { en: 'Meze' },
  cuisine: 'mediterranean',
  priceRange: 3,
  destinationId: 'd1',
  address: { street: 'Sahil 1', city: 'Trabzon', country: 'Türkiye' },
  coordinates: null,
  contact: { phone: '+90 462 000 00 00' },
  images: ['/images/a.svg', '/images/b.svg'],
  hours: [null, { open: '17:00', close: '00:30' }, null, null, null, null, null],
  features: ['sea_view', 'halal'],
  menu: [],
  isNew: false,
  promoted: true,
  active: true,
  slotMinutes: 30,
  seatingMinutes: 90,
  maxPartySize: 8,
  averageRating: 4.5,
  totalReviews: 2,
  tableCount: 7,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the admin restaurant form model', () => {
  it('round-trips a stored restaurant into the API input (closed days as null, lists split)', () => {
    const input = toInput(formFromRestaurant(stored));
    expect(input.hours).toEqual(stored.hours);
    expect(input.images).toEqual(['/images/a.svg', '/images/b.svg']);
    expect(input.features).toEqual(['sea_view', 'halal']);
    expect(input).toMatchObject({ cuisine: 'mediterranean', priceRange: 3, destinationId: 'd1', maxPartySize: 8, promoted: true });
    expect(input.name).toEqual({ en: 'Yalı', tr: 'Yalı', ar: 'يالي' });
    expect(input.address).toEqual({ street: 'Sahil 1', city: 'Trabzon', country: 'Türkiye' });
  });

  it('names every missing or invalid field', () => {
    const form = emptyForm();
    form.hours[2] = { closed: false, open: '18:00', close: '18:00' };
    form.seatingMinutes = '10';
    form.maxPartySize = '20';
    form.country = ' ';
    expect(validate(form)).toEqual({
      name: 'nameRequired',
      description: 'descriptionRequired',
      city: 'cityRequired',
      country: 'countryRequired',
      hours: 'hours',
      seatingMinutes: 'seating',
      maxPartySize: 'party',
    });
  });

  it('refuses the images the API refuses: a bad or too long address, more than 20', () => {
    const form = formFromRestaurant(stored);
    const gallery = (count: number) => Array.from({ length: count }, (_, i) => `/images/${i}.webp`).join('\n');
    expect(validate({ ...form, images: gallery(20) })).toEqual({});
    expect(validate({ ...form, images: gallery(21) })).toEqual({ images: 'images' });
    expect(validate({ ...form, images: '/images/a.svg\nhttp://cdn.example/b.png' })).toEqual({ images: 'images' });
    expect(validate({ ...form, images: `https://cdn.example/${'a'.repeat(2049)}` })).toEqual({ images: 'images' });
  });

  it('a closed day needs no times, and a day may close after midnight', () => {
    const form = formFromRestaurant(stored);
    form.hours[0] = { closed: true, open: '', close: '' };
    expect(validate(form)).toEqual({});
  });
});
