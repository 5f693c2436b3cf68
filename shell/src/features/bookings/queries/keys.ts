import { useLocaleStore, useSessionStore } from '@trabzon/stores';

/**
 * Query keys of the signed-in user's bookings. The user is part of every key, so one person's
 * bookings are never shown to the next one on the same page; the language is the last part.
 * A new booking or a cancellation invalidates the `['bookings']` prefix.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (userId: string, page: number, language: string) => ['bookings', 'mine', userId, page, language] as const,
  detail: (userId: string, id: string, language: string) => ['bookings', 'detail', userId, id, language] as const,
};

/** The signed-in user's id ('' when signed out) and the active language, for the keys. */
export function useBookingScope(): { userId: string; language: string } {
  const userId = useSessionStore((state) => state.user?._id ?? '');
  const language = useLocaleStore((state) => state.language);
  return { userId, language };
}
