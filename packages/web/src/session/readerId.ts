import { hashKey, type Query, type QueryKey } from "@tanstack/react-query"
import { atom, useAtomValue } from "jotai"
import { sessionAtom } from "./sessionAtom.ts"

/**
 * Whose view an answer holds: the signed-in user's id, or null for a visitor. An answer that
 * depends on who reads (an auction's `watching`, a question's `mine`, a profile's `is_followed`,
 * one's saved searches and settings) is cached under a key ending with it, so signing in or out
 * reads afresh rather than show someone else's view, and a refreshed key changes nothing.
 */
export type ReaderId = number | null

export const readerIdAtom = atom<ReaderId>((get) => get(sessionAtom)?.user_id ?? null)

export function useReaderId(): ReaderId {
  return useAtomValue(readerIdAtom)
}

/** The cached answers read for `reader`, among those a filter selects. */
export const readFor =
  (reader: ReaderId) =>
  (query: Query): boolean =>
    query.queryKey.at(-1) === reader

/**
 * A placeholder for the answer under `key` while the reader changes: the answer the last reader
 * had to the same question stays shown until the new reader's comes, so the page doesn't go
 * blank as someone signs in or out in another tab. Another question (a new sort, another
 * auction) gets no placeholder.
 */
export const keptWhileReaderChanges =
  (key: QueryKey) =>
  <T>(previous: T | undefined, previousQuery: { readonly queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery !== undefined && hashKey(previousQuery.queryKey.slice(0, -1)) === hashKey(key.slice(0, -1)) ? previous : undefined
