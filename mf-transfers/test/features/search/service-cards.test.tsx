// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';

vi.mock('@trabzon/api-client', async (original) => {
  const { CATALOGUE_PRICES, mockApiClient } = await import('../../fixtures');
  return mockApiClient(original, { vehicles: vi.fn(async () => CATALOGUE_PRICES) });
});

const { ServiceCards } = await import('../../../src/features/search/ServiceCards');

afterEach(cleanup);

/** The four cards' teasers, once the catalogue has answered. */
async function teasers(language: 'en' | 'tr' | 'ar') {
  await startI18n(language);
  renderWithProviders(<ServiceCards />);
  const text = (card: string) => screen.getByTestId(`teaser-${card}`).textContent;
  // "Loading prices…" until then.
  await waitFor(() => expect(text('economy')).not.toMatch(/…$/));
  return { economy: text('economy'), suv: text('suv'), airport: text('airport'), group: text('group') };
}

describe('service cards: every teaser is a starting price, said alike in each language', () => {
  it('English: "from $X a day" on both rental cards, "from $X per trip" on both transfer cards', async () => {
    expect(await teasers('en')).toEqual({
      economy: 'from $25.00 a day',
      suv: 'from $60.00 a day',
      airport: 'from $35.00 per trip',
      group: 'from $70.00 per trip',
    });
  });

  it('Turkish: a finished phrase ("…\'dan itibaren"), the SUV card included', async () => {
    expect(await teasers('tr')).toEqual({
      economy: "günlük $25,00'dan itibaren",
      suv: "günlük $60,00'dan itibaren",
      airport: "sefer başı $35,00'dan itibaren",
      group: "sefer başı $70,00'dan itibaren",
    });
  });

  it('Arabic: "ابتداءً من" on every card', async () => {
    const shown = await teasers('ar');
    for (const text of Object.values(shown)) expect(text?.startsWith('ابتداءً من ')).toBe(true);
    expect(shown.suv).toContain('لليوم');
    expect(shown.group).toContain('للرحلة');
  });
});
