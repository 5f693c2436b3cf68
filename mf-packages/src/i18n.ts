import { addTranslations, i18n } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

/** This remote's i18next namespace. */
export const PACKAGES_NS = 'packages';

function register(): void {
  addTranslations(PACKAGES_NS, { en, tr, ar });
}

// Added when first imported (by ./App or by a home widget, which the shell may load first); before
// i18n is initialised (standalone start) the texts are added as soon as it is.
if (typeof (i18n as { addResourceBundle?: unknown }).addResourceBundle === 'function') register();
else i18n.on('initialized', register);
