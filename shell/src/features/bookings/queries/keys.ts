import { selectSessionOwner, useLocaleStore, useSessionStore } from '@trabzon/stores';

/**
 * Query keys of the signed-in user's bookings. The user is part of every key, so one person's
 * bookings are never shown to the next one on the same page; the language is the last part.
 * A new booking or a cancellation invalidates the `['bookings']` prefix.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (owner: string, page: number, language: string) => ['bookings', 'mine', owner, page, language] as const,
  detail: (owner: string, id: string, language: string) => ['bookings', 'detail', owner, id, language] as const,
};

/**
 * Whose bookings (the session's owner: the user's id, else its token; '' when signed out) and the
 * active language, for the keys.
 */
export function useBookingScope(): { owner: string; language: string } {
  const owner = useSessionStore((state) => selectSessionOwner(state) ?? '');
  const language = useLocaleStore((state) => state.language);
  return { owner, language };
}
