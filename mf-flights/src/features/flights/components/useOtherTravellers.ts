import { useRef, useState } from 'react';
import type { CheckoutExtra } from '@trabzon/checkout';
import {
  companionErrorsFromApi,
  companionPath,
  emptyCompanion,
  validateCompanionField,
  validateCompanions,
  type Companion,
  type CompanionErrors,
  type CompanionField,
} from '../model/travellers';

/**
 * The other passengers' values and messages: each field checked when left and (once marked) as it
 * is edited; every one when the checkout is submitted (an invalid passenger stops the booking); and
 * the API's 400 `fields` for `otherTravellers.N.x` shown beside those fields. Each document must
 * still be valid on `lastFlightDay`, the day the offer's last flight lands.
 */
export function useOtherTravellers(count: number, lastFlightDay: string) {
  const [others, setOthers] = useState<Companion[]>(() => Array.from({ length: count }, emptyCompanion));
  const [errors, setErrors] = useState<CompanionErrors>({});
  const inputs = useRef(new Map<string, HTMLElement>());
  // The first traveller's document as last submitted: a companion's number is checked against it too.
  const contactDocument = useRef('');

  /** Marks `found` and focuses its first field; answers how many fields it marked. */
  const mark = (found: CompanionErrors): number => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) inputs.current.get(first)?.focus();
    return Object.keys(found).length;
  };

  const check = (index: number, field: CompanionField, list: readonly Companion[]) => {
    const companion = list[index];
    if (!companion) return;
    const path = companionPath(index, field);
    // A document number is also one passenger's only: the same rule as on submit, not just its own shape.
    const key =
      field === 'documentNumber'
        ? (validateCompanions(list, new Date(), contactDocument.current)[path] ?? null)
        : validateCompanionField(field, companion, new Date(), lastFlightDay);
    setErrors(({ [path]: _old, ...rest }) => (key ? { ...rest, [path]: key } : rest));
  };

  const change = (index: number, field: CompanionField, value: string) => {
    const next = others.map((item, i) => (i === index ? { ...item, [field]: value } : item));
    setOthers(next);
    if (errors[companionPath(index, field)]) check(index, field, next);
  };

  const leave = (index: number, field: CompanionField) => check(index, field, others);

  const inputRef = (path: string) => (element: HTMLElement | null) => {
    if (element) inputs.current.set(path, element);
    else inputs.current.delete(path);
  };

  const checkout: Pick<CheckoutExtra, 'validate' | 'showServerFields' | 'marked'> = {
    validate: (contact) => {
      contactDocument.current = contact.documentNumber;
      return mark(validateCompanions(others, new Date(), contact.documentNumber, lastFlightDay)) === 0;
    },
    showServerFields: (fields) => mark(companionErrorsFromApi(fields)),
    // Once no passenger's field is marked, the checkout's "correct the highlighted fields" goes.
    marked: Object.keys(errors).length > 0,
  };

  return { others, errors, change, leave, inputRef, checkout };
}
