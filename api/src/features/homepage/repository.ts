import type { Db } from '../../db/client';
import type { Translated } from '../../db/schema/common';

export const HOMEPAGE_KEY = 'homepage';

export interface StoredSlide {
  url: string;
  title: Translated;
  subtitle: Translated;
  action: { label: Translated; href: string } | null;
}

const isText = (value: unknown): value is Translated =>
  !!value && typeof value === 'object' && typeof (value as { en?: unknown }).en === 'string';

/** The stored slides, skipping any broken entry (a hand-edited row never breaks the home page). */
function slidesOf(value: unknown): StoredSlide[] {
  const list = value && typeof value === 'object' ? (value as { heroSlideshow?: unknown }).heroSlideshow : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw): StoredSlide[] => {
    if (!raw || typeof raw !== 'object') return [];
    const slide = raw as Record<string, unknown>;
    if (typeof slide.url !== 'string' || !slide.url) return [];
    const action = slide.action as { label?: unknown; href?: unknown } | null | undefined;
    return [
      {
        url: slide.url,
        title: isText(slide.title) ? slide.title : { en: '' },
        subtitle: isText(slide.subtitle) ? slide.subtitle : { en: '' },
        action: action && isText(action.label) && typeof action.href === 'string' ? { label: action.label, href: action.href } : null,
      },
    ];
  });
}

/** The homepage settings (key `homepage` of the settings table). */
export function createHomepageRepository(db: Db) {
  const sqlite = db.$client;
  const read = sqlite.prepare('SELECT value FROM settings WHERE key = ?').pluck();
  const write = sqlite.prepare(`INSERT INTO settings (key, value) VALUES (?, ?)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
  const seedOnce = sqlite.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING');

  function parsed(): unknown {
    const text = read.get(HOMEPAGE_KEY) as string | undefined;
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }

  return {
    slides(): StoredSlide[] {
      return slidesOf(parsed());
    },

    /** Replaces the slideshow; other keys stored beside it are kept. */
    setSlides(slides: StoredSlide[]): StoredSlide[] {
      const current = parsed();
      const value = { ...(current && typeof current === 'object' ? current : {}), heroSlideshow: slides };
      write.run(HOMEPAGE_KEY, JSON.stringify(value));
      return slides;
    },

    /** Writes the defaults when the key is absent (never overwrites an admin's slides). */
    seed(slides: StoredSlide[]): void {
      seedOnce.run(HOMEPAGE_KEY, JSON.stringify({ heroSlideshow: slides }));
    },
  };
}

export type HomepageRepository = ReturnType<typeof createHomepageRepository>;
