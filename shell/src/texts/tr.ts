import shell from '../locales/tr.json';

/**
 * The texts every page needs in one language, by namespace: one chunk per language, loaded by ./load.
 * The home, account, bookings and checkout pages bring their own namespaces (their features' texts.ts).
 */
export default { shell };
