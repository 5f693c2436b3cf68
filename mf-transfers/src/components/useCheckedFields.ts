import { useCallback, useEffect, useState, type RefObject } from 'react';
import { focusFirstError } from '@trabzon/ui';

interface Checked<F> {
  fields: readonly F[];
  /** The field a press found, focused once; a new object each press, so a second one moves the focus again. */
  focus: F | null;
}

/**
 * The fields of a search or booking form whose problems are said. A press of its button (or a link)
 * finds a field's problem; from then on the screen checks that field again as the form changes, so
 * its message goes once it is right and comes back if it goes wrong again. A field not found yet says
 * nothing until the next press. The field a press found takes the focus in `form` (a link's does not).
 */
export function useCheckedFields<F extends string>(form: RefObject<HTMLFormElement | null>, initial: () => readonly F[] = () => []) {
  const [checked, setChecked] = useState<Checked<F>>(() => ({ fields: initial(), focus: null }));
  useEffect(() => {
    if (checked.focus) focusFirstError(form.current, [checked.focus]);
  }, [checked, form]);
  // Stable, for a screen's effects to call.
  const pressedOn = useCallback(
    (field: F) => setChecked(({ fields }) => ({ fields: fields.includes(field) ? fields : [...fields, field], focus: field })),
    [],
  );
  const showOnly = useCallback((fields: readonly F[] = []) => setChecked({ fields, focus: null }), []);
  return {
    /** Whether `field`'s problem is said. */
    says: (field: F) => checked.fields.includes(field),
    /** A press found `field`'s problem: said from now on, and focused. */
    pressedOn,
    /** Only these fields' problems said, none focused: a link's, or none (a press that found nothing, a new search). */
    showOnly,
  };
}
