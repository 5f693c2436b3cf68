/**
 * Airline names by code, as the provider's search answers name them: a booking stores these, not
 * names a browser sends (which could say anything on the customer's booking page). Bounded: the
 * oldest names go first past `max` codes; a code not seen since the start is shown as the code.
 */
export function createCarrierNames(max = 2000) {
  const names = new Map<string, string>();
  return {
    learn(carriers: Record<string, unknown> | undefined): void {
      for (const [code, name] of Object.entries(carriers ?? {})) {
        if (typeof name !== 'string' || !/^[A-Z0-9]{2}$/.test(code)) continue;
        names.delete(code);
        names.set(code, name.slice(0, 80));
        if (names.size > max) names.delete(names.keys().next().value!);
      }
    },
    nameOf(code: string): string {
      return names.get(code) ?? code;
    },
  };
}

export type CarrierNames = ReturnType<typeof createCarrierNames>;
