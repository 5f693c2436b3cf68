import { IMAGE_URL, SITE_PATH_OR_WEB_URL } from '@trabzon/contracts/validation';
import type { HeroSlideAdmin, HomepageSettingsUpdate } from '@trabzon/api-client';
import { emptyTranslated, fromTranslated, isBlankTranslated, toTranslatedInput, type TranslatedValues } from '../../lib/translated';

export interface SlideValues {
  url: string;
  title: TranslatedValues;
  subtitle: TranslatedValues;
  actionLabel: TranslatedValues;
  actionHref: string;
}

export const HERO_SLIDES_MAX = 10;
/** A site path (/…, not //… nor /\…) or an http(s) URL, as the API accepts; no spaces. */
export const LINK = new RegExp(`${SITE_PATH_OR_WEB_URL}\\S*$`);
/** An image: the API's own pattern (a path under /images/ without "..", or an https URL). */
export const IMAGE = new RegExp(IMAGE_URL);

export const emptySlide = (): SlideValues => ({
  url: '',
  title: emptyTranslated(),
  subtitle: emptyTranslated(),
  actionLabel: emptyTranslated(),
  actionHref: '',
});

export function fromSlides(slides: HeroSlideAdmin[]): SlideValues[] {
  return slides.map((s) => ({
    url: s.url,
    title: fromTranslated(s.title),
    subtitle: fromTranslated(s.subtitle),
    actionLabel: s.action ? fromTranslated(s.action.label) : emptyTranslated(),
    actionHref: s.action?.href ?? '',
  }));
}

export function toUpdate(slides: SlideValues[]): HomepageSettingsUpdate {
  return {
    heroSlideshow: slides.map((s) => ({
      url: s.url.trim(),
      title: toTranslatedInput(s.title),
      subtitle: toTranslatedInput(s.subtitle),
      action:
        s.actionHref.trim() && !isBlankTranslated(s.actionLabel)
          ? { label: toTranslatedInput(s.actionLabel), href: s.actionHref.trim() }
          : null,
    })),
  };
}
