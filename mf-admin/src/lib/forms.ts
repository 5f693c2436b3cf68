import { useCallback, useEffect, useRef, type FocusEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type PathValue, type Resolver } from 'react-hook-form';
import { errorPaths, focusFirstError } from '@trabzon/ui';
import { useCheckAfterPress } from '@trabzon/ui/after-press';

/** The first field with an error, in the form's order (validation moves the focus there). */
export function firstInvalid<F extends string>(errors: Partial<Record<F, unknown>>, order: readonly F[]): F | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}

/**
 * A refused submit's focus, for forms made with `useForm({ shouldFocusError: false })`:
 * react-hook-form would focus the first error in the order the fields registered, which puts the
 * fields `register`ed in the form's own render before its Controllers (a translated name shown
 * first). This focuses the first control with an error in the page's order instead, found by its
 * `name` (register's, or `field.name` given to a Controller's control). True when one took it.
 */
export function focusInvalid(form: HTMLFormElement | null, errors: object): boolean {
  return focusFirstError(form, errorPaths(errors));
}

// The back office's forms take these from here, beside the rest of their form helpers.
export { useCheckAfterPress, useRegisterAfterPress } from '@trabzon/ui/after-press';

/** One error per field, as the form's pure validator (its model) gives them: field → message key. */
export type ModelErrors<F extends string> = Partial<Record<F, string>>;

interface ModelFormOptions<V extends FieldValues, F extends string> {
  defaultValues: V;
  /** The form's whole rule set (a pure function of the values, unit tested with the model). */
  validate: (values: V) => ModelErrors<F>;
  /** The fields in the order the form shows them: a failed submit focuses the first with an error. */
  order: readonly F[];
  /** The id of a field's control (`idOf`); the form maps a left control back to its field by it. */
  idOf: (field: string) => string;
  /** The control a failed submit focuses for a field, when it is not `idOf(field)` (a group of boxes). */
  focusIdOf?: (field: string) => string;
}

/**
 * A react-hook-form form (mode onTouched) driven by a model's validator: an error shows once its
 * field is left, then follows the typing; a failed submit shows every error and focuses the first.
 * `set` and `values` keep the sections' simple controlled-field style; `formProps` goes on the
 * <form> (it hears every control being left, translated inputs included).
 */
export function useModelForm<V extends FieldValues, F extends string & Path<V>>({
  defaultValues,
  validate,
  order,
  idOf,
  focusIdOf = idOf,
}: ModelFormOptions<V, F>) {
  const validateRef = useRef(validate);
  validateRef.current = validate;
  const resolver = useCallback<Resolver<V>>(async (values) => {
    const found = validateRef.current(values);
    const fields = Object.keys(found) as F[];
    if (fields.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(fields.map((field) => [field, { type: 'validate', message: found[field] }]));
    return { values: {}, errors: errors as FieldErrors<V> };
  }, []);
  const form = useForm<V>({ mode: 'onTouched', defaultValues: defaultValues as DefaultValues<V>, resolver, shouldFocusError: false });
  const { setValue, getFieldState, trigger, formState } = form;
  const values = form.watch() as V;

  const errors: ModelErrors<F> = {};
  for (const field of order) {
    const message = getFieldState(field, formState).error?.message;
    if (message) errors[field] = message;
  }

  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    const path = key as unknown as Path<V>;
    const touched = getFieldState(path).isTouched || formState.isSubmitted;
    setValue(path, value as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: touched });
  };

  /** Checks fields again whose rule depends on one just changed (an end date on its start), once they show errors. */
  const recheck = (...fields: Path<V>[]) => {
    const due = fields.filter((field) => getFieldState(field).isTouched || getFieldState(field).error || formState.isSubmitted);
    if (due.length) void trigger(due);
  };

  const leave = (field: Path<V>) => {
    setValue(field, form.getValues(field), { shouldTouch: true });
    void trigger(field);
  };

  // A field left for Save with a click is checked after the click, so Save stays under the pointer.
  const afterPress = useCheckAfterPress();
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const field = order.find((name) => {
      const id = idOf(name);
      return event.target.id === id || event.target.id.startsWith(`${id}-`);
    });
    if (field) void afterPress(leave)(field);
  };

  /** handleSubmit with the focus moved to the first invalid field when the rules refuse. */
  const submit = (onValid: (values: V) => Promise<void> | void) =>
    form.handleSubmit(onValid, (found) => {
      const first = firstInvalid(found as Partial<Record<F, unknown>>, order);
      if (first) document.getElementById(focusIdOf(first))?.focus();
    });

  return { form, values, errors, set, recheck, submit, formProps: { onBlur } };
}

/**
 * While `unsaved` is true (or returns true when asked), leaving the page (reload, closing the tab, another address) asks the
 * browser's own "Leave site?" first, so a full-page form's edits are not lost by accident.
 */
export function useWarnBeforeUnload(unsaved: boolean | (() => boolean)): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      // A function is asked at the moment of leaving (the drawer keeps its edits in a ref).
      if (typeof unsaved === 'function' && !unsaved()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

/** Whether a value fits `max` as the API's schema counts it: characters (code points) as sent, spaces included. */
export function fitsLimit(value: string, max: number): boolean {
  return [...value].length <= max;
}

/**
 * A value the API refused that the page could not check itself (a taken e-mail, a name another
 * room type has): said at its field while the field still holds it (true while `current`, trimmed,
 * is `refused`), and the focus goes to the field when a refusal comes (`focus`, read then).
 */
export function useRefusedValue(refused: string | null, current: string, focus: () => void): boolean {
  useEffect(() => {
    if (refused !== null) focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new refusal moves the focus, not a new `focus`
  }, [refused]);
  return refused !== null && current.trim() === refused;
}
