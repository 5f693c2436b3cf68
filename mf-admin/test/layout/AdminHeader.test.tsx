// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '@trabzon/stores';
import { setSiteName } from '@trabzon/ui';
import { AdminHeader } from '../../src/layout/AdminHeader';
import { renderAdmin, startI18n } from '../helpers';

const select = () => screen.getByTestId('admin-language') as HTMLSelectElement;
const language = () => useLocaleStore.getState().language;

const renderHeader = () => renderAdmin(<AdminHeader sidebarId="menu" sidebarOpen onToggleSidebar={() => undefined} />);

/** What Chromium does when a key steps a closed <select>: the key, then `change` with the new value. */
function step(key: string, value: string) {
  fireEvent.keyDown(select(), { key });
  fireEvent.change(select(), { target: { value } });
}

beforeAll(startI18n);
beforeEach(() => useLocaleStore.getState().setLanguage('tr'));
afterEach(cleanup);
afterAll(() => useLocaleStore.getState().setLanguage('en'));

describe('the admin header’s language select', () => {
  it('arrow keys only show the next language; the page keeps its language and direction until Enter', async () => {
    renderHeader();
    step('ArrowDown', 'en');
    expect(language()).toBe('tr');
    step('ArrowDown', 'ar');
    expect(language()).toBe('tr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(select().value).toBe('ar');
    fireEvent.keyDown(select(), { key: 'Enter' });
    expect(language()).toBe('ar');
    // The Arabic texts load first, then the page turns right to left.
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });

  it('the language shown applies when focus leaves; stepping back to the current one changes nothing', () => {
    renderHeader();
    step('ArrowDown', 'en');
    fireEvent.blur(select());
    expect(language()).toBe('en');
    step('ArrowUp', 'tr');
    step('ArrowDown', 'en');
    fireEvent.blur(select());
    expect(language()).toBe('en');
    expect(select().value).toBe('en');
  });

  it('a choice from the list, or a select without keys (Playwright’s selectOption), switches at once', () => {
    renderHeader();
    fireEvent.pointerDown(select());
    fireEvent.change(select(), { target: { value: 'en' } });
    expect(language()).toBe('en');
    fireEvent.change(select(), { target: { value: 'ar' } });
    expect(language()).toBe('ar');
  });

  it('marks each language’s name with its language', () => {
    renderHeader();
    const options = Array.from(select().options);
    expect(options).toHaveLength(3);
    for (const option of options) expect(option.lang).toBe(option.value);
  });
});

describe('the admin header’s brand', () => {
  it('is the site’s name from Settings → General, as in the public header and page titles', () => {
    setSiteName('Karadeniz Tours');
    try {
      renderHeader();
      expect(screen.getByRole('link', { name: /Karadeniz Tours/ })).toBeTruthy();
      expect(screen.queryByText('Trabzon Travel')).toBeNull();
      // A save in Settings → General renames it at once, without a reload.
      act(() => setSiteName('Sumela Journeys'));
      expect(screen.getByRole('link', { name: /Sumela Journeys/ })).toBeTruthy();
    } finally {
      setSiteName(null);
    }
  });
});
