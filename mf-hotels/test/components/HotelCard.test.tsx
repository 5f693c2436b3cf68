// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lightPalette } from '@trabzon/ui';
import { useThemeStore } from '@trabzon/stores';
import { i18n } from '@trabzon/i18n';
import { HotelCard } from '../../src/components/HotelCard';
import { HOTEL_CARD as HOTEL, renderAt, startI18n } from '../helpers';

beforeAll(async () => {
  useThemeStore.setState({ mode: 'light' });
  await startI18n();
});
afterEach(cleanup);

/** The declarations of the injected rules whose selector is exactly `selector`. */
function declarations(selector: string): string[] {
  const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...css.matchAll(new RegExp(`(?:^|[}\\s,])${escaped}\\s*\\{([^}]*)\\}`, 'g'))].map((m) => m[1]!);
}

describe('a hotel card’s keyboard focus', () => {
  it('is shown with an outline (kept by forced-colors mode), not only a box-shadow', () => {
    renderAt('/hotels', '/hotels', <HotelCard hotel={HOTEL} to="/hotels/h1" price={null} />);
    const card = screen.getByTestId('hotel-card');
    // The name link hides its own outline (it covers the card); the card must show the focus.
    expect(screen.getByRole('link', { name: 'Zorlu Grand' }).closest('article')).toBe(card);

    const rules = [...card.classList].flatMap((name) => declarations(`.${name}:focus-within`));
    expect(rules.length).toBeGreaterThan(0);
    const outline = rules.join(';').replace(/\s+/g, ' ');
    expect(outline).toMatch(new RegExp(`outline: ?3px solid ${lightPalette.focus}`, 'i'));
    expect(outline).toMatch(/outline-offset: ?2px/);
    expect(outline).not.toMatch(/outline: ?(none|0)\b/);
  });
});

describe('a hotel card’s place', () => {
  it('names the city and the country in Arabic on an Arabic page', async () => {
    await i18n.changeLanguage('ar');
    try {
      renderAt(
        '/hotels',
        '/hotels',
        <HotelCard hotel={{ ...HOTEL, address: { city: 'Uzungöl', country: 'Turkey' } }} to="/hotels/h1" price={null} />,
      );
      const card = screen.getByTestId('hotel-card');
      expect(card.textContent).toContain('أوزنجول');
      expect(card.textContent).toContain('تركيا');
      expect(card.textContent).not.toContain('Uzungöl');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
