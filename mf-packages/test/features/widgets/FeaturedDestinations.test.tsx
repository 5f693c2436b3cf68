// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi } from '@trabzon/api-client';
import { FeaturedDestinations } from '../../../src/features/widgets/FeaturedDestinations';
import { renderAt, startI18n } from '../../helpers';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FeaturedDestinations', () => {
  it('reads each place with its country, joined by the language’s own comma (، in Arabic)', async () => {
    await startI18n('ar');
    vi.spyOn(destinationsApi, 'featured').mockResolvedValue({
      results: [{ _id: 'd1', slug: 'trabzon', name: 'طرابزون', country: 'تركيا', image: null, propertyCount: 12 }],
    } as never);
    renderAt('/', <FeaturedDestinations />);
    const tile = await screen.findByTestId('destination-tile');
    expect(tile.querySelector('strong')?.textContent).toBe('طرابزون، تركيا');
  });

  // Trabzon as the seed has it: 4 hotels, 6 restaurants and 2 packages. /hotels lists the 4.
  const TRABZON = { _id: 'd1', slug: 'trabzon', name: 'Trabzon', country: 'Türkiye', image: null, propertyCount: 12, hotelCount: 4 };
  it.each([
    ['en', '4 properties'],
    ['tr', '4 konaklama tesisi'],
    ['ar', '4 أماكن إقامة'],
  ] as const)('counts the places to stay (%s), as /hotels lists them, not every listing: %s', async (language, text) => {
    await startI18n(language);
    vi.spyOn(destinationsApi, 'featured').mockResolvedValue({ results: [TRABZON] } as never);
    renderAt('/', <FeaturedDestinations />);
    expect((await screen.findByTestId('destination-count')).textContent).toBe(text);
  });
});
