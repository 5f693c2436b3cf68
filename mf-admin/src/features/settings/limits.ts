import { SITE_NAME_MAX } from '@trabzon/contracts/constants';

/**
 * The API's longest settings values, in characters: the maxLength of its schemas (AppSettings,
 * EmailSettings, ApiKeysUpdate in @trabzon/contracts' admin-ops, which only SITE_NAME_MAX has a
 * browser-safe constant for). The fields stop there and say so, rather than send a value the API
 * refuses in English.
 */
export const SETTINGS_LIMITS = {
  siteName: SITE_NAME_MAX,
  contactEmail: 254,
  senderName: 100,
  senderEmail: 254,
  subject: 200,
  body: 5000,
  clientId: 200,
  clientSecret: 500,
} as const;
