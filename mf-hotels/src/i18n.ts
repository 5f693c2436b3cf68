import { addTranslations, i18n } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

/** This remote's i18next namespace. */
export const HOTELS_NS = 'hotels';

function register(): void {
  addTranslations(HOTELS_NS, { en, tr, ar });
}

// Added to the page's one i18next instance when this module is first imported: by ./App and by
// each home widget, since the shell may load a widget before the App. i18next only has
// addResourceBundle once init() has run; imported earlier (this remote running standalone imports
// its App before starting i18n), the texts are added as soon as i18n is initialised, which is
// before the first render.
if (typeof (i18n as { addResourceBundle?: unknown }).addResourceBundle === 'function') register();
else i18n.on('initialized', register);
