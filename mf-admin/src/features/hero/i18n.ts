/** The i18next namespace of the admin hero settings screens (its texts are loaded by src/i18n.ts). */
export const ADMIN_HERO_NS = 'admin-hero-settings';
