import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

export const ADMIN_HERO_NS = 'admin-hero-settings';
addTranslations(ADMIN_HERO_NS, { en, tr, ar });
