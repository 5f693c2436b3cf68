// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Slideshow, type Slide } from '../../src/components/Slideshow';
import { renderInKit, startI18n } from '../helpers/render';

const SLIDES: Slide[] = [
  { id: 'a', image: '/a.jpg', alt: 'Uzungöl lake', title: 'Uzungöl' },
  { id: 'b', image: '/b.jpg', title: 'Sümela', subtitle: 'A monastery on the cliff', action: <a href="/b">See Sümela</a> },
  { id: 'c', image: '/c.jpg', title: 'Boztepe' },
];

function activeTitle(): string | null {
  const active = screen.getAllByTestId('slide').filter((slide) => slide.getAttribute('data-active') === 'true');
  expect(active).toHaveLength(1);
  return active[0]?.querySelector('.title')?.textContent ?? null;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function mockReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('reduce'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

beforeAll(async () => {
  await startI18n('en');
});

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Slideshow', () => {
  it('is a labelled region whose slides are announced as "n of count"', () => {
    renderInKit(<Slideshow slides={SLIDES} label="Trabzon highlights" />);
    const region = screen.getByRole('region', { name: 'Trabzon highlights' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByTestId('slide');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
    expect(screen.getByRole('img', { name: 'Uzungöl lake' })).toBeTruthy();
  });

  it('advances every interval and wraps from the last slide to the first', () => {
    renderInKit(<Slideshow slides={SLIDES} label="Highlights" intervalMs={6000} />);
    expect(activeTitle()).toBe('Uzungöl');
    advance(5999);
    expect(activeTitle()).toBe('Uzungöl');
    advance(1);
    expect(activeTitle()).toBe('Sümela');
    advance(6000);
    expect(activeTitle()).toBe('Boztepe');
    advance(6000);
    expect(activeTitle()).toBe('Uzungöl');
  });

  it('has previous and next buttons that wrap both ways, and only the visible slide can be focused', () => {
    renderInKit(<Slideshow slides={SLIDES} label="Highlights" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeTitle()).toBe('Boztepe');
    advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeTitle()).toBe('Uzungöl');
    advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeTitle()).toBe('Sümela');
    const link = screen.getByText('See Sümela');
    expect(link.closest('[data-testid="slide"]')?.hasAttribute('inert')).toBe(false);
    expect(screen.getAllByTestId('slide')[0]?.hasAttribute('inert')).toBe(true);
  });

  it('ignores moves during the lock after a move', () => {
    renderInKit(<Slideshow slides={SLIDES} label="Highlights" lockMs={500} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(activeTitle()).toBe('Sümela');
    advance(499);
    fireEvent.click(next);
    expect(activeTitle()).toBe('Sümela');
    advance(1);
    fireEvent.click(next);
    expect(activeTitle()).toBe('Boztepe');
  });

  it('shows one dot per slide, marks the current one and jumps to a slide', () => {
    renderInKit(<Slideshow slides={SLIDES} label="Highlights" />);
    const dots = screen.getAllByTestId('slide-dot');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3' }));
    expect(activeTitle()).toBe('Boztepe');
    expect(screen.getByRole('button', { name: 'Slide 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('has no dots, arrows or movement for a single slide', () => {
    renderInKit(<Slideshow slides={SLIDES.slice(0, 1)} label="Highlights" />);
    expect(screen.queryAllByTestId('slide-dot')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    advance(20_000);
    expect(activeTitle()).toBe('Uzungöl');
  });

  it('pauses while hovered and resumes after', () => {
    renderInKit(<Slideshow slides={SLIDES} label="Highlights" />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    advance(20_000);
    expect(activeTitle()).toBe('Uzungöl');
    fireEvent.mouseLeave(region);
    advance(6000);
    expect(activeTitle()).toBe('Sümela');
  });

  it('pauses while the focus is inside and announces slides politely then', () => {
    renderInKit(<Slideshow slides={SLIDES} label="Highlights" />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    const live = screen.getAllByTestId('slide')[0]?.parentElement;
    expect(live?.getAttribute('aria-live')).toBe('off');
    act(() => next.focus());
    advance(20_000);
    expect(activeTitle()).toBe('Uzungöl');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    act(() => next.blur());
    advance(6000);
    expect(activeTitle()).toBe('Sümela');
  });

  it('stays still while the paused prop is set', () => {
    const { rerender } = renderInKit(<Slideshow slides={SLIDES} label="Highlights" paused />);
    advance(20_000);
    expect(activeTitle()).toBe('Uzungöl');
    rerender(<Slideshow slides={SLIDES} label="Highlights" />);
    advance(6000);
    expect(activeTitle()).toBe('Sümela');
  });

  it('has a pause button that stops and restarts the movement', () => {
    renderInKit(<Slideshow slides={SLIDES} label="Highlights" />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(region.getAttribute('data-rotating')).toBe('false');
    advance(20_000);
    expect(activeTitle()).toBe('Uzungöl');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(region.getAttribute('data-rotating')).toBe('true');
  });

  it("draws its controls' symbols (no ❚❚ or ▶ text, which no site font has), hidden from assistive technology", () => {
    renderInKit(<Slideshow slides={SLIDES} label="Highlights" />);
    const icon = (name: string) => screen.getByRole('button', { name }).querySelector('svg[aria-hidden="true"]')?.getAttribute('data-icon');
    expect(icon('Previous slide')).toBe('previous');
    expect(icon('Next slide')).toBe('next');
    expect(icon('Pause slideshow')).toBe('pause');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(icon('Play slideshow')).toBe('play');
    for (const button of screen.getAllByRole('button')) expect(button.textContent).toBe('');
  });

  it('does not move on its own under prefers-reduced-motion, but the buttons still work', () => {
    mockReducedMotion(true);
    renderInKit(<Slideshow slides={SLIDES} label="Highlights" />);
    advance(60_000);
    expect(activeTitle()).toBe('Uzungöl');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeTitle()).toBe('Sümela');
  });

  it('labels its buttons in Turkish and Arabic too', async () => {
    await startI18n('tr');
    renderInKit(<Slideshow slides={SLIDES} label="Öne çıkanlar" />);
    expect(screen.getByRole('button', { name: 'Sonraki slayt' })).toBeTruthy();
    cleanup();
    await startI18n('ar');
    renderInKit(<Slideshow slides={SLIDES} label="أبرز" />);
    expect(screen.getByRole('button', { name: 'الشريحة التالية' })).toBeTruthy();
    await startI18n('en');
  });

  it("names its kind and its slides' kind in the page's language (aria-roledescription)", async () => {
    const roles = () => [
      screen.getByTestId('slideshow').getAttribute('aria-roledescription'),
      ...new Set(screen.getAllByTestId('slide').map((slide) => slide.getAttribute('aria-roledescription'))),
    ];
    renderInKit(<Slideshow slides={SLIDES} label="Highlights" />);
    expect(roles()).toEqual(['carousel', 'slide']);
    cleanup();
    await startI18n('tr');
    renderInKit(<Slideshow slides={SLIDES} label="Öne çıkanlar" />);
    expect(roles()).toEqual(['slayt gösterisi', 'slayt']);
    cleanup();
    await startI18n('ar');
    renderInKit(<Slideshow slides={SLIDES} label="أبرز" />);
    expect(roles()).toEqual(['عرض شرائح', 'شريحة']);
    await startI18n('en');
  });

  describe('caption on a small box (a 320px phone: 288 × 216)', () => {
    /** The rules styled-components wrote for an element's own class, as text (happy-dom lays nothing out). */
    function cssOf(element: Element): string {
      const own = `.${[...element.classList].pop()}`;
      const sheet = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
      return sheet
        .split('}')
        .filter((rule) => rule.includes(own))
        .join('}\n');
    }

    function renderCaption() {
      renderInKit(<Slideshow slides={SLIDES} label="Highlights" />);
      const caption = screen.getByText('Sümela').parentElement as HTMLElement;
      return { caption: cssOf(caption), slide: cssOf(caption.parentElement as HTMLElement) };
    }

    it('sizes the title to the slide box, between the theme sizes lg and xxl', () => {
      const { caption, slide } = renderCaption();
      expect(slide).toContain('container-type:size');
      const title = /\.title\{[^}]*font-size:clamp\((\d+)px,[^;]*cq[ib][^;]*,\s*(\d+)px\)/.exec(caption);
      expect(title?.slice(1).map(Number)).toEqual([20, 32]);
    });

    it('clamps the admin-written title and subtitle and never rises past the box', () => {
      const { caption } = renderCaption();
      expect(caption).toMatch(/\.title\{[^}]*-webkit-line-clamp:3/);
      expect(caption).toMatch(/p\.subtitle\{[^}]*-webkit-line-clamp:2/);
      expect(caption).toMatch(/@container \(max-block-size: ?\d+px\)\{[^@]*\.title\{[^}]*-webkit-line-clamp:2/);
      expect(caption).toMatch(/^\.[\w-]+\{[^}]*max-block-size:100%/);
    });

    it('keeps text at 14px or more, the controls clear of the text and only logical sides', () => {
      const { caption } = renderCaption();
      const sizes = [...caption.matchAll(/font-size:(?:clamp\()?(\d+)px/g)].map((match) => Number(match[1]));
      expect(sizes.length).toBeGreaterThan(2);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
      const bottoms = [...caption.matchAll(/padding-block-end:(\d+)px/g)].map((match) => Number(match[1]));
      expect(Math.min(...bottoms)).toBeGreaterThanOrEqual(44 + 8); // the arrows: 44px high, 8px up
      expect(caption).not.toMatch(/[{;](left|right|(padding|margin)-(left|right)):/);
    });
  });
});
