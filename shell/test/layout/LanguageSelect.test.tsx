// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '@trabzon/stores';
import { ThemeRoot } from '@trabzon/ui';
import { LanguageSelect } from '../../src/layout/LanguageMenu';

const select = () => screen.getByTestId('language-select') as HTMLSelectElement;
const language = () => useLocaleStore.getState().language;

const renderSelect = () =>
  render(
    <ThemeRoot>
      <LanguageSelect />
    </ThemeRoot>,
  );

/** What Chromium does when a key steps a closed <select>: the key, then `change` with the new value. */
function step(key: string, value: string) {
  fireEvent.keyDown(select(), { key });
  fireEvent.change(select(), { target: { value } });
}

describe('LanguageSelect', () => {
  beforeEach(() => useLocaleStore.getState().setLanguage('tr'));
  afterEach(cleanup);

  it('a choice from the list (no key before it) switches the language at once', () => {
    renderSelect();
    fireEvent.pointerDown(select());
    fireEvent.change(select(), { target: { value: 'en' } });
    expect(language()).toBe('en');
  });

  it('arrow keys only show the next language; Enter applies the one shown', () => {
    renderSelect();
    step('ArrowDown', 'en');
    step('ArrowDown', 'ar');
    expect(language()).toBe('tr');
    expect(select().value).toBe('ar');
    fireEvent.keyDown(select(), { key: 'Enter' });
    expect(language()).toBe('ar');
  });

  it('the language shown applies when focus leaves; stepping back to the current one changes nothing', () => {
    renderSelect();
    step('ArrowDown', 'en');
    fireEvent.blur(select());
    expect(language()).toBe('en');
    step('ArrowUp', 'tr');
    step('ArrowDown', 'en');
    fireEvent.blur(select());
    expect(language()).toBe('en');
    expect(select().value).toBe('en');
  });
});
