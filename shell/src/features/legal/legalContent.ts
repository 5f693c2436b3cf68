import { AGENCY, AGENCY_ADDRESS_LINE } from '../../layout/agency';

/** The legal documents the shell serves, each at `/{id}`. */
export const LEGAL_DOCUMENTS = ['privacy', 'terms', 'contract'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

/** One numbered part of a document, as stored under `legal.{doc}.sections` in the locale files. */
export interface LegalSection {
  heading: string;
  /** Paragraphs before the list. */
  paragraphs?: string[];
  /** A bulleted list. */
  items?: string[];
  /** Paragraphs after the list. */
  closing?: string[];
}

/** A whole document as stored under `legal.{doc}`. */
export interface LegalDocument {
  title: string;
  intro: string[];
  sections: LegalSection[];
}

const LRI = '\u2066';
const PDI = '\u2069';
/**
 * Wraps a left-to-right value (phone, e-mail, address) in Unicode isolates, so inside Arabic text
 * "+90 462 000 00 00" keeps its order instead of having its digit groups reordered.
 */
const isolateLtr = (value: string): string => `${LRI}${value}${PDI}`;

/**
 * The values the legal texts interpolate, all from the one agency constants file. In right-to-left
 * text the left-to-right values are isolated; elsewhere they are left as they are.
 */
export function agencyValues(direction: 'ltr' | 'rtl'): Record<string, string> {
  const isolate = direction === 'rtl' ? isolateLtr : (value: string) => value;
  return {
    brand: AGENCY.brandName,
    legalName: isolate(AGENCY.legalName),
    licence: isolate(AGENCY.licenceNo),
    address: isolate(AGENCY_ADDRESS_LINE),
    email: isolate(AGENCY.email),
    phoneOffice: isolate(AGENCY.phones[0].display),
    phoneMobile: isolate(AGENCY.phones[1].display),
  };
}

/** Narrows what i18next returned for `legal.{doc}` (a key string when the texts are missing). */
export function isLegalDocument(value: unknown): value is LegalDocument {
  if (!value || typeof value !== 'object') return false;
  const doc = value as Partial<LegalDocument>;
  return typeof doc.title === 'string' && Array.isArray(doc.intro) && Array.isArray(doc.sections);
}
