// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@trabzon/i18n';
import { pageTitle, setSiteName, usePageTitle } from '../../src/a11y/usePageTitle';
import { renderInKit, startI18n } from '../helpers/render';

function Screen({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

beforeAll(async () => {
  await startI18n('en');
});
afterEach(() => {
  cleanup();
});

describe('usePageTitle', () => {
  it('puts the screen first and the site after it', () => {
    expect(pageTitle('Hotels', 'Trabzon Travel')).toBe('Hotels · Trabzon Travel');
    expect(pageTitle('  ', 'Trabzon Travel')).toBe('Trabzon Travel');
    expect(pageTitle(null, 'Trabzon Travel')).toBe('Trabzon Travel');
  });

  it('sets the document title and follows a new title', () => {
    const { rerender } = renderInKit(<Screen title="Hotels" />);
    expect(document.title).toBe('Hotels · Trabzon Travel');
    rerender(<Screen title="Uzungöl Lake Hotel" />);
    expect(document.title).toBe('Uzungöl Lake Hotel · Trabzon Travel');
    rerender(<Screen title={null} />);
    expect(document.title).toBe('Trabzon Travel');
  });

  it("uses the site's name from its settings once the shell has them (Settings → General)", () => {
    setSiteName('Karadeniz Tours');
    try {
      renderInKit(<Screen title="Hotels" />);
      expect(document.title).toBe('Hotels · Karadeniz Tours');
    } finally {
      setSiteName(null);
    }
    cleanup();
    renderInKit(<Screen title="Hotels" />);
    expect(document.title).toBe('Hotels · Trabzon Travel');
  });

  it('follows a change of language', async () => {
    renderInKit(<Screen title="Oteller" />);
    await act(async () => {
      await i18n.changeLanguage('tr');
    });
    expect(document.title).toBe('Oteller · Trabzon Travel');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });
});
