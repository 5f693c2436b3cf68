/**
 * Puts the focus on the first control of `form`, in the page's order, whose name is in `names`
 * (the fields a submit found wrong), so a keyboard or screen-reader user lands on the first
 * problem and hears its message (the field's aria-describedby). True when one took the focus.
 */
export function focusFirstError(form: HTMLFormElement | null, names: Iterable<string>): boolean {
  if (!form) return false;
  const wrong = new Set(names);
  const first = Array.from(form.elements).find(
    (element): element is HTMLElement => element instanceof HTMLElement && wrong.has(element.getAttribute('name') ?? ''),
  );
  first?.focus();
  return first !== undefined && document.activeElement === first;
}
