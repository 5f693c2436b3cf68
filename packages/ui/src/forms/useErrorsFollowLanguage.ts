import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@trabzon/i18n';

/** The error types react-hook-form's own rules give (register's rules and a resolver's 'validate'). */
const RULE_TYPES = new Set(['required', 'min', 'max', 'minLength', 'maxLength', 'pattern', 'validate']);

/**
 * The paths of react-hook-form's errors, leaves only ("name", "itinerary.0.title"), those whose type
 * `accept` takes. A FieldError is an object with a string `type`; anything else groups the errors of
 * nested fields.
 */
export function errorPaths(errors: object, accept: (type: string) => boolean = () => true, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
    if (value === null || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const type = (value as { type?: unknown }).type;
    if (typeof type === 'string') return accept(type) ? [path] : [];
    return errorPaths(value, accept, path);
  });
}

const madeByRule = (type: string) => RULE_TYPES.has(type);

/**
 * react-hook-form keeps an error's message as the text its rule returned, in the language of that
 * moment: after a language switch the field would still say it in the old one. This checks again
 * the fields whose rules refused, so their messages are made anew in the new language. Errors set by
 * hand (a server's refusal, `setError`) are left as they are: checking would clear them.
 */
export function useErrorsFollowLanguage<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'formState' | 'trigger'>): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const checkedIn = useRef(language);
  const { formState, trigger } = form;
  useEffect(() => {
    if (checkedIn.current === language) return;
    checkedIn.current = language;
    const names = errorPaths(formState.errors, madeByRule);
    if (names.length > 0) void trigger(names as Path<V>[]);
  }, [language, formState, trigger]);
}
