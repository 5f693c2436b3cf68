/**
 * The agency's own details, in one place: the footer, the legal pages and the sales contract all
 * read them from here. Postal address and legal name stay in Turkish in every language, as on the
 * agency's registration documents.
 */
export const AGENCY = {
  /** The brand the site shows in the header and the copyright line. */
  brandName: 'Trabzon Travel',
  /** The registered trade name. */
  legalName: 'Trabzon Turizm Seyahat Acentası Ltd. Şti.',
  /** TÜRSAB (Association of Turkish Travel Agencies) licence, group A. */
  licenceNo: 'A-12345',
  address: {
    street: 'Kemerkaya Mah. Kahramanmaraş Cad. No: 12',
    postalCode: '61100',
    district: 'Ortahisar',
    city: 'Trabzon',
    country: 'Türkiye',
  },
  phones: [
    { id: 'office', display: '+90 462 000 00 00', href: 'tel:+904620000000' },
    { id: 'mobile', display: '+90 532 000 00 00', href: 'tel:+905320000000' },
  ],
  email: 'info@trabzontravel.com.tr',
  association: {
    name: 'TÜRSAB',
    url: 'https://www.tursab.org.tr',
  },
} as const;

export type AgencyPhoneId = (typeof AGENCY.phones)[number]['id'];

/** The address on one line: "Kemerkaya Mah. … No: 12, 61100 Ortahisar / Trabzon, Türkiye". */
export const AGENCY_ADDRESS_LINE = `${AGENCY.address.street}, ${AGENCY.address.postalCode} ${AGENCY.address.district} / ${AGENCY.address.city}, ${AGENCY.address.country}`;

/** When the legal texts (privacy, terms, contract) last changed, as an ISO date. */
export const LEGAL_LAST_UPDATED = '2026-11-15';
