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
});
