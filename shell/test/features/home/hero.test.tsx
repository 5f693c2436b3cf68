// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { homepageApi, type HomepageSettings } from '@trabzon/api-client';
import { HeroSlideshow } from '../../../src/features/home/components/HeroSlideshow';
import { registerHomeTranslations } from '../../../src/features/home/i18n';
import { heroSlides } from '../../../src/features/home/model/hero';

const THREE: HomepageSettings = {
  heroSlideshow: [
    { url: '/images/a.svg', title: 'Sea', subtitle: 'Blue', action: { label: 'Hotels', href: '/hotels' } },
    { url: '/images/b.svg', title: 'Lake', subtitle: 'Green', action: null },
    { url: '/images/c.svg', title: 'Tea', subtitle: 'Hills', action: null },
  ],
};

function activeSlide() {
  const active = screen.getAllByTestId('slide').filter((s) => s.getAttribute('data-active') === 'true');
  expect(active).toHaveLength(1);
  return {
    title: active[0]?.querySelector('.title, h2')?.textContent ?? null,
    image: active[0]?.querySelector('img')?.getAttribute('src') ?? null,
  };
}

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderHero() {
  return render(
    <MemoryRouter>
      <AppProviders>
        <HeroSlideshow />
      </AppProviders>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
  registerHomeTranslations();
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('home hero slideshow', () => {
  it('shows the settings slides, moves every 6 s (not before), wraps, and has one dot per slide', async () => {
    vi.spyOn(homepageApi, 'get').mockResolvedValue(THREE);
    renderHero();
    await flush();
    expect(screen.getByTestId('hero-slideshow').getAttribute('data-source')).toBe('settings');
    expect(activeSlide()).toEqual({ title: 'Sea', image: '/images/a.svg' });
    expect(screen.getAllByTestId('slide-dot')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Hotels' }).getAttribute('href')).toBe('/hotels');
    await flush(5999);
    expect(activeSlide().title).toBe('Sea');
    await flush(1);
    expect(activeSlide().title).toBe('Lake');
    await flush(6000);
    expect(activeSlide().title).toBe('Tea');
    await flush(6000);
    expect(activeSlide().title).toBe('Sea');
  });

  it('locks moves for 500 ms after a move', async () => {
    vi.spyOn(homepageApi, 'get').mockResolvedValue(THREE);
    renderHero();
    await flush();
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(activeSlide().title).toBe('Lake');
    await flush(499);
    fireEvent.click(next);
    expect(activeSlide().title).toBe('Lake');
    await flush(1);
    fireEvent.click(next);
    expect(activeSlide().title).toBe('Tea');
  });

  it('falls back to one default image, without dots, when the settings fail', async () => {
    vi.spyOn(homepageApi, 'get').mockRejectedValue(new Error('network down'));
    renderHero();
    await flush(5000); // the one retry
    expect(homepageApi.get).toHaveBeenCalled();
    expect(screen.getByTestId('hero-slideshow').getAttribute('data-source')).toBe('default');
    expect(screen.getAllByTestId('slide')).toHaveLength(1);
    expect(activeSlide()).toEqual({ title: 'Discover Trabzon and the Black Sea', image: '/images/hero/default.svg' });
    expect(screen.queryAllByTestId('slide-dot')).toHaveLength(0);
    await flush(20_000);
    expect(activeSlide().image).toBe('/images/hero/default.svg');
  });

  it('falls back to the default image when the settings have no slides', async () => {
    vi.spyOn(homepageApi, 'get').mockResolvedValue({ heroSlideshow: [] });
    renderHero();
    await flush();
    expect(screen.getAllByTestId('slide')).toHaveLength(1);
    expect(activeSlide().image).toBe('/images/hero/default.svg');
    expect(screen.queryAllByTestId('slide-dot')).toHaveLength(0);
  });

  it('heroSlides keeps slides with an image and uses the default otherwise', () => {
    const fallback = { title: 'T', subtitle: 'S' };
    expect(heroSlides(undefined, fallback)).toEqual([
      { id: 'default', image: '/images/hero/default.svg', title: 'T', subtitle: 'S', action: null },
    ]);
    expect(heroSlides([{ url: ' ', title: 'x', subtitle: '', action: null }], fallback)[0]?.image).toBe('/images/hero/default.svg');
    expect(heroSlides(THREE.heroSlideshow, fallback).map((s) => s.image)).toEqual(['/images/a.svg', '/images/b.svg', '/images/c.svg']);
  });
});
