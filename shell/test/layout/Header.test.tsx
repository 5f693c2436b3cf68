// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, queryClient } from '@trabzon/ui';
import { siteSettingsApi, type PublicSettingsView } from '@trabzon/api-client';
import { addTranslations } from '@trabzon/i18n';
import en from '../../src/locales/en.json';
import tr from '../../src/locales/tr.json';
import ar from '../../src/locales/ar.json';
import { Header } from '../../src/layout/Header';
import { startI18n } from '../helpers/i18n';

// The longest name Settings → General takes is 100 characters; QA's ran the phone page to 764px.
const LONG_NAME = 'Karadeniz Trabzon Turizm ve Seyahat Acentası Limited Şirketi';

function renderHeader(siteName: string) {
  queryClient.clear();
  vi.spyOn(siteSettingsApi, 'get').mockResolvedValue({ siteName, defaultLanguage: 'en', timezone: 'UTC' } as PublicSettingsView);
  render(
    <MemoryRouter>
      <AppProviders>
        <Header />
      </AppProviders>
    </MemoryRouter>,
  );
}

async function brandWith(siteName: string) {
  renderHeader(siteName);
  const brand = screen.getByTestId('brand-link');
  await waitFor(() => expect(brand.textContent).toBe(siteName));
  return { brand, name: brand.querySelector('.brand-name')! };
}

beforeAll(() => startI18n(() => addTranslations('shell', { en, tr, ar })));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/*
 * QA round AA, defect 4: a long site name kept on one line (white-space: nowrap, flex-shrink: 0)
 * made the phone page 764px wide at 412px and pushed the header's buttons off screen. happy-dom does
 * no layout, so this checks the rules that prevent it; the widths were checked in Chromium (320,
 * 360, 380, 412, 600, 768, 900 and 1024px; en, tr, ar; 14, 60 and 100 characters, and 60 without a space).
 */
describe('the header with a long site name', () => {
  it('lets the brand shrink below its text, never the links beside it', async () => {
    const { brand } = await brandWith(LONG_NAME);
    const style = getComputedStyle(brand);
    expect({ shrink: style.flexShrink, minWidth: style.minWidth }).toEqual({ shrink: '1', minWidth: '0' });
    // happy-dom computes no inherited value: '' here is the initial `normal` the name inherits.
    expect(style.whiteSpace).not.toBe('nowrap');
    const nav = getComputedStyle(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.flexShrink).toBe('0');
  });

  it('wraps the name, cuts what still does not fit with an ellipsis, and breaks a name without spaces', async () => {
    const { name } = await brandWith(LONG_NAME);
    const style = getComputedStyle(name);
    expect({
      minWidth: style.minWidth,
      overflow: style.overflow,
      textOverflow: style.textOverflow,
      overflowWrap: style.overflowWrap,
    }).toEqual({ minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', overflowWrap: 'anywhere' });
    expect(style.whiteSpace).not.toBe('nowrap');
  });

  it('keeps the whole name as the link’s accessible name and its tooltip', async () => {
    const { brand } = await brandWith(LONG_NAME);
    expect(screen.getByRole('link', { name: LONG_NAME })).toBe(brand);
    expect(brand.getAttribute('title')).toBe(LONG_NAME);
  });
});
