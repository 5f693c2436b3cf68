import { addTranslationLoader } from '@trabzon/i18n';
import type { Language } from '@trabzon/stores';
import { ADMIN_PACKAGES_NS } from './features/packages/i18n';
import { ADMIN_HERO_NS } from './features/hero/i18n';
import { ADMIN_DESTINATIONS_NS } from './features/destinations/i18n';
import { ADMIN_DINING_NS } from './lib/dining/i18n';
import { ADMIN_TRANSFERS_NS } from './features/transfers/i18n';

type Texts = Promise<{ default: Record<string, unknown> }>;

/*
 * Every namespace of the back office, by where its texts live. The magic comment names each
 * language's chunk by its file name ("texts-en-json"), and import() calls that name one chunk are
 * bundled into it: one request per language for all the namespaces, and only the visitor's language.
 */
const NAMESPACES: Record<string, (language: Language) => Texts> = {
  admin: (language) => import(/* webpackChunkName: "texts-[request]" */ `./locales/${language}.json`),
  adminLayout: (language) => import(/* webpackChunkName: "texts-[request]" */ `./layout/locales/${language}.json`),
  adminDashboard: (language) => import(/* webpackChunkName: "texts-[request]" */ `./features/dashboard/locales/${language}.json`),
  adminBookings: (language) => import(/* webpackChunkName: "texts-[request]" */ `./features/bookings/locales/${language}.json`),
  adminUsers: (language) => import(/* webpackChunkName: "texts-[request]" */ `./features/users/locales/${language}.json`),
  adminSettings: (language) => import(/* webpackChunkName: "texts-[request]" */ `./features/settings/locales/${language}.json`),
  adminInventoryGrid: (language) => import(/* webpackChunkName: "texts-[request]" */ `./features/inventory/grid/locales/${language}.json`),
  [ADMIN_PACKAGES_NS]: (language) => import(/* webpackChunkName: "texts-[request]" */ `./features/packages/locales/${language}.json`),
  [ADMIN_HERO_NS]: (language) => import(/* webpackChunkName: "texts-[request]" */ `./features/hero/locales/${language}.json`),
  [ADMIN_DESTINATIONS_NS]: (language) =>
    import(/* webpackChunkName: "texts-[request]" */ `./features/destinations/locales/${language}.json`),
  [ADMIN_TRANSFERS_NS]: (language) => import(/* webpackChunkName: "texts-[request]" */ `./features/transfers/locales/${language}.json`),
  [ADMIN_DINING_NS]: (language) => import(/* webpackChunkName: "texts-[request]" */ `./lib/dining/locales/${language}.json`),
};

/** The back office's texts, one language at a time; exported by the exposed App as `ready` (see addTranslationLoader). */
export const textsReady: Promise<void> = addTranslationLoader(async (language) => {
  const loaded = await Promise.all(
    Object.entries(NAMESPACES).map(async ([namespace, load]) => [namespace, (await load(language)).default] as const),
  );
  return Object.fromEntries(loaded);
});
