/** The i18next namespace of the admin destinations screens (its texts are loaded by src/i18n.ts). */
export const ADMIN_DESTINATIONS_NS = 'admin-destinations';
