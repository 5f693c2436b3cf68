// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@trabzon/router';
import { AppProviders, focusHeading, queryClient } from '@trabzon/ui';
import { FlightsScreen } from '../../../src/features/flights/FlightsScreen';
import { startEnglish } from '../../fixtures/i18n';

beforeAll(startEnglish);
afterEach(cleanup);

/** Whether the element is drawn as more than the 1px clipped box of a visually hidden one. */
const shown = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return style.clipPath === 'none' && style.inlineSize === 'auto' && style.blockSize === 'auto';
};

/*
 * QA: the page's h1 is visually hidden (the hero says what the page is), so when it took the focus
 * (a kept confirmation closed with no results on the screen, or the shell's move to this page) no
 * focus ring was seen anywhere. Focused, it is shown, as the skip link is.
 */
describe('FlightsScreen: the page’s main heading', () => {
  it('is hidden from sight but read; shown while it has the focus, taking no room', () => {
    queryClient.clear();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/flights']}>
          <FlightsScreen />
        </MemoryRouter>
      </AppProviders>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Flights' });
    expect(shown(heading)).toBe(false);

    // As the shell focuses a new page's heading (and the page its own after a kept confirmation).
    expect(focusHeading(heading.parentElement)).toBe(true);
    expect(document.activeElement).toBe(heading);
    expect(shown(heading)).toBe(true);
    // Over the top of the hero: nothing below it moves when it shows or hides.
    expect(getComputedStyle(heading).position).toBe('absolute');
  });
});
