// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PackageCard as PackageCardData } from '@trabzon/api-client';
import { lightPalette } from '@trabzon/ui';
import { PackageCard } from '../../src/components/PackageCard';
import { renderAt, startI18n } from '../helpers';

const PKG: PackageCardData = {
  _id: 'p1',
  slug: 'uzungol-escape',
  name: 'Uzungöl Escape',
  description: 'Two days by the lake.',
  duration: 2,
  price: 240,
  images: [],
  featured: false,
  averageRating: 0,
  totalReviews: 0,
  destination: null,
  activities: [],
  activitiesCount: 0,
};

beforeAll(() => startI18n('en'));
afterEach(cleanup);

/** The declarations of the injected rules whose selector is exactly `selector`. */
function declarations(selector: string): string[] {
  const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...css.matchAll(new RegExp(`(?:^|[}\\s,])${escaped}\\s*\\{([^}]*)\\}`, 'g'))].map((m) => m[1]!);
}

describe('a package card’s keyboard focus', () => {
  it('is shown with an outline (kept by forced-colors mode), not only a box-shadow', () => {
    renderAt('/packages', <PackageCard pkg={PKG} />);
    const card = screen.getByTestId('package-card');
    // The name link hides its own outline (it covers the card); the card must show the focus.
    expect(screen.getByRole('link', { name: 'Uzungöl Escape' }).closest('article')).toBe(card);

    const rules = [...card.classList].flatMap((name) => declarations(`.${name}:focus-within`));
    expect(rules.length).toBeGreaterThan(0);
    const outline = rules.join(';').replace(/\s+/g, ' ');
    expect(outline).toMatch(new RegExp(`outline: ?3px solid ${lightPalette.focus}`, 'i'));
    expect(outline).toMatch(/outline-offset: ?2px/);
    expect(outline).not.toMatch(/outline: ?(none|0)\b/);
  });
});

describe('a package card’s rating', () => {
  it('is written as the page’s language writes numbers (as hotel cards are): 4,3 in Turkish', async () => {
    await startI18n('tr');
    try {
      renderAt('/packages', <PackageCard pkg={{ ...PKG, averageRating: 4.3, totalReviews: 3 }} />);
      expect(screen.getByTestId('package-card').textContent).toContain('4,3 (3 yorum)');
    } finally {
      await startI18n('en');
    }
  });
});

// QA: the photo was 500 px tall (its height attribute) on a 280 px wide card, most of the card.
describe('a package card’s photo', () => {
  it('keeps 16:10 whatever its height attribute', () => {
    const { container } = renderAt('/packages', <PackageCard pkg={PKG} />);
    const photo = container.querySelector('img')!;
    expect(photo.getAttribute('height')).toBe('500');
    const rules = [...photo.classList].map((name) => declarations(`.${name}`)).join(';');
    expect(rules).toMatch(/aspect-ratio: ?16 ?\/ ?10/);
    expect(rules).toMatch(/height: ?auto/);
  });
});
