import { describe, expect, it } from 'vitest';
import { emptyPackage, toInput } from '../../src/features/packages/model';
import { LINK, emptySlide, toUpdate } from '../../src/features/hero/model';

describe('admin package form → API input', () => {
  it('numbers the itinerary days in order, pairs activities per line and omits an empty slug', () => {
    const values = {
      ...emptyPackage(),
      name: { en: ' Coast ', tr: 'Sahil', ar: '' },
      description: { en: 'Two days', tr: '', ar: '' },
      duration: '2',
      price: '120.50',
      images: '/images/a.svg\n\n /images/b.svg ',
      activities: { en: 'Walk\n\nSwim', tr: 'Yürüyüş\n\nYüzme', ar: '' },
      hotels: ['h1'],
      itinerary: [
        { title: { en: 'Go', tr: '', ar: '' }, description: { en: 'Walk', tr: '', ar: '' } },
        { title: { en: 'Back', tr: '', ar: '' }, description: { en: 'Home', tr: '', ar: '' } },
      ],
    };
    const { input, itinerary } = toInput(values);
    expect(input).toMatchObject({
      name: { en: 'Coast', tr: 'Sahil', ar: '' },
      duration: 2,
      price: 120.5,
      images: ['/images/a.svg', '/images/b.svg'],
      hotels: ['h1'],
      destination: null,
    });
    expect(input.activities).toEqual([
      { en: 'Walk', tr: 'Yürüyüş', ar: '' },
      { en: 'Swim', tr: 'Yüzme', ar: '' },
    ]);
    expect('slug' in input).toBe(false);
    expect(itinerary.map((d) => [d.day, d.title])).toEqual([
      [1, { en: 'Go', tr: '', ar: '' }],
      [2, { en: 'Back', tr: '', ar: '' }],
    ]);
  });
});

describe('admin hero slides → API update', () => {
  it('drops an action without a link or label and accepts only site paths or http(s) links', () => {
    const slide = { ...emptySlide(), url: ' /images/hero/a.svg ', title: { en: 'Hi', tr: '', ar: 'مرحبا' } };
    const withAction = { ...slide, actionHref: '/packages', actionLabel: { en: 'Go', tr: '', ar: '' } };
    expect(toUpdate([slide, withAction])).toEqual({
      heroSlideshow: [
        { url: '/images/hero/a.svg', title: { en: 'Hi', tr: '', ar: 'مرحبا' }, subtitle: { en: '', tr: '', ar: '' }, action: null },
        {
          url: '/images/hero/a.svg',
          title: { en: 'Hi', tr: '', ar: 'مرحبا' },
          subtitle: { en: '', tr: '', ar: '' },
          action: { label: { en: 'Go', tr: '', ar: '' }, href: '/packages' },
        },
      ],
    });
    expect(['/images/x.webp', 'https://cdn.example/x.jpg'].every((v) => LINK.test(v))).toBe(true);
    expect(['//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 'images/x.svg', '/a b'].some((v) => LINK.test(v))).toBe(false);
  });
});
