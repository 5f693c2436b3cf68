import { CHECKOUT_LIMITS, COUNTRY_CODE, ISO_DATE } from '@trabzon/contracts/validation';
import type { CheckoutValues } from './values';

/**
 * What the checkout keeps of a booking being typed, so Back/Forward and a reload give it back: the
 * contact, the traveller and the special requests. Nothing of the payment section is ever kept
 * (method, card number, name on card, expiry, CVV), nor the terms box: consent is given afresh; nor
 * the travel document's number: web storage is readable by any script of the site, and an identity
 * document's number is worth a retype.
 */
export type DraftValues = Partial<Pick<CheckoutValues, DraftField>>;

type DraftField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'specialRequests'
  | 'dateOfBirth'
  | 'nationality'
  | 'documentType'
  | 'documentExpiry'
  | 'billingAddress';

/** The billing address field's own maxLength (the form's input). */
const BILLING_ADDRESS_MAX = 300;

const ISO_DATE_RE = new RegExp(ISO_DATE);
const COUNTRY_CODE_RE = new RegExp(COUNTRY_CODE);

const textUpTo = (max: number) => (value: string) => value.length <= max;
const dayOrNone = (value: string) => value === '' || ISO_DATE_RE.test(value);

/** Each field kept, with what a stored value must be to be given back (the contracts' limits). */
const DRAFT_RULES: Record<DraftField, (value: string) => boolean> = {
  firstName: textUpTo(CHECKOUT_LIMITS.name),
  lastName: textUpTo(CHECKOUT_LIMITS.name),
  email: textUpTo(CHECKOUT_LIMITS.email),
  phone: textUpTo(CHECKOUT_LIMITS.phone),
  specialRequests: textUpTo(CHECKOUT_LIMITS.specialRequests),
  dateOfBirth: dayOrNone,
  nationality: (value) => COUNTRY_CODE_RE.test(value),
  documentType: (value) => value === 'passport' || value === 'idCard',
  documentExpiry: dayOrNone,
  billingAddress: textUpTo(BILLING_ADDRESS_MAX),
};

const DRAFT_FIELDS = Object.keys(DRAFT_RULES) as DraftField[];

/**
 * The draft fields of `source` that are strings within their limits; anything else (another
 * field, a card number, a wrong type, an over-long text) is left out, whatever wrote it.
 */
export function draftOf(source: unknown): DraftValues {
  if (typeof source !== 'object' || source === null) return {};
  const record = source as Record<string, unknown>;
  const draft: Record<string, string> = {};
  for (const field of DRAFT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && DRAFT_RULES[field](value)) draft[field] = value;
  }
  return draft as DraftValues;
}

const PREFIX = 'checkout-draft:';

/** A short, stable digest (FNV-1a, 32 bits): keys name an owner or a booked item without spelling it out. */
export function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Whose drafts a key holds: the session owner's digest, or `guest`. */
export function ownerTag(owner: string | null): string {
  return owner === null ? 'guest' : digest(owner);
}

/** The key of one booking's draft: its owner, its type, the page's address and the booked item. */
export function draftKey(owner: string | null, type: string, address: string, item: string): string {
  return `${PREFIX}${ownerTag(owner)}:${type}:${address}#${item}`;
}

/** The tab's storage, or null where there is none (private mode, disabled, server side). */
function tabStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readDraft(key: string): DraftValues {
  try {
    const text = tabStore()?.getItem(key);
    return text ? draftOf(JSON.parse(text)) : {};
  } catch {
    return {}; // not JSON, or storage refused: start from the usual values
  }
}

export function writeDraft(key: string, values: unknown): void {
  try {
    tabStore()?.setItem(key, JSON.stringify(draftOf(values)));
  } catch {
    /* storage full or refused: the form still works, only the draft is not kept */
  }
}

/** Removes one of the tab's entries: a draft, or a booking kept by `useBookedHere`. */
export function removeEntry(key: string): void {
  try {
    tabStore()?.removeItem(key);
  } catch {
    /* nothing kept */
  }
}

/** Removes every draft that does not belong to `owner` (a user who signed out, or the guest before a sign-in). */
export function removeOthersDrafts(owner: string | null): void {
  removeOthersEntries(PREFIX, owner);
}

/** Removes the tab's entries under `prefix` kept for anyone but `owner` (`<prefix><owner tag>:…` keys). */
export function removeOthersEntries(prefix: string, owner: string | null): void {
  const store = tabStore();
  if (!store) return;
  const own = `${prefix}${ownerTag(owner)}:`;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
    for (const key of keys) {
      if (key?.startsWith(prefix) && !key.startsWith(own)) store.removeItem(key);
    }
  } catch {
    /* storage refused */
  }
}
