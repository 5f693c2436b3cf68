/** The first field with an error, in the form's order (validation moves the focus there). */
export function firstInvalid<F extends string>(errors: Partial<Record<F, unknown>>, order: readonly F[]): F | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}

/** The errors without those of the fields just edited (a corrected field stops showing its error). */
export function withoutErrors<E extends object>(errors: E, fields: readonly PropertyKey[]): E {
  if (!fields.some((field) => field in errors)) return errors;
  const next = { ...errors } as Record<PropertyKey, unknown>;
  for (const field of fields) delete next[field];
  return next as E;
}
