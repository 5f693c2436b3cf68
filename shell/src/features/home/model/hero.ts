import type { HeroSlide } from '@trabzon/api-client';

/** The home hero's timing (spec section 9): 6 s per slide, 500 ms lock between moves. */
export const HERO_INTERVAL_MS = 6000;
export const HERO_LOCK_MS = 500;
/** The one image shown when the homepage settings fail or have no slides (shipped with the site). */
export const DEFAULT_HERO_IMAGE = '/images/hero/default.svg';

export interface HeroSlideView {
  id: string;
  image: string;
  title: string;
  subtitle: string;
  action: { label: string; href: string } | null;
}

/**
 * The slides to show: the settings' slides that have an image, or, when the settings failed or
 * have none, one slide with the default image and the site's own title.
 */
export function heroSlides(slides: HeroSlide[] | null | undefined, fallback: { title: string; subtitle: string }): HeroSlideView[] {
  const usable = (slides ?? []).filter((slide) => typeof slide.url === 'string' && slide.url.trim() !== '');
  if (usable.length === 0)
    return [{ id: 'default', image: DEFAULT_HERO_IMAGE, title: fallback.title, subtitle: fallback.subtitle, action: null }];
  return usable.map((slide, index) => ({
    id: `${index}-${slide.url}`,
    image: slide.url,
    title: slide.title || fallback.title,
    subtitle: slide.subtitle,
    action: slide.action && slide.action.label && slide.action.href ? slide.action : null,
  }));
}
