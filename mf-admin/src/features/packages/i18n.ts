/** The i18next namespace of the admin packages screens (its texts are loaded by src/i18n.ts). */
export const ADMIN_PACKAGES_NS = 'admin-packages';
