import { useCallback, useEffect, useState, type RefObject } from 'react';
import { focusFirstError } from '@trabzon/ui';

/** The fields that have a problem (a truthy entry in `problems`), in the form's order (`order`): the first of them takes the focus. */
export function fieldsWithProblems<F extends string>(order: readonly F[], problems: Partial<Record<F, unknown>>): F[] {
  return order.filter((field) => problems[field]);
}

interface Checked<F> {
  fields: readonly F[];
  /** The fields a press found, the form's first of them focused once; a new object each press, so a second one moves the focus again. */
  focus: readonly F[] | null;
}

/**
 * The fields of a search or booking form whose problems are said. A press of its button (or a link)
 * finds every field with a problem, all said at once; from then on the screen checks those fields
 * again as the form changes, so a message goes once its field is right and comes back if it goes
 * wrong again. A field not found yet says nothing until the next press. The first field (in the
 * form's order) a press found takes the focus in `form` (a link's do not).
 */
export function useCheckedFields<F extends string>(form: RefObject<HTMLFormElement | null>, initial: () => readonly F[] = () => []) {
  const [checked, setChecked] = useState<Checked<F>>(() => ({ fields: initial(), focus: null }));
  useEffect(() => {
    if (checked.focus) focusFirstError(form.current, checked.focus);
  }, [checked, form]);
  // Stable, for a screen's effects to call.
  const pressedOn = useCallback(
    (found: readonly F[]) =>
      setChecked(({ fields }) => ({ fields: [...fields, ...found.filter((field) => !fields.includes(field))], focus: found })),
    [],
  );
  const showOnly = useCallback((fields: readonly F[] = []) => setChecked({ fields, focus: null }), []);
  return {
    /** Whether `field`'s problem is said. */
    says: (field: F) => checked.fields.includes(field),
    /** A press found these fields' problems: all said from now on, the form's first of them focused. */
    pressedOn,
    /** Only these fields' problems said, none focused: a link's, or none (a press that found nothing, a new search). */
    showOnly,
  };
}
