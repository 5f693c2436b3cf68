import { addNamespaceLoader } from '@trabzon/i18n';
import { DINING_NS } from './lib/query';

/**
 * This remote's texts, one language at a time: each language is its own chunk, so a visit downloads
 * only the language it shows. Added to the page's one i18next when this module is first imported (by ./App).
 * Resolves once the active language is there; the exposed modules export it as `ready`, which the
 * shell awaits before it renders them, so no screen shows its keys for a moment. Running standalone
 * (imported before i18n starts), the active language loads during i18n's start instead.
 */
export const textsReady: Promise<void> = addNamespaceLoader(
  DINING_NS,
  (language) => import(/* webpackChunkName: "texts-[request]" */ `./locales/${language}.json`),
);
