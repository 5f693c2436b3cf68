import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { textOnImage } from '../a11y/textOnImage';

/** One slide: an image with its title, an optional subtitle and an optional action (a link or button). */
export interface Slide {
  id: string;
  /** Image URL, drawn to cover the slide. */
  image: string;
  /** Text alternative of the image; '' (the default) when the image is decoration. */
  alt?: string;
  title: string;
  subtitle?: string;
  /** E.g. a "Search flights" link; only the visible slide's action can be focused. */
  action?: ReactNode;
}

/** Props of {@link Slideshow}. */
export interface SlideshowProps {
  slides: readonly Slide[];
  /** Time each slide stays before the next (ms). */
  intervalMs?: number;
  /** Time after a move during which further moves are ignored (ms), so fast clicks do not skip slides. */
  lockMs?: number;
  /** The region's accessible name, e.g. "Offers". */
  label: string;
  /** Stops moving on its own while true (e.g. while a select in the slide is open). */
  paused?: boolean;
  /** Width to height; the box keeps it so nothing below shifts. Narrow screens use 4 / 3. */
  aspectRatio?: string;
  /** The title's element: 'h2' by default; 'p' when the page heading is elsewhere. */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const Region = styled.section<{ $ratio: string }>`
  position: relative;
  overflow: hidden;
  inline-size: 100%;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.brand.night};
  color: ${({ theme }) => theme.brand.onImage};
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    aspect-ratio: ${({ $ratio }) => $ratio};
  }
`;

const SlideBox = styled.div<{ $active: boolean; $animate: boolean }>`
  position: absolute;
  inset: 0;
  /* The caption sizes itself to this box, not to the viewport: the box is 216px high both on a
     320px phone (4 / 3) and at 600px wide (21 / 8). */
  container-type: size;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
  ${({ $animate }) =>
    $animate &&
    css`
      transition:
        opacity 0.6s ease,
        visibility 0.6s;
    `}
  img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** Box heights below which the caption tightens: a phone's 4 / 3 box or a 21 / 8 box up to ~790px wide
 * (216px at 320px and at 600px), and a box on a screen narrower than 320px (186px at 280px). */
const SHORT_BOX = '300px';
const TINY_BOX = '210px';

/** Shows at most `lines` lines, ending in an ellipsis: slide texts are written by an admin, of any length. */
const lineClamp = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
`;

const Caption = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-end: 0;
  /* A last guard: the clamped texts give way (they can shrink, being overflow: hidden) rather than
     the caption rising past the box's top, which hid the start of the title on a 320px phone. */
  max-block-size: 100%;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)};
  /* Room for the bottom row: the arrows (44px high, 8px up) and the dots between them. */
  padding-block-end: ${({ theme }) => theme.space(15)};
  overflow-wrap: break-word;
  ${({ theme }) => textOnImage(theme.space(6))};
  h1,
  h2,
  h3,
  .title {
    margin: 0;
    /* Grows with the box's width (a line's length) and height (room for three lines, the subtitle
       and the action), from the theme's lg on a phone to its xxl on a desktop. */
    font-size: clamp(${({ theme }) => theme.fontSize.lg}px, min(12px + 2.5cqi, 9cqb), ${({ theme }) => theme.fontSize.xxl}px);
    line-height: 1.2;
    ${lineClamp(3)};
  }
  p.subtitle {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md}px;
    ${lineClamp(2)};
  }
  /* A short box holds two lines of title, two of subtitle and the action above the controls. */
  @container (max-block-size: ${SHORT_BOX}) {
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    padding-block-end: ${({ theme }) => theme.space(14)};
    /* The action (a link or button of the page) inherits it. */
    font-size: ${({ theme }) => theme.fontSize.sm}px;
    ${({ theme }) => textOnImage(theme.space(3))};
    h1,
    h2,
    h3,
    .title {
      -webkit-line-clamp: 2;
    }
    p.subtitle {
      font-size: ${({ theme }) => theme.fontSize.sm}px;
      line-height: 1.4;
    }
  }
  /* Narrower than a 320px phone: one line of subtitle. */
  @container (max-block-size: ${TINY_BOX}) {
    padding-block-start: ${({ theme }) => theme.space(2)};
    ${({ theme }) => textOnImage(theme.space(2))};
    p.subtitle {
      -webkit-line-clamp: 1;
    }
  }
`;

const Controls = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-end: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
`;

const roundButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 32px;
  min-block-size: 32px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.brand.onImage};
  background: ${({ theme }) => theme.brand.scrim};
  color: ${({ theme }) => theme.brand.onImage};
  font: inherit;
  line-height: 1;
  cursor: pointer;
  /* White ring with a dark halo: the site's blue ring was 1.3:1 over dark photos. */
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.brand.onImage};
    outline-offset: 2px;
    box-shadow: 0 0 0 6px ${({ theme }) => theme.brand.night};
  }
`;

/**
 * In the bottom corners, beside the dots: at mid-height they covered the caption's text whenever
 * it ran that high (a two-line title on a phone).
 */
const ArrowButton = styled.button<{ $side: 'start' | 'end' }>`
  ${roundButton};
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space(2)};
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start' : 'inset-inline-end')}: ${({ theme }) => theme.space(2)};
  min-inline-size: 44px;
  min-block-size: 44px;
  /* The chevron points the way the slides move: mirrored in right-to-left pages. */
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;

/**
 * The controls' symbols, drawn rather than typed: ❚❚ and ▶ are in none of the site's fonts, so the
 * browser searched the system's fonts for them on every first layout (a slow lookup on Linux) and
 * each platform drew them in its own style.
 */
const ICON_PATHS = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  play: 'M8 5v14l11-7z',
  pause: 'M7 5h3v14H7zM14 5h3v14h-3z',
} as const;

function ControlIcon({ name }: { name: keyof typeof ICON_PATHS }) {
  const filled = name === 'play' || name === 'pause';
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

const ControlButton = styled.button`
  ${roundButton};
  padding-inline: ${({ theme }) => theme.space(2)};
`;

const Dot = styled.button`
  ${roundButton};
  min-inline-size: 24px;
  min-block-size: 24px;
  padding: 0;
  &::before {
    content: '';
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.brand.onImage};
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.brand.onImage};
  }
`;

/** The box's ratio from the small breakpoint on (a phone's is 4 / 3). */
const DEFAULT_RATIO = '16 / 7';

/**
 * The slideshow's box with one picture and nothing else, of the same size and in the same place as
 * the slideshow: what the shell shows while the screen of a page that opens with one loads (its
 * registry entry names the picture, heroImages), so the slideshow lands on it.
 */
export function SlideshowPlaceholder({ image, aspectRatio = DEFAULT_RATIO }: { image: string; aspectRatio?: string }) {
  return (
    <Region as="div" $ratio={aspectRatio} aria-hidden="true" data-testid="slideshow-placeholder">
      <SlideBox $active $animate={false}>
        <img src={image} alt="" fetchPriority="high" />
      </SlideBox>
    </Region>
  );
}

/**
 * A hero slideshow (the home and flights pages): moves every `intervalMs` and wraps around, with
 * previous/next buttons, a pause button and one dot per slide (only when there is more than one).
 * A move locks further moves for `lockMs`. It stops while hovered, while the focus is inside, while
 * `paused`, after the pause button, and entirely (no auto-advance, no fade) under
 * prefers-reduced-motion. Built on the WAI carousel pattern: a labelled region, each slide a group
 * "2 of 3", announced politely only while it does not move on its own; hidden slides are inert.
 */
export function Slideshow({
  slides,
  intervalMs = 6000,
  lockMs = 500,
  label,
  paused = false,
  aspectRatio = DEFAULT_RATIO,
  titleAs = 'h2',
}: SlideshowProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const lockedUntil = useRef(0);
  const slidesId = useId();
  const count = slides.length;
  const current = count ? Math.min(index, count - 1) : 0;
  const several = count > 1;
  const rotating = several && !reducedMotion && !paused && !hovered && !focused && !stopped;

  const go = useCallback(
    (target: number) => {
      if (count < 2) return;
      const now = Date.now();
      if (now < lockedUntil.current) return;
      lockedUntil.current = now + lockMs;
      setIndex(((target % count) + count) % count);
    },
    [count, lockMs],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => go(current + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, current, intervalMs, go]);

  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (!count) return null;
  const Title = titleAs;

  return (
    <Region
      $ratio={aspectRatio}
      // Read aloud as the region's kind ("Trabzon highlights, carousel"): in the page's language.
      aria-roledescription={t('kit.slideshow.roleCarousel')}
      aria-label={label}
      data-testid="slideshow"
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
    >
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const active = position === current;
          return (
            <SlideBox
              key={slide.id}
              $active={active}
              $animate={!reducedMotion}
              role="group"
              aria-roledescription={t('kit.slideshow.roleSlide')}
              aria-label={t('kit.slideshow.position', { index: position + 1, count })}
              aria-hidden={!active}
              inert={!active}
              data-testid="slide"
              data-active={active}
            >
              <img src={slide.image} alt={slide.alt ?? ''} loading={position === 0 ? 'eager' : 'lazy'} />
              <Caption>
                <Title className="title">{slide.title}</Title>
                {slide.subtitle && <p className="subtitle">{slide.subtitle}</p>}
                {slide.action}
              </Caption>
            </SlideBox>
          );
        })}
      </div>
      {several && (
        <>
          <ArrowButton
            type="button"
            $side="start"
            aria-controls={slidesId}
            aria-label={t('kit.slideshow.previous')}
            onClick={() => go(current - 1)}
          >
            <ControlIcon name="previous" />
          </ArrowButton>
          <ArrowButton
            type="button"
            $side="end"
            aria-controls={slidesId}
            aria-label={t('kit.slideshow.next')}
            onClick={() => go(current + 1)}
          >
            <ControlIcon name="next" />
          </ArrowButton>
          <Controls>
            {!reducedMotion && (
              <ControlButton
                type="button"
                aria-label={t(stopped ? 'kit.slideshow.play' : 'kit.slideshow.pause')}
                onClick={() => setStopped((s) => !s)}
              >
                <ControlIcon name={stopped ? 'play' : 'pause'} />
              </ControlButton>
            )}
            <div role="group" aria-label={t('kit.slideshow.slides')} style={{ display: 'flex', gap: 4 }}>
              {slides.map((slide, position) => (
                <Dot
                  key={slide.id}
                  type="button"
                  aria-controls={slidesId}
                  aria-label={t('kit.slideshow.goTo', { index: position + 1 })}
                  aria-current={position === current ? 'true' : undefined}
                  data-testid="slide-dot"
                  onClick={() => go(position)}
                />
              ))}
            </div>
          </Controls>
        </>
      )}
    </Region>
  );
}
