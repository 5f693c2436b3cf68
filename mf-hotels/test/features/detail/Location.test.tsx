// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HotelDetail } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { Location } from '../../../src/features/detail/Location';
import { renderAt, startI18n } from '../../helpers';

const hotel = {
  _id: 'h1',
  address: { street: 'Uzungöl Mahallesi 12', city: 'Uzungöl', country: 'Turkey' },
  coordinates: null,
  contact: {},
} as unknown as HotelDetail;

beforeAll(startI18n);
afterEach(cleanup);

describe("a hotel page's location", () => {
  it('names the city and the country in Arabic on an Arabic page, as the page header does', async () => {
    await i18n.changeLanguage('ar');
    try {
      renderAt('/hotels/h1', '/hotels/:id', <Location hotel={hotel} />);
      const location = screen.getByTestId('hotel-location');
      expect(location.textContent).toContain('أوزنجول');
      expect(location.textContent).toContain('تركيا');
      expect(location.textContent?.replace('Uzungöl Mahallesi 12', '')).not.toContain('Uzungöl');
      // The street is the hotel's own, as typed.
      expect(location.textContent).toContain('Uzungöl Mahallesi 12');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
