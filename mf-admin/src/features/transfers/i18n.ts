/** The i18next namespace of the admin transfers screen (its texts are loaded by src/i18n.ts). */
export const ADMIN_TRANSFERS_NS = 'admin-transfers';
