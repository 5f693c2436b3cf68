import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

export const ADMIN_PACKAGES_NS = 'admin-packages';
addTranslations(ADMIN_PACKAGES_NS, { en, tr, ar });
