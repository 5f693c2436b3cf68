type Area = 'localStorage' | 'sessionStorage';

/** Web storage that never throws (private mode, disabled storage, server-side tests). */
function area(name: Area) {
  const target = () => (globalThis as unknown as Record<Area, Storage | undefined>)[name];
  return {
    get(key: string): string | null {
      try {
        return target()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string | null): void {
      try {
        if (value === null) target()?.removeItem(key);
        else target()?.setItem(key, value);
      } catch {
        /* storage unavailable: the state still lives in memory */
      }
    },
  };
}

/** Kept across browser restarts. */
export const storage = area('localStorage');
/** Kept until the tab closes: a session signed in without "remember me". */
export const tabStorage = area('sessionStorage');
