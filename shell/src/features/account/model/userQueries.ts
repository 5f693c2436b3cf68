import type { Query, QueryClient } from '@tanstack/react-query';
import { QUOTE_KEY } from '@trabzon/api-client';
import { selectSessionOwner, useSessionStore } from '@trabzon/stores';

/**
 * Query keys (prefixes) whose answers are the same for everyone: the catalogue, the site's public
 * settings and checkout's price quotes. Everything else (the profile, bookings, a booking looked up
 * or held, the back office's screens) belongs to whoever is signed in. An allowlist on purpose: a
 * new key missing here is only loaded again after a sign-out, never shown to the next person.
 */
const PUBLIC_QUERY_KEYS: readonly (readonly string[])[] = [
  ['hotels'],
  ['offers'],
  ['destinations'],
  ['restaurants'],
  ['packages'],
  ['transfers'],
  ['flights'],
  ['provider'],
  ['settings'],
  QUOTE_KEY,
];

function isPublicQuery(query: Query): boolean {
  return PUBLIC_QUERY_KEYS.some((prefix) => prefix.every((part, index) => query.queryKey[index] === part));
}

/**
 * Drops every cached answer that belonged to the signed-in user. Not `clear()`: the catalogue on
 * screen would lose its cache and every list load again at once, for data nobody owns.
 */
export function forgetUserQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !isPublicQuery(query) });
}

/**
 * Forgets the user's queries whenever the session ends or changes hands, however that happens:
 * signing out, the API refusing the token (401), another tab signing out or in as someone else.
 * A new token of the same user (a password change) keeps them. Returns the unsubscribe.
 */
export function forgetUserQueriesWhenSessionEnds(client: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    const owner = selectSessionOwner(previous);
    if (owner !== null && selectSessionOwner(state) !== owner) forgetUserQueries(client);
  });
}
