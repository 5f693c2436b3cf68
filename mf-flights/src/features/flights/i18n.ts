import { addNamespaceLoader } from '@trabzon/i18n';

/** The flights screen's own i18next namespace. */
export const FLIGHTS_NS = 'flights';

/** This remote's texts, a chunk per language; exported by its exposed modules as `ready` (see addNamespaceLoader). */
export const textsReady: Promise<void> = addNamespaceLoader(
  FLIGHTS_NS,
  (language) => import(/* webpackChunkName: "texts-[request]" */ `./locales/${language}.json`),
);
