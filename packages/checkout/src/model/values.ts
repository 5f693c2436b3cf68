import type { PaymentMethod } from '@trabzon/api-client';

/** Everything the checkout form asks; the flight variant adds the traveller's document and terms. */
export interface CheckoutValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialRequests: string;
  paymentMethod: PaymentMethod;
  cardNumber: string;
  cardName: string;
  expiryDate: string;
  cvv: string;
  dateOfBirth: string;
  nationality: string;
  documentType: 'passport' | 'idCard';
  documentNumber: string;
  documentExpiry: string;
  billingAddress: string;
  agreeTerms: boolean;
}

/** `restaurant`: nothing is paid online (the bill is settled at the restaurant), no card fields. */
export type CheckoutVariant = 'hotel' | 'flight' | 'standard' | 'restaurant';
export type CheckoutField = keyof CheckoutValues;
/** Field → the `checkout:errors.*` key of its message. */
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export function initialValues(contact?: { name?: string | null; email?: string | null }): CheckoutValues {
  const [firstName = '', ...rest] = (contact?.name ?? '').trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    email: contact?.email ?? '',
    phone: '',
    specialRequests: '',
    paymentMethod: 'creditCard',
    cardNumber: '',
    cardName: '',
    expiryDate: '',
    cvv: '',
    dateOfBirth: '',
    nationality: 'TR',
    documentType: 'passport',
    documentNumber: '',
    documentExpiry: '',
    billingAddress: '',
    agreeTerms: false,
  };
}

/** Formats the card number in groups of four as it is typed (digits only, at most 19). */
export function groupCardNumber(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Turns "1228" or "12/28" into "12/28" as it is typed. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Maps the API's field paths ("contact.email", "payment.cardNumber") onto the form's fields. */
export function fieldFromApiPath(path: string): CheckoutField | null {
  // The flight's other travellers are fields of the vertical's own form, not of this one.
  if (path.startsWith('otherTravellers.')) return null;
  const last = path.split('.').pop() ?? '';
  const aliases: Record<string, CheckoutField> = { method: 'paymentMethod' };
  const field = (aliases[last] ?? last) as CheckoutField;
  return field in initialValues() ? field : null;
}
