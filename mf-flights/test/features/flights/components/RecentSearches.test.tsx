// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@trabzon/ui';
import { RecentSearches } from '../../../../src/features/flights/components/RecentSearches';
import type { FlightSearch } from '../../../../src/features/flights/model/search';
import { startEnglish } from '../../../fixtures/i18n';

const SEARCH: FlightSearch = {
  tripType: 'roundTrip',
  originCode: 'TZX',
  destinationCode: 'IST',
  departureDate: '2030-05-10',
  returnDate: '2030-05-14',
  passengers: 1,
  cabinClass: 'ECONOMY',
};

beforeAll(startEnglish);
afterEach(cleanup);

describe('RecentSearches: the button that runs a search again', () => {
  it('is named by its visible text (WCAG 2.5.3) and described as "Search again"', () => {
    const onRun = vi.fn();
    render(
      <AppProviders>
        <RecentSearches items={[SEARCH]} onRun={onRun} onRemove={() => undefined} onClear={() => undefined} />
      </AppProviders>,
    );
    const item = screen.getByTestId('recent-search');
    const run = item.querySelector(':scope > button:nth-child(1)') as HTMLButtonElement;
    expect(run.hasAttribute('aria-label')).toBe(false);
    // The visible text, without the arrow (aria-hidden, a symbol).
    const visible = (run.textContent ?? '').replace('→', ' ').replace(/\s+/g, ' ').trim();
    expect(visible).toMatch(/^TZX IST · .+ · Round trip$/);
    const byName = within(item).getByRole('button', { name: visible, description: 'Search again' });
    expect(byName).toBe(run);
    byName.click();
    expect(onRun).toHaveBeenCalledWith(SEARCH);
    expect(within(item).getByRole('button', { name: 'Remove the search TZX to IST' })).not.toBe(run);
  });
});

/**
 * The value the page's style sheets give `property` on `element` (the last rule that matches and sets
 * it; the chips' rules come in the order of their specificity). happy-dom has no browser button
 * style (Arial 13.33px) and does not resolve `inherit` against another rule, so its computed style
 * cannot tell a chip that inherits the site font from one that keeps the browser's: the test reads
 * the declared rules instead.
 */
function declared(element: Element, property: string): string {
  let value = '';
  for (const sheet of document.styleSheets)
    for (const rule of sheet.cssRules)
      if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) value = rule.style.getPropertyValue(property) || value;
  return value;
}

describe('RecentSearches: the chips in the site font', () => {
  it("inherit the page's font and type scale, as the kit's buttons do, not the browser's button font", () => {
    render(
      <AppProviders>
        <RecentSearches items={[SEARCH]} onRun={() => undefined} onRemove={() => undefined} onClear={() => undefined} />
      </AppProviders>,
    );
    const item = screen.getByTestId('recent-search');
    const run = within(item).getByRole('button', { description: 'Search again' });
    expect(['font-family', 'font-size', 'font-weight', 'line-height'].map((property) => declared(run, property))).toEqual([
      'inherit',
      'inherit',
      'inherit',
      'inherit',
    ]);
    // The remove button keeps its larger × (the theme's lg size), in the site's family.
    const remove = within(item).getByRole('button', { name: 'Remove the search TZX to IST' });
    expect([declared(remove, 'font-family'), declared(remove, 'font-size')]).toEqual(['inherit', '20px']);
  });
});
