import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicUnlessAdmin } from '../../plugins/response-cache';
import { Type } from 'typebox';
import { HomepageSettings, HomepageSettingsAdmin, HomepageSettingsUpdate, LangParam, type HeroSlideInput } from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';
import type { Translated } from '../../db/schema/common';
import type { HomepageRepository, StoredSlide } from './repository';
import { pick, langOf, type Lang } from '../../lib/lang';

const Query = Type.Object({ lang: LangParam, admin: Type.Optional(Type.Boolean()) });

function text(input: HeroSlideInput['title']): Translated {
  if (input === undefined) return { en: '' };
  if (typeof input === 'string') return { en: input.trim() };
  const out: Translated = { en: input.en.trim() };
  if (input.tr?.trim()) out.tr = input.tr.trim();
  if (input.ar?.trim()) out.ar = input.ar.trim();
  return out;
}

function label(input: string | Translated): Translated {
  return typeof input === 'string' ? { en: input.trim() } : text(input);
}

const localized = (slides: StoredSlide[], lang: Lang) =>
  slides.map((s) => ({
    url: s.url,
    title: pick(s.title, lang),
    subtitle: pick(s.subtitle, lang),
    action: s.action ? { label: pick(s.action.label, lang), href: s.action.href } : null,
  }));

/** /api/settings/homepage: the hero slideshow (public read in the asked language; admin read and write of every language). */
export const homepageRoutes: FastifyPluginAsyncTypebox<{ repo: HomepageRepository }> = async (app, { repo }) => {
  app.get(
    '/settings/homepage',
    {
      config: { publicCache: publicUnlessAdmin },
      schema: { querystring: Query, response: { 200: Type.Union([HomepageSettingsAdmin, HomepageSettings]), ...errorResponses(401, 403) } },
    },
    async (request, reply) => {
      if (request.query.admin) {
        await app.requireAdmin(request, reply);
        return { admin: true as const, heroSlideshow: repo.slides() };
      }
      return { heroSlideshow: localized(repo.slides(), langOf(request.query.lang)) };
    },
  );

  app.put(
    '/settings/homepage',
    {
      onRequest: app.requireAdmin,
      schema: { body: HomepageSettingsUpdate, response: { 200: HomepageSettingsAdmin, ...errorResponses(400, 401, 403) } },
    },
    async (request) => {
      const slides: StoredSlide[] = request.body.heroSlideshow.map((s) => ({
        url: s.url.trim(),
        title: text(s.title),
        subtitle: text(s.subtitle),
        action: s.action ? { label: label(s.action.label), href: s.action.href.trim() } : null,
      }));
      return { admin: true as const, heroSlideshow: repo.setSlides(slides) };
    },
  );
};
